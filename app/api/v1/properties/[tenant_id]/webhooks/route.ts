import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";
import { listWebhooks } from "@/server/webhooks/list-webhooks";
import { registerWebhook } from "@/server/webhooks/register-webhook";
import { registerWebhookBodySchema } from "@/server/webhooks/schemas";

/** List webhooks (without their secrets). */
export const GET = apiRoute({ scope: "webhooks:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return listWebhooks({ db, ctx, input: { tenantId: path.tenant_id } });
});

/** Register a webhook; its secret is in this answer only. */
export const POST = apiRoute({ scope: "webhooks:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const body = await parseBody(registerWebhookBodySchema, request);
  return registerWebhook({ db, ctx, input: { tenantId: path.tenant_id, body } });
});
