import { searchPropertiesQuerySchema } from "@/server/availability/schemas";
import { searchProperties } from "@/server/availability/search-properties";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseQuery } from "@/server/platform/http/parse-input";

/** Search Properties: only those the credential may act on. */
export const GET = apiRoute({ scope: "properties:read", database: "replica", cost: "search" }, async ({ request, ctx, db }) => {
  const query = parseQuery(searchPropertiesQuerySchema, request);
  return searchProperties({ db, ctx, input: query });
});
