import { apiRoute } from "@/server/platform/http/api-route";
import { parseQuery } from "@/server/platform/http/parse-input";
import { staticReferenceResponse } from "@/server/platform/http/private-cache-response";
import { countriesForAlias } from "@/server/reference/country-aliases";
import { listCountries } from "@/server/reference/countries";
import { countriesQuerySchema } from "@/server/reference/schemas";

/**
 * Get Countries List: every ISO 3166-1 alpha-2 country, named and sorted in the asked language;
 * with `q`, only those a guest's everyday name or code for them means ("My", "UK"), matched here
 * so that the guest page does not carry the alias table.
 */
export const GET = apiRoute({ scope: "properties:read", allowCheckinToken: true }, async ({ request }) => {
  const { lang, q } = parseQuery(countriesQuerySchema, request);
  const countries = listCountries(lang);
  if (!q?.trim()) return staticReferenceResponse(countries);
  const byCode = new Map(countries.map((country) => [country.code, country]));
  return staticReferenceResponse(countriesForAlias(q, (code) => byCode.has(code)).flatMap((code) => byCode.get(code) ?? []));
});
