import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { rotateWebhookSecret } from "@/server/webhooks/rotate-webhook-secret";
import { webhookPathSchema } from "@/server/webhooks/schemas";

/** Rotate webhook secret (spec Endpoint 11). */
export const POST = apiRoute({ scope: "webhooks:write" }, async ({ params, ctx, db }) => {
  const path = parseParams(webhookPathSchema, params);
  return rotateWebhookSecret({ db, ctx, input: { tenantId: path.tenant_id, code: path.code } });
});
