import type Decimal from "decimal.js";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import { balanceOf, paidSum } from "@/server/bookings/rules/totals";
import { keptSum } from "@/server/bookings/rules/overpayment";
import { toBookingDetail } from "./booking-detail";
import { linesOf } from "./family-lines";
import type { BookingRow } from "./find-booking";
import { loadBookingLines, type BookingLines } from "./load-booking-lines";
import { payerOf, type LockedBooking } from "./lock-booking";

/** The money of the booking that pays (lock-booking.ts, payerOf): its amount, what it has paid, the balance. */
export interface PayerBalance {
  payer: BookingRow;
  amount: Decimal;
  paid: Decimal;
  /** amount − paid: > 0 still due, < 0 overpaid. */
  balance: Decimal;
  /** What managers kept of an overpayment as the guest's credit (rules/overpayment.ts). */
  kept: Decimal;
}

function payerBalance(payer: BookingRow, lines: BookingLines): PayerBalance {
  const amount = toBookingDetail(payer, lines).amount;
  return {
    payer,
    amount,
    paid: paidSum(lines.payments),
    balance: balanceOf(amount, lines.payments),
    kept: keptSum(lines.keptOverpayments),
  };
}

/**
 * The balance that decides a check-out, inside the write: the payer's (for a merged child the
 * whole group's: all children's rooms against all the group's payments), from the locked family.
 */
export function checkoutBalance(locked: LockedBooking, familyLines: BookingLines, owner: BookingRow): Decimal {
  return checkoutMoney(locked, familyLines, owner).balance;
}

/** The same, with the amount, what was paid and what was kept as credit: the whole money of the payer. */
export function checkoutMoney(locked: LockedBooking, familyLines: BookingLines, owner: BookingRow): PayerBalance {
  const payer = payerOf(owner, locked.family);
  return payerBalance(payer, linesOf(familyLines, payer));
}

/**
 * The same balance outside a write (the desk's ledger and Today board, the guest page), so each
 * shows what check-out will ask: `ownLines` are the booking's own, as the caller read them; a
 * merged child's group is read here, with its lines.
 */
export async function readPayerBalance(db: Queryable, booking: BookingRow, ownLines: BookingLines): Promise<PayerBalance> {
  const group = booking.groupId
    ? await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.propertyId, booking.propertyId), eq(bookings.id, booking.groupId)))
        .limit(1)
    : [];
  const payer = payerOf(booking, [booking, ...group]);
  return payerBalance(payer, payer === booking ? ownLines : await loadBookingLines(db, payer));
}
