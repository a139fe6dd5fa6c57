import { publicRoute } from "@/server/platform/http/api-route";
import { jsonResponse } from "@/server/platform/http/json";
import { parseJsonText } from "@/server/platform/http/parse-json-text";
import { readBodyBytes } from "@/server/platform/http/read-body-bytes";
import { ValidationError } from "@/server/domain/errors";
import { fieldErrorsFromZod } from "@/server/domain/zod-errors";
import { propertySepayKey } from "@/server/payments/property-sepay-key";
import { recordBankTransfer } from "@/server/payments/record-bank-transfer";
import { authenticateSepay, sepayNotificationSchema } from "@/server/payments/sepay-notification";

/** A SePay notification is a few hundred bytes. */
const MAX_NOTIFICATION_BYTES = 16 * 1024;

/**
 * SePay's bank transfer notification to one property (extension): authenticated by that
 * property's own key (set by a manager at the desk), answered `{"success": true}`. Without a key
 * the receiver is off (404), before any of the body is read.
 */
export const POST = publicRoute<{ tenant_id: string }>(async ({ request, db, params }) => {
  const key = await propertySepayKey(db, params.tenant_id);
  const body = await readBodyBytes(request, MAX_NOTIFICATION_BYTES);
  authenticateSepay(request, body, key);
  const parsed = sepayNotificationSchema.safeParse(parseJsonText(new TextDecoder().decode(body)));
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  await recordBankTransfer({ db, propertyId: params.tenant_id, notification: parsed.data });
  return jsonResponse({ success: true });
});
