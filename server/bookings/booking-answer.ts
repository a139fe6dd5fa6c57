import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Transaction } from "@/server/platform/db/database";
import { identityImageGrant } from "@/server/documents/identity-image-grant";
import { linkViewOf } from "./link-view";
import { toBookingDetail } from "./booking-detail";
import type { BookingRow } from "./find-booking";
import type { BookingLines } from "./load-booking-lines";

/**
 * The answer of every write: the detail of the URL's booking as the write left it, computed
 * from what it read and changed, with identity image URLs for a credential that may see them
 * (each URL issued is logged in the same transaction).
 */
export async function bookingAnswer(
  tx: Transaction,
  ctx: AuthContext,
  booking: BookingRow,
  lines: BookingLines,
  options: { withRoomCharges?: boolean } = {},
) {
  const grant = identityImageGrant(ctx);
  const detail = toBookingDetail(booking, lines, { ...options, identityImageUrls: grant?.urls, linkView: linkViewOf(ctx) });
  await grant?.record(tx, booking.propertyId);
  return detail;
}
