import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/db/database";
import { bookings } from "@/server/db/schema";
import { toBookingDetail } from "./booking-detail";
import { loadBookingLines } from "./load-booking-lines";
import type { LockedBooking } from "./lock-booking";

/** The detail of the URL's booking as the transaction now sees it (the response of every write). */
export async function getLockedBookingDetail(
  tx: Transaction,
  locked: LockedBooking,
  options: { withRoomCharges?: boolean } = {},
) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, locked.target.id));
  return toBookingDetail(booking!, await loadBookingLines(tx, booking!), options);
}
