import { searchRoomTypesQuerySchema } from "@/server/availability/schemas";
import { searchRoomTypes } from "@/server/availability/search-room-types";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams, parseQuery } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Search Room Type. */
export const GET = apiRoute({ scope: "properties:read", database: "replica", cost: "search" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const query = parseQuery(searchRoomTypesQuerySchema, request);
  return searchRoomTypes({ db, ctx, input: { tenantId: path.tenant_id, query } });
});
