import { and, asc, eq, inArray, isNotNull, min } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookings, checkinLinks, checkinMessages } from "@/server/platform/db/schema";
import { maskAddresses, onlineCheckinState, type DeliveryProblem, type OnlineCheckin } from "@/server/domain/online-checkin";

/**
 * The online check-in of several bookings of one property (the Today board's rows, or one
 * booking's page): three queries whatever their number: the bookings' completion and stop, the
 * messages (a handful per booking) and the links' first use. `counts` are the guests registered and needed of each booking (by id),
 * computed by the caller from the lines it already read (countRegisteredGuests).
 */
export async function readOnlineCheckin(
  db: Queryable,
  propertyId: string,
  ids: readonly string[],
  counts: ReadonlyMap<string, { registered: number; needed: number }>,
): Promise<Map<string, OnlineCheckin>> {
  const answer = new Map<string, OnlineCheckin>();
  if (ids.length === 0) return answer;
  const [bookingRows, messages, links] = await Promise.all([
    db
      .select({
        id: bookings.id,
        checkinCompletedAt: bookings.checkinCompletedAt,
        checkinMessagesStoppedAt: bookings.checkinMessagesStoppedAt,
      })
      .from(bookings)
      .where(and(eq(bookings.propertyId, propertyId), inArray(bookings.id, [...ids]))),
    db
      .select({
        bookingId: checkinMessages.bookingId,
        kind: checkinMessages.kind,
        status: checkinMessages.status,
        nextAttemptAt: checkinMessages.nextAttemptAt,
        sentAt: checkinMessages.sentAt,
        bouncedAt: checkinMessages.bouncedAt,
        bounceReason: checkinMessages.bounceReason,
        lastError: checkinMessages.lastError,
        updatedAt: checkinMessages.updatedAt,
      })
      .from(checkinMessages)
      .where(and(eq(checkinMessages.propertyId, propertyId), inArray(checkinMessages.bookingId, [...ids])))
      .orderBy(asc(checkinMessages.createdAt), asc(checkinMessages.id)),
    db
      .select({ bookingId: checkinLinks.bookingId, openedAt: min(checkinLinks.firstUsedAt) })
      .from(checkinLinks)
      .where(and(eq(checkinLinks.propertyId, propertyId), inArray(checkinLinks.bookingId, [...ids]), isNotNull(checkinLinks.firstUsedAt)))
      .groupBy(checkinLinks.bookingId),
  ]);
  const openedAt = new Map(links.map((link) => [link.bookingId, link.openedAt]));
  for (const booking of bookingRows) {
    const own = messages.filter((message) => message.bookingId === booking.id);
    const sent = own.map((message) => message.sentAt).filter((at): at is Date => at !== null);
    const waiting = own
      .filter((message) => message.status === "scheduled" || message.status === "sending")
      .map((message) => message.nextAttemptAt);
    const problems = own
      .filter((message) => message.status === "failed" || message.status === "bounced")
      .map((message): DeliveryProblem => ({
        status: message.status as DeliveryProblem["status"],
        kind: message.kind,
        at: (message.status === "bounced" ? (message.bouncedAt ?? message.updatedAt) : message.updatedAt).toISOString(),
        reason: maskAddresses(message.status === "bounced" ? (message.bounceReason ?? message.lastError) : message.lastError),
      }))
      .sort((a, b) => a.at.localeCompare(b.at));
    // A problem is history once a later message reached the guest: the desk sees the current one.
    const lastSent = sent.length > 0 ? Math.max(...sent.map((at) => at.getTime())) : null;
    const lastProblem = problems.at(-1) ?? null;
    const opened = openedAt.get(booking.id) ?? null;
    const count = counts.get(booking.id) ?? { registered: 0, needed: 0 };
    const completedAt = booking.checkinCompletedAt?.toISOString() ?? null;
    const openedIso = opened ? new Date(opened).toISOString() : null;
    answer.set(booking.id, {
      state: onlineCheckinState({ completedAt, openedAt: openedIso, guestsRegistered: count.registered }),
      sent_at: sent.length > 0 ? new Date(Math.min(...sent.map((at) => at.getTime()))).toISOString() : null,
      opened_at: openedIso,
      guests_registered: count.registered,
      guests_needed: count.needed,
      completed_at: completedAt,
      stopped_at: booking.checkinMessagesStoppedAt?.toISOString() ?? null,
      next_due_at: waiting.length > 0 ? new Date(Math.min(...waiting.map((at) => at.getTime()))).toISOString() : null,
      last_problem: lastProblem && (lastSent === null || Date.parse(lastProblem.at) > lastSent) ? lastProblem : null,
    });
  }
  return answer;
}
