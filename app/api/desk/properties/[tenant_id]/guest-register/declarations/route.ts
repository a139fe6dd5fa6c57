import { markDeclared, markDeclaredBodySchema } from "@/server/desk/guest-register/mark-declared";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Desk: marks guests' stays as declared to the police, or takes the mark back. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const body = await parseBody(markDeclaredBodySchema, request);
  return markDeclared({ db, ctx, input: { tenantId: path.tenant_id, ...body } });
});
