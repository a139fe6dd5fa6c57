import { and, eq, inArray, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Transaction } from "@/server/platform/db/database";
import { bookingRooms, bookings, checkinMessages, properties } from "@/server/platform/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { todayIn } from "@/server/domain/dates";
import { ACTIVE_ROOM_STATUSES } from "@/server/domain/enums";
import { planCheckinMessages, type PlannedCheckinMessage } from "./checkin-message-schedule";
import { noRecipientReason, recipientAddress } from "@/server/domain/recipient-address";

const SCHEDULED_KINDS = ["invitation", "reminder"] as const;

/**
 * Brings the scheduled e-mails of these bookings in line with what they are now, inside the
 * caller's transaction (the booking's creation, import or change of dates), so a booking never
 * commits without its messages: waiting rows move to their new time or are skipped (with why),
 * missing ones are added, and a row already sent or skipped for the same kind and address is
 * never made again (the unique index checkin_messages_once_key). A row a worker holds
 * (`sending`) is left to it: the worker checks the booking again before it sends.
 *
 * No messages for a booking that is cancelled or finished, already arrived (a room checked in), stopped, already complete, without
 * an e-mail, or a group's master (it has no rooms: each child booking is written to on its own),
 * nor for one without an open room.
 */
export async function scheduleCheckinMessages(
  tx: Transaction,
  bookingIds: readonly string[],
  now: Temporal.Instant = currentInstant(),
): Promise<void> {
  // In slices, so an import of thousands of bookings stays far below PostgreSQL's parameter limit.
  for (let start = 0; start < bookingIds.length; start += 500) await scheduleSlice(tx, bookingIds.slice(start, start + 500), now);
}

