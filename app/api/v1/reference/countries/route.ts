import { apiRoute } from "@/server/platform/http/api-route";
import { parseQuery } from "@/server/platform/http/parse-input";
import { staticReferenceResponse } from "@/server/platform/http/private-cache-response";
import { listCountries } from "@/server/reference/countries";
import { countriesQuerySchema } from "@/server/reference/schemas";

/** Get Countries List: every ISO 3166-1 alpha-2 country, named and sorted in the asked language. */
export const GET = apiRoute({ scope: "properties:read", allowCheckinToken: true }, async ({ request }) => {
  const { lang } = parseQuery(countriesQuerySchema, request);
  return staticReferenceResponse(listCountries(lang));
});
