import { assertBookingAccess, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { identityImageGrant } from "@/server/documents/identity-image-grant";
import { NotFoundError, ValidationError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { linkViewOf } from "./link-view";
import { toBookingDetail, type BookingDetail } from "./booking-detail";
import type { BookingRow } from "./find-booking";
import { loadBookingWithLines, type BookingLines } from "./load-booking-lines";

type DetailRequest = {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; queryBookingId?: string };
};

/** Get Booking Detail (spec Endpoint 2): a booking of this property by its code. */
export async function getBookingDetail(request: DetailRequest): Promise<BookingDetail> {
  return (await readBookingDetail(request)).detail;
}

/**
 * Get Booking Detail with the booking's row and lines it was made from, for a page that shows
 * more than the API does (the guest page's balance: group-balance.ts), without reading them twice.
 */
export async function readBookingDetail({
  db,
  ctx,
  input,
}: DetailRequest): Promise<{ detail: BookingDetail; booking: BookingRow; lines: BookingLines }> {
  if (input.queryBookingId !== undefined && input.queryBookingId !== input.bookingCode) {
    throw ValidationError.field("booking_id", "The booking_id query parameter must equal the booking code of the path.");
  }
  const property = await requireProperty(db, ctx, input.tenantId);
  assertBookingAccess(ctx, input.bookingCode);
  // A code of another property is "not found" (decisions.md): nothing tells it exists elsewhere.
  const found = await loadBookingWithLines(db, property.id, input.bookingCode);
  if (!found) throw new NotFoundError("Booking not found.");
  const grant = identityImageGrant(ctx);
  const detail = toBookingDetail(found.booking, found.lines, { identityImageUrls: grant?.urls, linkView: linkViewOf(ctx) });
  await grant?.record(db, property.id);
  return { detail, booking: found.booking, lines: found.lines };
}
