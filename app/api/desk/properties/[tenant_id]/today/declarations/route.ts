import { readDeclarationsDue } from "@/server/desk/read-declarations-due";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Desk: the stays still to declare to the police, with their deadlines, and how complete the night's registrations are. */
export const GET = apiRoute({ scope: "bookings:read", cost: "search" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return readDeclarationsDue({ db, ctx, input: { tenantId: path.tenant_id } });
});
