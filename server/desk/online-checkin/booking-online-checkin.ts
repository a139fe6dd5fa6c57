import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { NotFoundError } from "@/server/domain/errors";
import { loadBookingWithLines } from "@/server/bookings/load-booking-lines";
import { requireProperty } from "@/server/properties/require-property";
import { requireDeskSession } from "@/server/staff/require-desk-session";
import type { OnlineCheckin } from "@/server/domain/online-checkin";
import { readOnlineCheckin } from "./read-online-checkin";
import { registeredGuestsOf } from "./registration-count";

/** The desk's view of one booking's online check-in (its page's panel; any staff member of the property). */
export async function getBookingOnlineCheckin({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string };
}): Promise<{ online_checkin: OnlineCheckin }> {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  return { online_checkin: await onlineCheckinOf(db, property.id, input.bookingCode) };
}

/** A booking's online check-in by its code, only within the property (another's code is not found). */
export async function onlineCheckinOf(db: Queryable, propertyId: string, bookingCode: string): Promise<OnlineCheckin> {
  const found = await loadBookingWithLines(db, propertyId, bookingCode);
  if (!found || found.booking.isGroup) throw new NotFoundError("Booking not found.");
  const online = await readOnlineCheckin(
    db,
    propertyId,
    [found.booking.id],
    new Map([[found.booking.id, registeredGuestsOf(found.lines)]]),
  );
  return online.get(found.booking.id)!;
}
