import { and, eq, exists, ne, or, sql } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings } from "@/server/platform/db/schema";
import { todayIn } from "@/server/domain/dates";
import { requireProperty } from "@/server/properties/require-property";
import { bookingSummaries } from "./booking-summaries";
import { requireDeskSession } from "./require-desk-session";

/**
 * Today at the desk, by the property's own calendar date: arrivals (stays starting today),
 * in-house (a room checked in) and departures (stays ending today that are not cancelled).
 * Group (master) bookings are left out: their children are listed, and the detail links up.
 */
export async function listTodaysBookings({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const today = todayIn(property.timezone);
  const hasCheckedInRoom = exists(
    db
      .select({ one: sql`1` })
      .from(bookingRooms)
      .where(and(eq(bookingRooms.bookingId, bookings.id), eq(bookingRooms.status, "checked_in"))),
  );
  const notGroup = eq(bookings.isGroup, false);
  const notCancelled = ne(bookings.status, "cancelled");
  const all = await bookingSummaries(
    db,
    property.id,
    and(notGroup, or(and(eq(bookings.checkinDate, today), notCancelled), and(eq(bookings.checkoutDate, today), notCancelled), hasCheckedInRoom)),
  );
  const inHouse = (booking: (typeof all)[number]) => booking.rooms.some((room) => room.checkin_status === "checked_in");
  return {
    today,
    arrivals: all.filter((booking) => booking.checkin_date === today && booking.status !== "cancelled"),
    in_house: all.filter(inHouse),
    departures: all.filter((booking) => booking.checkout_date === today && booking.status !== "cancelled"),
  };
}