async function scheduleSlice(tx: Transaction, bookingIds: readonly string[], now: Temporal.Instant): Promise<void> {
  const rows = await tx
    .select({
      id: bookings.id,
      propertyId: bookings.propertyId,
      status: bookings.status,
      isGroup: bookings.isGroup,
      checkinDate: bookings.checkinDate,
      customerEmail: bookings.customerEmail,
      stoppedAt: bookings.checkinMessagesStoppedAt,
      completedAt: bookings.checkinCompletedAt,
      openRooms: sql<number>`(select count(*)::int from ${bookingRooms} r where r.booking_id = ${bookings.id} and r.status in ${sql.raw(`(${ACTIVE_ROOM_STATUSES.map((s) => `'${s}'`).join(", ")})`)})`,
      settings: {
        enabled: properties.checkinMessagesEnabled,
        daysBefore: properties.checkinMessageDaysBefore,
        time: properties.checkinMessageTime,
        reminderEnabled: properties.checkinReminderEnabled,
        reminderTime: properties.checkinReminderTime,
        timezone: properties.timezone,
      },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(inArray(bookings.id, [...bookingIds]));
  const waiting = await tx
    .select({
      id: checkinMessages.id,
      bookingId: checkinMessages.bookingId,
      kind: checkinMessages.kind,
      recipient: checkinMessages.recipient,
      dueAt: checkinMessages.dueAt,
    })
    .from(checkinMessages)
    .where(
      and(
        inArray(checkinMessages.bookingId, [...bookingIds]),
        eq(checkinMessages.status, "scheduled"),
        inArray(checkinMessages.kind, [...SCHEDULED_KINDS]),
      ),
    )
    .for("update");
  const at = new Date(now.epochMilliseconds);
  const waitingOf = new Map<string, (typeof waiting)[number][]>();
  for (const message of waiting) {
    const ofBooking = waitingOf.get(message.bookingId);
    if (ofBooking) ofBooking.push(message);
    else waitingOf.set(message.bookingId, [message]);
  }
  const moves: { id: string; dueAt: Date }[] = [];
  const skips: { id: string; skipReason: string }[] = [];
  const missing: NewMessage[] = [];

  for (const booking of rows) {
    const recipient = recipientAddress(booking.customerEmail);
    const blocked = reasonForNone(booking, recipient);
    const planned = blocked ? [] : planCheckinMessages(booking.settings, booking.checkinDate, now);
    const waitingStill = new Set<string>();
    for (const row of waitingOf.get(booking.id) ?? []) {
      const plan = planned.find((message) => message.kind === row.kind);
      if (plan && row.recipient === recipient) {
        waitingStill.add(row.kind);
        if (row.dueAt.getTime() !== plan.dueAt.epochMilliseconds) moves.push({ id: row.id, dueAt: new Date(plan.dueAt.epochMilliseconds) });
        continue;
      }
      skips.push({ id: row.id, skipReason: blocked ?? (row.recipient !== recipient ? "email_changed" : "not_due") });
    }
    // One still waiting has its row (moved above): inserting it again would only meet that row.
    for (const message of planned) if (!waitingStill.has(message.kind)) missing.push({ booking, recipient: recipient!, message });
  }
  await moveWaiting(tx, moves, at);
  await skipWaiting(tx, skips, at);
  await insertMissing(tx, missing, at);
}

// The decisions are made above, booking by booking; the writes go in one statement each for the
// whole slice (a settings change reschedules every booking to come: one UPDATE per e-mail took
// seconds for a property of a few thousand bookings, bench:checkin-reschedule). The rows are
// passed as arrays, two parameters whatever their number.

async function moveWaiting(tx: Transaction, moves: readonly { id: string; dueAt: Date }[], at: Date): Promise<void> {
  if (moves.length === 0) return;
  await tx.execute(sql`
    update ${checkinMessages} set due_at = moved.due_at, next_attempt_at = moved.due_at, updated_at = ${at.toISOString()}::timestamptz
    from unnest(${sql.param(moves.map((move) => move.id))}::uuid[], ${sql.param(moves.map((move) => move.dueAt.toISOString()))}::timestamptz[]) as moved(id, due_at)
    where ${checkinMessages.id} = moved.id`);
}

async function skipWaiting(tx: Transaction, skips: readonly { id: string; skipReason: string }[], at: Date): Promise<void> {
  if (skips.length === 0) return;
  await tx.execute(sql`
    update ${checkinMessages} set status = 'skipped', skip_reason = skipped.reason, updated_at = ${at.toISOString()}::timestamptz
    from unnest(${sql.param(skips.map((skip) => skip.id))}::uuid[], ${sql.param(skips.map((skip) => skip.skipReason))}::text[]) as skipped(id, reason)
    where ${checkinMessages.id} = skipped.id`);
}

interface NewMessage {
  booking: { id: string; propertyId: string };
  recipient: string;
  message: PlannedCheckinMessage;
}

/** Why a booking gets no scheduled message at all, or undefined when it may. */
function reasonForNone(
  booking: {
    status: string;
    isGroup: boolean;
    stoppedAt: Date | null;
    completedAt: Date | null;
    openRooms: number;
    customerEmail: string | null;
    settings: { enabled: boolean };
  },
  recipient: string | null,
): string | undefined {
  if (booking.status === "cancelled" || booking.status === "finished" || booking.openRooms === 0)
    return booking.isGroup ? "group" : "cancelled";
  // A booking with a room checked in is at the desk already.
  if (booking.status !== "reserved") return "arrived";
  if (booking.stoppedAt) return "stopped";
  if (booking.completedAt) return "complete";
  if (!booking.settings.enabled) return "disabled";
  if (!recipient) return noRecipientReason(booking.customerEmail);
  return undefined;
}

async function insertMissing(tx: Transaction, missing: readonly NewMessage[], at: Date): Promise<void> {
  if (missing.length === 0) return;
  await tx
    .insert(checkinMessages)
    .values(
      missing.map(({ booking, recipient, message }) => ({
        propertyId: booking.propertyId,
        bookingId: booking.id,
        kind: message.kind,
        recipient,
        status: "scheduled",
        dueAt: new Date(message.dueAt.epochMilliseconds),
        nextAttemptAt: new Date(message.dueAt.epochMilliseconds),
        createdAt: at,
        updatedAt: at,
      })),
    )
    // Already there for this kind and address: never a second one. A row skipped only because the
    // property had them switched off, or the plan no longer had it (a reminder switched off, dates
    // moved), was never sent: it waits again. Sent, bounced, stopped ones stay as they are.
    .onConflictDoUpdate({
      target: [checkinMessages.bookingId, checkinMessages.kind, checkinMessages.recipient],
      targetWhere: sql`${checkinMessages.kind} <> 'resend'`,
      set: {
        status: "scheduled",
        skipReason: null,
        dueAt: sql`excluded.due_at`,
        nextAttemptAt: sql`excluded.next_attempt_at`,
        updatedAt: at,
      },
      setWhere: sql`${checkinMessages.status} = 'skipped' and ${checkinMessages.skipReason} in ('disabled', 'not_due')`,
    });
}

/**
 * The bookings of a property still to arrive, rescheduled: for a change of the property's
 * settings (the desk's form), in the same transaction as the change.
 */
export async function rescheduleCheckinMessagesOfProperty(
  tx: Transaction,
  propertyId: string,
  now: Temporal.Instant = currentInstant(),
): Promise<void> {
  const [property] = await tx.select({ timezone: properties.timezone }).from(properties).where(eq(properties.id, propertyId));
  if (!property) return;
  const upcoming = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, propertyId),
        sql`${bookings.checkinDate} >= ${todayIn(property.timezone, now)}`,
        eq(bookings.isGroup, false),
      ),
    );
  await scheduleCheckinMessages(
    tx,
    upcoming.map((booking) => booking.id),
    now,
  );
}
