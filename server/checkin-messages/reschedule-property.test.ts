import { and, asc, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bookings, checkinMessages, properties } from "@/server/platform/db/schema";
import { freezeClock } from "@/server/domain/clock";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { importProperties, NOW } from "@/tests/support/checkin-message-delivery";
import type { TestBooking } from "@/tests/support/checkin-message-fixture";
import { planCheckinMessages, type CheckinMessageSettings } from "./checkin-message-schedule";
import { rescheduleCheckinMessagesOfProperty } from "./schedule-checkin-messages";

// A settings change reschedules a whole property at once. Over many bookings in every state, each
// e-mail must end as the booking's own schedule says: waiting ones at the times the pure plan
// gives in the property's timezone (Paris: the clocks move on 2026-03-29, inside the arrivals),
// skipped ones revived as the same rows, sent and held ones untouched, the blocked ones skipped
// with their reason, and another property's e-mails left alone.

const testDb = setUpTestDatabase();
afterEach(() => freezeClock(undefined));

const BOOKINGS = 120;
// What happens to booking i before the first change, by i % 10.
const SENT = 0,
  NEW_ADDRESS = 1,
  STOPPED = 2,
  CANCELLED = 3,
  COMPLETE = 4,
  SENDING = 5,
  NO_EMAIL = 9;
const BLOCKED: Record<number, string> = { [STOPPED]: "stopped", [CANCELLED]: "cancelled", [COMPLETE]: "complete" };

const parisBookings: TestBooking[] = Array.from({ length: BOOKINGS }, (_, i) => ({
  code: `PA${String(i).padStart(6, "0")}`,
  checkin: `today+${1 + (i % 40)}`,
  email: i % 10 === NO_EMAIL ? null : `guest${i}@example.com`,
}));

type Settings = Omit<CheckinMessageSettings, "timezone">;
const STEPS: { settings: Settings; unplanned: string }[] = [
  { settings: { enabled: true, daysBefore: 5, time: "11:00", reminderEnabled: true, reminderTime: "08:30" }, unplanned: "-" },
  { settings: { enabled: false, daysBefore: 5, time: "11:00", reminderEnabled: true, reminderTime: "08:30" }, unplanned: "disabled" },
  // The reminders skipped while switched off stay skipped while reminders are off.
  { settings: { enabled: true, daysBefore: 2, time: "07:15", reminderEnabled: false, reminderTime: "08:30" }, unplanned: "disabled" },
  { settings: { enabled: true, daysBefore: 2, time: "07:15", reminderEnabled: true, reminderTime: "09:45" }, unplanned: "-" },
  { settings: { enabled: true, daysBefore: 2, time: "07:15", reminderEnabled: false, reminderTime: "09:45" }, unplanned: "not_due" },
  // Sent on the arrival day, the invitation needs no reminder.
  { settings: { enabled: true, daysBefore: 0, time: "06:00", reminderEnabled: true, reminderTime: "10:00" }, unplanned: "not_due" },
  // The reminders skipped as not due wait again, the same rows.
  { settings: { enabled: true, daysBefore: 1, time: "06:00", reminderEnabled: true, reminderTime: "10:00" }, unplanned: "-" },
];

async function allMessages(propertyId: string) {
  return testDb.db().select().from(checkinMessages).where(eq(checkinMessages.propertyId, propertyId)).orderBy(asc(checkinMessages.id));
}

