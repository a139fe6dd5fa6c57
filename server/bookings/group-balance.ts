import type Decimal from "decimal.js";
import { toBookingDetail } from "./booking-detail";
import { linesOf } from "./family-lines";
import type { BookingRow } from "./find-booking";
import type { BookingLines } from "./load-booking-lines";
import type { LockedBooking } from "./lock-booking";
import { balanceOf } from "@/server/bookings/rules/totals";

/**
 * The balance that decides a check-out: the owner booking's, or for a child of a group
 * (a merged child) the whole group's: all children's rooms against all the group's payments.
 */
export function checkoutBalance(locked: LockedBooking, familyLines: BookingLines, owner: BookingRow): Decimal {
  const payer = (owner.groupId && locked.family.find((booking) => booking.id === owner.groupId)) || owner;
  const lines = linesOf(familyLines, payer);
  return balanceOf(toBookingDetail(payer, lines).amount, lines.payments);
}
