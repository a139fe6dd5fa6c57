import { z } from "zod";
import { isOneLine, isPlainText, ONE_LINE_ISSUE, PLAIN_TEXT_ISSUE } from "@/server/domain/free-text";
import { isIsoDate } from "@/server/domain/iso-date";
import { moneyAmountSchema } from "@/server/bookings/room-operation-schemas";

// An overpaid stay (extension, docs/choices.md "An overpaid stay can still leave"): a refund gives
// money back to the guest (a payment of kind `refund` with a negative amount); a manager may keep
// it as the guest's credit instead (the desk).

/** A line of text typed on one line (free-text.ts): no line break, no control character. */
const oneLine = (max: number, emptyMessage: string) =>
  z.string().trim().min(1, emptyMessage).max(max, `At most ${max} characters.`).refine(isOneLine, ONE_LINE_ISSUE);
/** Why: several lines are fine (free-text.ts), no other control character. */
const reason = (emptyMessage: string) =>
  z.string().trim().min(1, emptyMessage).max(500, "At most 500 characters.").refine(isPlainText, PLAIN_TEXT_ISSUE);

export const recordRefundBodySchema = z
  .strictObject({
    amount: z
      .number()
      .gt(0, "Must be more than 0.")
      .pipe(moneyAmountSchema)
      .describe("What is given back, more than 0, in the currency's minor units; at most what the booking that pays was overpaid"),
    method: oneLine(50, "Say how the money is given back.").describe(
      "How it was given back: cash, bank_transfer, credit_card or another word",
    ),
    reason: reason("Say why the money is given back.").describe("Why: kept as the refund's `notes` and in the booking's history"),
    bank_reference: oneLine(100, "Leave it out, or give the bank's reference.")
      .nullish()
      .describe("The bank's reference of the transfer that sent the money back, for the statement"),
    paid_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, "Use YYYY-MM-DD HH:mm:ss.")
      .refine((value) => isIsoDate(value.slice(0, 10)), "Use a real date.")
      .nullish()
      .describe("When it was sent, YYYY-MM-DD HH:mm:ss property time; now when omitted"),
  })
  .meta({ id: "RecordRefund" });

export type RecordRefundBody = z.input<typeof recordRefundBodySchema>;
export type RecordRefundInput = z.output<typeof recordRefundBodySchema>;

/** Keep an overpayment as the guest's credit (desk, a manager): how much of it, and why. */
export const keepOverpaymentBodySchema = z.strictObject({
  amount: z.number().gt(0, "Must be more than 0.").pipe(moneyAmountSchema),
  reason: reason("Say why the money is kept as the guest's credit."),
});
export type KeepOverpaymentBody = z.input<typeof keepOverpaymentBodySchema>;
