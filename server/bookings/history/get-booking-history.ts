import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingChanges, bookings, staffUsers } from "@/server/platform/db/schema";
import { requireProperty } from "@/server/properties/require-property";
import { findBookingByCode } from "../find-booking";
import type { Change } from "./diff-booking-lines";
import { actorAsSeenBy, type RecordedActor } from "./history-actor";
import type { BookingAction } from "./record-booking-change";

const HISTORY_PAGE_MAX = 100;

export const bookingHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(50).describe(`Entries per page, 1 to ${HISTORY_PAGE_MAX}`),
  before: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe("next_before of the previous page: older entries"),
});

/**
 * A booking's history, newest first: who changed what, when, and why (who as the reader may
 * see it: history-actor.ts). A group (master) booking's history includes its children's (the
 * group is one party at the desk). Paged by entry id: `before` is the previous page's
 * `next_before`.
 */
export async function getBookingHistory({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; limit: number; before?: number };
}) {
  const property = await requireProperty(db, ctx, input.tenantId);
  const booking = await findBookingByCode(db, property.id, input.bookingCode);
  const members = booking.isGroup
    ? or(
        eq(bookingChanges.bookingId, booking.id),
        inArray(bookingChanges.bookingId, db.select({ id: bookings.id }).from(bookings).where(eq(bookings.groupId, booking.id))),
      )
    : eq(bookingChanges.bookingId, booking.id);
  const rows = await db
    .select({ entry: bookingChanges, code: bookings.code, staffName: staffUsers.name })
    .from(bookingChanges)
    .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
    // The receptionist's display name now: entries recorded before it was copied hold the e-mail.
    .leftJoin(staffUsers, sql`${bookingChanges.actorId} = 'desk_session:' || ${staffUsers.id}::text`)
    .where(and(eq(bookingChanges.propertyId, property.id), members, input.before ? lt(bookingChanges.id, input.before) : undefined))
    .orderBy(desc(bookingChanges.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return {
    entries: page.map(({ entry, code, staffName }) => ({
      id: entry.id,
      booking_id: code,
      booking_room_id: entry.bookingRoomId,
      at: localTimestamp(entry.at, property.timezone),
      actor: actorAsSeenBy(ctx, {
        kind: entry.actorKind as RecordedActor["kind"],
        actorId: entry.actorId,
        name: entry.actorName,
        staffName,
      }),
      action: entry.action as BookingAction,
      changes: entry.changes as Change[],
      reason: entry.reason,
    })),
    next_before: rows.length > input.limit ? page.at(-1)!.entry.id : null,
  };
}

/** `YYYY-MM-DD HH:mm:ss` at the property, as the contract writes its times. */
function localTimestamp(at: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: "second" })
    .replace("T", " ");
}

export type BookingHistory = Awaited<ReturnType<typeof getBookingHistory>>;
