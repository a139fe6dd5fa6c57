import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { deleteWebhook } from "@/server/webhooks/delete-webhook";
import { webhookPathSchema } from "@/server/webhooks/schemas";

/** Delete a webhook. */
export const DELETE = apiRoute({ scope: "webhooks:write" }, async ({ params, ctx, db }) => {
  const path = parseParams(webhookPathSchema, params);
  return deleteWebhook({ db, ctx, input: { tenantId: path.tenant_id, code: path.code } });
});
