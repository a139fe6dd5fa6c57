import { publicRoute } from "@/server/platform/http/api-route";
import { jsonResponse } from "@/server/platform/http/json";
import { parseJsonText } from "@/server/platform/http/parse-json-text";
import { readBodyBytes } from "@/server/platform/http/read-body-bytes";
import { ValidationError } from "@/server/domain/errors";
import { fieldErrorsFromZod } from "@/server/domain/zod-errors";
import { recordBankTransfer } from "@/server/payments/record-bank-transfer";
import { authenticateSepay, sepayKey, sepayNotificationSchema } from "@/server/payments/sepay-notification";

/** A SePay notification is a few hundred bytes. */
const MAX_NOTIFICATION_BYTES = 16 * 1024;

/** SePay's bank transfer notification (extension): authenticated by SEPAY_WEBHOOK_KEY, answered `{"success": true}`. */
export const POST = publicRoute(async ({ request, db }) => {
  const key = sepayKey();
  const body = await readBodyBytes(request, MAX_NOTIFICATION_BYTES);
  authenticateSepay(request, body, key);
  const parsed = sepayNotificationSchema.safeParse(parseJsonText(new TextDecoder().decode(body)));
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  await recordBankTransfer({ db, notification: parsed.data });
  return jsonResponse({ success: true });
});
