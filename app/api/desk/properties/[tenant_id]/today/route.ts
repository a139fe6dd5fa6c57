import { readToday } from "@/server/desk/read-today";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Desk: today's arrivals, in-house and departures of a property, and the declarations due (desk session only). */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return readToday({ db, ctx, input: { tenantId: path.tenant_id } });
});
