import { apiRoute } from "@/server/platform/http/api-route";
import { parseQuery } from "@/server/platform/http/parse-input";
import { staticReferenceResponse } from "@/server/platform/http/private-cache-response";
import { listBorderGates } from "@/server/reference/border-gates";
import { countriesQuerySchema } from "@/server/reference/schemas";

/** Get Border Gates (extension): Vietnam's international border gates, for a foreign guest's entry_port. */
export const GET = apiRoute({ scope: "properties:read", allowCheckinToken: true }, async ({ request }) => {
  const { lang } = parseQuery(countriesQuerySchema, request);
  return staticReferenceResponse(listBorderGates(lang));
});
