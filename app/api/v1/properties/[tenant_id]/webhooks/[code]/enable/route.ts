import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { enableWebhook } from "@/server/webhooks/enable-webhook";
import { webhookPathSchema } from "@/server/webhooks/schemas";

/** Enable a webhook that five days of failures disabled. */
export const POST = apiRoute({ scope: "webhooks:write" }, async ({ params, ctx, db }) => {
  const path = parseParams(webhookPathSchema, params);
  return enableWebhook({ db, ctx, input: { tenantId: path.tenant_id, code: path.code } });
});
