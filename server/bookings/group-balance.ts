import type Decimal from "decimal.js";
import type { Transaction } from "@/server/platform/db/database";
import { toBookingDetail } from "./booking-detail";
import type { BookingRow } from "./find-booking";
import { loadBookingLines } from "./load-booking-lines";
import type { LockedBooking } from "./lock-booking";
import { balanceOf } from "./totals";

/**
 * The balance that decides a check-out: the owner booking's, or for a child of a group
 * (a merged child) the whole group's: all children's rooms against all the group's payments.
 */
export async function checkoutBalance(tx: Transaction, locked: LockedBooking, owner: BookingRow): Promise<Decimal> {
  const payer = (owner.groupId && locked.family.find((booking) => booking.id === owner.groupId)) || owner;
  const lines = await loadBookingLines(tx, payer);
  return balanceOf(toBookingDetail(payer, lines).amount, lines.payments);
}
