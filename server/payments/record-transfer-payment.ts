import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { payments, properties } from "@/server/platform/db/schema";
import { currentTimestampIn } from "@/server/domain/dates";
import { money } from "@/server/domain/money";
import { assertAmountsFit } from "@/server/bookings/assert-amounts-fit";
import { linesOf, loadFamilyLines } from "@/server/bookings/family-lines";
import { stateOf, recordBookingChangeBy } from "@/server/bookings/history/record-booking-change";
import type { RecordedActor } from "@/server/bookings/history/history-actor";
import { lockBooking, payerOf } from "@/server/bookings/lock-booking";
import { recordBookingEvent } from "@/server/bookings/record-booking-event";

export interface ReceivedTransfer {
  /** Exact decimal text, as the bank's notification gave it: recorded as it is, never rounded to what was asked. */
  amount: string;
  bankReference: string | null;
  /** YYYY-MM-DD HH:mm:ss, the bank's local time (SePay's transactionDate), when it gave one. */
  transactionDate: string | null;
}

const LOCAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * Records a bank transfer as a paid payment (method `bank_transfer`, the bank's reference kept) of
 * the booking that pays for `bookingCode` (payerOf: a merged child's group), under the booking's
 * lock, in the caller's transaction: the history entry, `booking.updated` and `payment.received`.
 * The one write of both the automatic match (record-bank-transfer.ts) and the desk's.
 */
export async function recordTransferPayment(
  tx: Transaction,
  input: { propertyId: string; bookingCode: string; transfer: ReceivedTransfer; actor: Pick<RecordedActor, "kind" | "actorId" | "name"> },
): Promise<{ paymentId: number; bookingId: string; bookingCode: string }> {
  const [property] = await tx.select({ timezone: properties.timezone }).from(properties).where(eq(properties.id, input.propertyId));
  if (!property) throw new Error(`Property ${input.propertyId} vanished under a transfer.`);
  const locked = await lockBooking(tx, input.propertyId, input.bookingCode);
  const payer = payerOf(locked.target, locked.family);
  const lines = await loadFamilyLines(tx, locked);
  const before = stateOf(payer, linesOf(lines, payer));
  const { transfer } = input;
  const payment = {
    bookingId: payer.id,
    amount: transfer.amount,
    method: "bank_transfer",
    paidAt:
      transfer.transactionDate && LOCAL_TIMESTAMP.test(transfer.transactionDate)
        ? transfer.transactionDate
        : currentTimestampIn(property.timezone),
    notes: null,
    kind: "payment" as const,
  };
  // Checked before the insert: a caller that catches the refusal keeps a transaction it can go on with.
  assertAmountsFit(locked.family, { ...lines, payments: [...lines.payments, { id: 0, ...payment }] }, "amount");
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, propertyId: input.propertyId, bankReference: transfer.bankReference })
    .returning({ id: payments.id });
  const after = { ...lines, payments: [...lines.payments, { id: row!.id, ...payment }] };
  const payerLines = linesOf(after, payer);
  await recordBookingEvent(tx, { type: "booking.updated", booking: payer, lines: payerLines, bookingRoomId: null });
  await recordBookingEvent(tx, {
    type: "payment.received",
    booking: payer,
    lines: payerLines,
    bookingRoomId: null,
    payment: {
      id: String(row!.id),
      amount: money(transfer.amount),
      method: "bank_transfer",
      paid_at: payment.paidAt,
      bank_reference: transfer.bankReference,
    },
  });
  await recordBookingChangeBy(tx, input.actor, {
    booking: payer,
    bookingRoomId: null,
    action: "payment.received",
    before,
    after: stateOf(payer, payerLines),
    reason: transfer.bankReference ? `Bank transfer ${transfer.bankReference}` : "Bank transfer",
  });
  return { paymentId: row!.id, bookingId: payer.id, bookingCode: payer.code };
}
