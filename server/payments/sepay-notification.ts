import { z } from "zod";
import { UnauthenticatedError } from "@/server/domain/errors";
import { hmacSha256, sameSecret } from "@/server/platform/security/hmac";
import { columnRangeMessage, fitsColumnRange, MAX_SIGNIFICANT_DIGITS, MONEY_COLUMN, significantDigits } from "@/server/domain/json-amount";

/**
 * What the bank moved: kept whatever it is, as long as it is exact and fits the column. It is not
 * held to the bookings' amount bound here: a transfer past it is a fact to keep for a person
 * (unmatched, `amount_past_bound`), not a notification to refuse.
 */
const transferAmountSchema = z
  .number()
  .min(0)
  .refine((value) => significantDigits(value) <= MAX_SIGNIFICANT_DIGITS, `Use at most ${MAX_SIGNIFICANT_DIGITS} significant digits.`)
  .refine((value) => fitsColumnRange(value, MONEY_COLUMN), columnRangeMessage(MONEY_COLUMN))
  .transform((value) => String(value));

/**
 * SePay's transaction notification (developer.sepay.vn, "SePay Webhooks": id, gateway,
 * transactionDate, accountNumber, code, content, transferType, transferAmount, accumulated,
 * subAccount, referenceCode, description). Fields we do not use are let through unread.
 */
export const sepayNotificationSchema = z.looseObject({
  id: z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(100)]).transform(String),
  gateway: z.string().max(100).nullish(),
  transactionDate: z.string().max(40).nullish(),
  accountNumber: z.string().trim().min(1).max(50),
  code: z.string().max(100).nullish(),
  content: z.string().max(1000).nullish(),
  transferType: z.enum(["in", "out"]),
  transferAmount: transferAmountSchema,
  referenceCode: z.string().max(100).nullish(),
});

export type SepayNotification = z.output<typeof sepayNotificationSchema>;

/** A signed notification older or newer than this is refused: a captured request cannot be replayed later. */
const MAX_TIMESTAMP_SKEW_SECONDS = 5 * 60;

/**
 * SePay's two documented modes, with the property's own key (property-sepay-key.ts): API key
 * (`Authorization: Apikey <key>`), or HMAC-SHA256, where `X-SePay-Timestamp` (Unix seconds) must be within 5 minutes and
 * `X-SePay-Signature` is the hex HMAC-SHA256, keyed by the secret, of `<timestamp>.<raw body>`
 * (optionally written `sha256=<hex>`). SePay documents the timestamp header and the 5-minute
 * window; the signature header's name and the signed string are our reading of their page,
 * which the search tools could not show whole (docs/choices.md).
 */
export function authenticateSepay(request: Request, rawBody: Uint8Array, key: string, nowSeconds = Math.floor(Date.now() / 1000)): void {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const match = /^Apikey (.+)$/i.exec(authorization.trim());
    if (match && sameSecret(match[1]!, key)) return;
    throw new UnauthenticatedError("The SePay API key is wrong.");
  }
  const signature = request.headers.get("x-sepay-signature");
  const timestamp = request.headers.get("x-sepay-timestamp");
  if (signature === null || timestamp === null) throw new UnauthenticatedError("A SePay API key or signature is required.");
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > MAX_TIMESTAMP_SKEW_SECONDS) {
    throw new UnauthenticatedError("The SePay signature's timestamp is not within 5 minutes of now.");
  }
  const expected = hmacSha256(key, `${timestamp}.`, rawBody).toString("hex");
  if (
    !sameSecret(
      signature
        .trim()
        .replace(/^sha256=/i, "")
        .toLowerCase(),
      expected,
    )
  )
    throw new UnauthenticatedError("The SePay signature is wrong.");
}
