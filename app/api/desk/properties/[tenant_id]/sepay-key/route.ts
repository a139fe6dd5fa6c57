import { getSepayReceiver } from "@/server/payments/sepay-receiver";
import { setSepayKey } from "@/server/payments/set-sepay-key";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { publicOrigin } from "@/server/platform/http/public-origin";
import { tenantPathSchema } from "@/server/properties/schemas";

// The desk's settings: the property's SePay receiver, a manager's only (server/staff/require-manager.ts
// refuses a receptionist and any API key with 403). The scope admits the desk session; the role decides.
// Writes carry the desk's CSRF token (desk-session-context.ts); the POST takes no body.

/** The receiver's URL, and since when it has a key (null: off). Never the key. */
export const GET = apiRoute({ scope: "properties:read" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return getSepayReceiver({ db, ctx, input: { tenantId: path.tenant_id, origin: publicOrigin(request) } });
});

/** A new key, answered this once (`key`), replacing any older one at once. */
export const POST = apiRoute({ scope: "properties:read" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return setSepayKey({ db, ctx, input: { tenantId: path.tenant_id, origin: publicOrigin(request), generate: true } });
});

/** The key removed: the receiver answers 404 until a new one is made. */
export const DELETE = apiRoute({ scope: "properties:read" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return setSepayKey({ db, ctx, input: { tenantId: path.tenant_id, origin: publicOrigin(request), generate: false } });
});