describe("rescheduling a whole property after a settings change", () => {
  it("leaves every booking's e-mails as its own schedule says, whatever state each was in", async () => {
    const db = testDb.db();
    await importProperties(db, [
      { id: "paris", prefix: "PA", timezone: "Europe/Paris", bookings: parisBookings },
      {
        id: "saigon",
        prefix: "SG",
        timezone: "Asia/Ho_Chi_Minh",
        bookings: [{ code: "SG000001", checkin: "today+5", email: "an@example.com" }],
      },
    ]);
    const booked = await db.select().from(bookings).where(eq(bookings.propertyId, "paris"));
    const byCode = new Map(booked.map((booking) => [booking.code, booking]));
    const ofCase = (kind: number) => parisBookings.filter((_, i) => i % 10 === kind).map((booking) => byCode.get(booking.code)!.id);
    const at = new Date(NOW.epochMilliseconds);

    await db
      .update(checkinMessages)
      .set({ status: "sent", attempts: 1, sentAt: at })
      .where(and(inArray(checkinMessages.bookingId, ofCase(SENT)), eq(checkinMessages.kind, "invitation")));
    await db
      .update(checkinMessages)
      .set({ status: "sending", attempts: 1, lockedUntil: at })
      .where(and(inArray(checkinMessages.bookingId, ofCase(SENDING)), eq(checkinMessages.kind, "invitation")));
    for (const id of ofCase(NEW_ADDRESS))
      await db
        .update(bookings)
        .set({ customerEmail: `New.${id}@Example.com` })
        .where(eq(bookings.id, id));
    await db
      .update(bookings)
      .set({ checkinMessagesStoppedAt: at })
      .where(inArray(bookings.id, ofCase(STOPPED)));
    await db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(inArray(bookings.id, ofCase(CANCELLED)));
    await db
      .update(bookings)
      .set({ checkinCompletedAt: at })
      .where(inArray(bookings.id, ofCase(COMPLETE)));

    const held = (await allMessages("paris")).filter((row) => row.status === "sent" || row.status === "sending");
    expect(held).toHaveLength(2 * ofCase(SENT).length);
    const saigon = await allMessages("saigon");
    expect(saigon).toHaveLength(2);
    const ids = new Map<string, string>();

    for (const { settings, unplanned } of STEPS) {
      await db
        .update(properties)
        .set({
          checkinMessagesEnabled: settings.enabled,
          checkinMessageDaysBefore: settings.daysBefore,
          checkinMessageTime: settings.time,
          checkinReminderEnabled: settings.reminderEnabled,
          checkinReminderTime: settings.reminderTime,
        })
        .where(eq(properties.id, "paris"));
      await db.transaction((tx) => rescheduleCheckinMessagesOfProperty(tx, "paris", NOW));

      const rows = await allMessages("paris");
      for (const row of held)
        expect(
          rows.find((candidate) => candidate.id === row.id),
          `${row.kind} ${row.status}`,
        ).toEqual(row);
      for (const row of rows) {
        // A row is never made twice: the same booking, kind and address keep their row.
        const key = `${row.bookingId} ${row.kind} ${row.recipient}`;
        expect(row.id, key).toBe(ids.get(key) ?? row.id);
        ids.set(key, row.id);
      }

      for (const [i, testBooking] of parisBookings.entries()) {
        const booking = byCode.get(testBooking.code)!;
        const own = rows.filter((row) => row.bookingId === booking.id && !held.some((kept) => kept.id === row.id));
        const state = (list: typeof own) =>
          list.map((row) => [row.kind, row.recipient, row.status, row.skipReason, row.dueAt.toISOString()]).sort();
        const recipient = i % 10 === NEW_ADDRESS ? `new.${booking.id}@example.com` : testBooking.email;
        if (i % 10 === NO_EMAIL) {
          expect(own, testBooking.code).toEqual([]);
          continue;
        }
        if (BLOCKED[i % 10]) {
          expect(
            own.map((row) => [row.status, row.skipReason]),
            testBooking.code,
          ).toEqual([
            ["skipped", BLOCKED[i % 10]],
            ["skipped", BLOCKED[i % 10]],
          ]);
          continue;
        }
        const plan = planCheckinMessages({ ...settings, timezone: "Europe/Paris" }, booking.checkinDate, NOW);
        const heldKinds = held.filter((row) => row.bookingId === booking.id).map((row) => row.kind);
        const mine = own.filter((row) => row.recipient === recipient);
        const expected = mine.map((row) => {
          const planned = plan.find((message) => message.kind === row.kind);
          return planned
            ? [row.kind, recipient, "scheduled", null, new Date(planned.dueAt.epochMilliseconds).toISOString()]
            : [row.kind, recipient, "skipped", unplanned, row.dueAt.toISOString()];
        });
        expect(state(mine), testBooking.code).toEqual(expected.sort());
        // Every planned kind has its row (but the one a worker holds or has sent).
        expect(mine.map((row) => row.kind).sort(), testBooking.code).toEqual(
          [...new Set([...plan.map((message) => message.kind), ...mine.map((row) => row.kind)])]
            .filter((kind) => !heldKinds.includes(kind))
            .sort(),
        );
        // The first address's e-mails, once the address changed: skipped for that, never again waiting.
        const former = own.filter((row) => row.recipient !== recipient);
        expect(
          former.map((row) => [row.recipient, row.status, row.skipReason]),
          testBooking.code,
        ).toEqual(
          i % 10 === NEW_ADDRESS
            ? [
                [testBooking.email, "skipped", "email_changed"],
                [testBooking.email, "skipped", "email_changed"],
              ]
            : [],
        );
      }
      expect(await allMessages("saigon")).toEqual(saigon);
    }
  });
});
