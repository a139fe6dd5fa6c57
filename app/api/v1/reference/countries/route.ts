import { apiRoute } from "@/server/platform/http/api-route";
import { parseQuery } from "@/server/platform/http/parse-input";
import { staticReferenceResponse } from "@/server/platform/http/private-cache-response";
import { listCountries } from "@/server/reference/countries";
import { findCountries } from "@/server/reference/find-countries";
import { countriesQuerySchema } from "@/server/reference/schemas";

/**
 * Get Countries List: every ISO 3166-1 alpha-2 country, named and sorted in the asked language;
 * with `q`, only those it may mean, by their names in any of the six languages or a guest's
 * everyday name or code for them ("My", "UK", "한국"), matched here so that the guest page does
 * not carry the names of the other languages nor the alias table.
 */
export const GET = apiRoute({ scope: "properties:read", allowCheckinToken: true }, async ({ request }) => {
  const { lang, q } = parseQuery(countriesQuerySchema, request);
  return staticReferenceResponse(q?.trim() ? findCountries(q, lang) : listCountries(lang));
});
