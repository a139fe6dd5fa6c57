import { eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Transaction } from "@/server/platform/db/database";
import { bookings } from "@/server/platform/db/schema";
import { identityImageGrant } from "@/server/documents/identity-image-grant";
import { toBookingDetail } from "./booking-detail";
import { loadBookingLines } from "./load-booking-lines";
import type { LockedBooking } from "./lock-booking";

/**
 * The detail of the URL's booking as the transaction now sees it (the response of every
 * write), with identity image URLs for a credential that may see them.
 */
export async function getLockedBookingDetail(
  tx: Transaction,
  locked: LockedBooking,
  ctx: AuthContext,
  options: { withRoomCharges?: boolean } = {},
) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, locked.target.id));
  const grant = identityImageGrant(ctx);
  const detail = toBookingDetail(booking!, await loadBookingLines(tx, booking!), { ...options, identityImageUrls: grant?.urls });
  await grant?.record(tx, booking!.propertyId);
  return detail;
}
