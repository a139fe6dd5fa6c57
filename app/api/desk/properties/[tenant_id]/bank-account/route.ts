import { bankAccountRequestSchema } from "@/server/payments/bank-account-schema";
import { getBankAccount } from "@/server/payments/get-bank-account";
import { setBankAccount } from "@/server/payments/set-bank-account";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

// The desk's settings: the property's bank account, a manager's only (server/staff/require-manager.ts
// refuses a receptionist and any API key with 403). The scope admits the desk session; the role decides.
// Writes carry the desk's CSRF token (desk-session-context.ts). A body of three short fields: 4 KB is plenty.
const MAX_BANK_ACCOUNT_BODY_BYTES = 4 * 1024;

export const GET = apiRoute({ scope: "properties:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return getBankAccount({ db, ctx, input: { tenantId: path.tenant_id } });
});

export const PUT = apiRoute({ scope: "properties:read" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const account = await parseBody(bankAccountRequestSchema, request, MAX_BANK_ACCOUNT_BODY_BYTES);
  return setBankAccount({ db, ctx, input: { tenantId: path.tenant_id, account } });
});

/** Removes the account (all three fields): guests can no longer be asked to pay by transfer. */
export const DELETE = apiRoute({ scope: "properties:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return setBankAccount({ db, ctx, input: { tenantId: path.tenant_id, account: null } });
});
