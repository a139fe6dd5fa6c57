import { apiRoute } from "@/server/platform/http/api-route";
import { NotFoundError } from "@/server/domain/errors";
import { parseParams } from "@/server/platform/http/parse-input";
import { staticReferenceResponse } from "@/server/platform/http/private-cache-response";
import { cityPathSchema } from "@/server/reference/schemas";
import { listWards } from "@/server/reference/vietnam";

/** Get Wards for a City: the wards, communes and special zones of one province. */
export const GET = apiRoute({ scope: "properties:read", allowCheckinToken: true }, async ({ params }) => {
  const { cityCode } = parseParams(cityPathSchema, params);
  const wards = listWards(cityCode);
  if (!wards) throw new NotFoundError(`No province or city has the code ${cityCode}.`);
  return staticReferenceResponse(wards);
});
