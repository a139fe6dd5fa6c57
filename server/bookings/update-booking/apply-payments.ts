import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { payments } from "@/server/platform/db/schema";
import { money, minorUnits } from "@/server/domain/money";
import type { FieldErrors } from "@/server/domain/errors";
import type { BookingRow } from "../find-booking";
import type { UpdateBookingInput } from "./schema";

/**
 * payments `add` appends; `replace` removes the unpaid (planned) payments and sets the new
 * list, while paid payments stay: money already received is never erased by an update.
 */
export async function applyPayments(
  tx: Transaction,
  input: { booking: BookingRow; payments: NonNullable<UpdateBookingInput["payments"]>; errors: FieldErrors },
): Promise<void> {
  const { booking, errors } = input;
  const decimals = minorUnits(booking.currency);
  input.payments.records.forEach((record, index) => {
    if (money(record.amount).decimalPlaces() > decimals) {
      errors[`payments.records.${index}.amount`] = [`${booking.currency} amounts have at most ${decimals} decimals.`];
    }
  });
  if (Object.keys(errors).length > 0) return;

  if (input.payments.method === "replace") {
    await tx.delete(payments).where(and(eq(payments.bookingId, booking.id), isNull(payments.paidAt)));
  }
  await tx.insert(payments).values(
    input.payments.records.map((record) => ({
      propertyId: booking.propertyId,
      bookingId: booking.id,
      amount: record.amount,
      method: record.method ?? null,
      paidAt: record.paid_at ?? null,
      notes: record.notes ?? null,
    })),
  );
}
