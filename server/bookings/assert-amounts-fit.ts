import type Decimal from "decimal.js";
import { ValidationError } from "@/server/domain/errors";
import { money } from "@/server/domain/money";
import { amountBoundMessage, amountOverBound, fitsAmountBound, type BookingAmounts } from "@/server/bookings/rules/amount-bounds";
import { linesOf } from "./family-lines";
import type { BookingRow } from "./find-booking";
import type { BookingLines } from "./load-booking-lines";

/** A booking's money as rules/amount-bounds.ts reads it, from its lines. */
function amountsOf(lines: BookingLines): BookingAmounts {
  return {
    rooms: lines.rooms.map((room) => ({
      status: room.status,
      nightlyPrices: (lines.nightlyPrices.get(room.id) ?? []).map((night) => night.price),
      discount: room.discount,
      lines: lines.serviceLines.get(room.id) ?? [],
    })),
    payments: lines.payments,
  };
}

/**
 * Refuses a write (422 on `field`, the part of the request that made the change) when the lines
 * as it would leave them take a figure of any booking of the locked family past the bound: a
 * child's own, and its group's, which sums every child. Called before the write is committed;
 * the transaction rolls back whatever was written on the way.
 */
export function assertAmountsFit(family: readonly BookingRow[], familyLines: BookingLines, field: string): void {
  for (const booking of family) {
    const over = amountOverBound(amountsOf(linesOf(familyLines, booking)), booking.currency);
    if (over) throw ValidationError.field(field, amountBoundMessage(over));
  }
}

/** The same bound on one amount a request makes (a payment request's, taken from the balance). */
export function assertAmountFits(value: Decimal.Value, field: string, figure: string): void {
  if (!fitsAmountBound(value)) throw ValidationError.field(field, amountBoundMessage({ figure, value: money(value) }));
}
