import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { payments } from "@/server/platform/db/schema";
import { exceedsMinorUnits, minorUnitsMessage } from "@/server/domain/money";
import type { FieldErrors } from "@/server/domain/errors";
import type { BookingRow } from "../find-booking";
import type { BookingLines } from "../load-booking-lines";
import type { UpdateBookingInput } from "./schema";

// payments `add` appends; `replace` removes the unpaid (planned) payments and sets the new
// list, while paid payments stay: money already received is never erased by an update.

type PaymentsUpdate = NonNullable<UpdateBookingInput["payments"]>;

/** What is wrong with the payments: amounts with more decimals than the booking's currency has. */
export function paymentErrors(update: PaymentsUpdate, currency: string): FieldErrors {
  const errors: FieldErrors = {};
  update.records.forEach((record, index) => {
    if (exceedsMinorUnits(record.amount, currency)) errors[`payments.records.${index}.amount`] = [minorUnitsMessage(currency)];
  });
  return errors;
}

/** Writes the payments of the booking, already checked by paymentErrors; returns the lines as written. */
export async function applyPayments(
  tx: Transaction,
  input: { booking: BookingRow; payments: PaymentsUpdate; lines: BookingLines },
): Promise<BookingLines> {
  const { booking } = input;
  if (input.payments.method === "replace") {
    await tx.delete(payments).where(and(eq(payments.bookingId, booking.id), isNull(payments.paidAt)));
  }
  const added = input.payments.records.map((record) => ({
    bookingId: booking.id,
    amount: record.amount,
    method: record.method ?? null,
    paidAt: record.paid_at ?? null,
    notes: record.notes ?? null,
    kind: "payment" as const,
  }));
  const ids = await tx
    .insert(payments)
    .values(added.map((payment) => ({ ...payment, propertyId: booking.propertyId })))
    .returning({ id: payments.id });
  const kept = input.lines.payments.filter(
    (payment) => !(input.payments.method === "replace" && payment.bookingId === booking.id && payment.paidAt === null),
  );
  // Listed by id, as load-booking-lines orders them: new ids come after every stored one.
  return { ...input.lines, payments: [...kept, ...added.map((payment, index) => ({ id: ids[index]!.id, ...payment }))] };
}
