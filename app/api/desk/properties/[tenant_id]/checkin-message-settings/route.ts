import { checkinMessageSettingsSchema } from "@/server/desk/online-checkin/message-settings-schema";
import { getCheckinMessageSettings, setCheckinMessageSettings } from "@/server/desk/online-checkin/message-settings";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

// The desk's settings: when the property's online check-in e-mails go, a manager's only
// (server/staff/require-manager.ts refuses a receptionist and any API key with 403). Writes carry
// the desk's CSRF token. Five short fields: 4 KB is plenty.
const MAX_SETTINGS_BODY_BYTES = 4 * 1024;

export const GET = apiRoute({ scope: "properties:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return getCheckinMessageSettings({ db, ctx, input: { tenantId: path.tenant_id } });
});

export const PUT = apiRoute({ scope: "properties:read" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const settings = await parseBody(checkinMessageSettingsSchema, request, MAX_SETTINGS_BODY_BYTES);
  return setCheckinMessageSettings({ db, ctx, input: { tenantId: path.tenant_id, settings } });
});
