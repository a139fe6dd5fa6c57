import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bookings, checkinMessages } from "@/server/platform/db/schema";
import { freezeClock } from "@/server/domain/clock";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { importBookings, importProperties, messageRows, NOW } from "@/tests/support/checkin-message-delivery";
import { planCheckinMessages } from "./checkin-message-schedule";
import { scheduleCheckinMessages } from "./schedule-checkin-messages";

const testDb = setUpTestDatabase();
// NOW: 10:00 in Ho Chi Minh City, 04:00 in Paris, 12:00 in Tokyo, on 2026-03-10.
afterEach(() => freezeClock(undefined));

async function messagesOf(code: string) {
  const rows = await messageRows(testDb.db(), code);
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    dueAt: row.dueAt.toISOString(),
    recipient: row.recipient,
    skipReason: row.skipReason,
  }));
}

describe("the schedule of the online check-in e-mails", () => {
  it("sends the invitation 3 days before arrival at 10:00 and the reminder on the day at 09:00, in each property's timezone (DST included)", async () => {
    await importProperties(testDb.db(), [
      {
        id: "saigon",
        prefix: "SG",
        timezone: "Asia/Ho_Chi_Minh",
        bookings: [{ code: "SG000001", checkin: "today+5", email: "An@Example.com" }],
      },
      {
        id: "paris",
        prefix: "PA",
        timezone: "Europe/Paris",
        bookings: [
          { code: "PA000001", checkin: "today+5", email: "marie@example.com" },
          // 2026-03-30, the day after Europe's clocks moved forward: 09:00 is then UTC+2.
          { code: "PA000002", checkin: "today+20", email: "luc@example.com" },
        ],
      },
      { id: "tokyo", prefix: "TK", timezone: "Asia/Tokyo", bookings: [{ code: "TK000001", checkin: "today+3", email: "yui@example.com" }] },
    ]);
    expect(await messagesOf("SG000001")).toEqual([
      { kind: "invitation", status: "scheduled", dueAt: "2026-03-12T03:00:00.000Z", recipient: "an@example.com", skipReason: null },
      { kind: "reminder", status: "scheduled", dueAt: "2026-03-15T02:00:00.000Z", recipient: "an@example.com", skipReason: null },
    ]);
    expect((await messagesOf("PA000001")).map((row) => row.dueAt)).toEqual(["2026-03-12T09:00:00.000Z", "2026-03-15T08:00:00.000Z"]);
    expect((await messagesOf("PA000002")).map((row) => row.dueAt)).toEqual(["2026-03-27T09:00:00.000Z", "2026-03-30T07:00:00.000Z"]);
    // Tokyo's 10:00 three days before is 2026-03-10T01:00Z, already past at 12:00 there: at once.
    expect((await messagesOf("TK000001")).map((row) => row.dueAt)).toEqual(["2026-03-10T03:00:00.000Z", "2026-03-13T00:00:00.000Z"]);
  });

  it("sends at once for a booking made later than that, and no reminder for one arriving today", () => {
    const settings = {
      enabled: true,
      daysBefore: 3,
      time: "10:00",
      reminderEnabled: true,
      reminderTime: "09:00",
      timezone: "Asia/Ho_Chi_Minh",
    };
    expect(planCheckinMessages(settings, "2026-03-11", NOW).map((m) => [m.kind, m.dueAt.toString()])).toEqual([
      ["invitation", "2026-03-10T03:00:00Z"],
      ["reminder", "2026-03-11T02:00:00Z"],
    ]);
    expect(planCheckinMessages(settings, "2026-03-10", NOW).map((m) => m.kind)).toEqual(["invitation"]);
    expect(planCheckinMessages(settings, "2026-03-09", NOW)).toEqual([]);
    expect(planCheckinMessages({ ...settings, reminderEnabled: false }, "2026-03-20", NOW).map((m) => m.kind)).toEqual(["invitation"]);
    expect(planCheckinMessages({ ...settings, enabled: false }, "2026-03-20", NOW)).toEqual([]);
  });

  it("makes none for a cancelled booking, one without an e-mail, or a property that switched them off", async () => {
    await importProperties(testDb.db(), [
      {
        id: "saigon",
        prefix: "SG",
        timezone: "Asia/Ho_Chi_Minh",
        bookings: [
          { code: "SG000001", checkin: "today+5", email: "a@example.com", status: "cancelled" },
          { code: "SG000002", checkin: "today+5", email: null },
        ],
      },
      {
        id: "quiet",
        prefix: "QU",
        timezone: "Asia/Ho_Chi_Minh",
        checkinMessages: false,
        bookings: [{ code: "QU000001", checkin: "today+5", email: "b@example.com" }],
      },
    ]);
    expect(await testDb.db().select().from(checkinMessages)).toEqual([]);
  });

  it("makes none for an address the mail standard refuses (a leading, trailing or doubled dot), imported before it was checked", async () => {
    // Imported data keeps what the source system holds (docs/choices.md): the demo has ".mai.anh@example.com".
    await importBookings(testDb.db(), [
      { code: "SG000001", checkin: "today+5", email: ".mai.anh@example.com" },
      { code: "SG000002", checkin: "today+5", email: "mai..anh@example.com" },
      { code: "SG000003", checkin: "today+5", email: "mai.anh.@example.com" },
      { code: "SG000004", checkin: "today+5", email: "Mai.Anh@example.com" },
    ]);
    expect((await testDb.db().select().from(checkinMessages)).map((row) => row.recipient)).toEqual([
      "mai.anh@example.com",
      "mai.anh@example.com",
    ]);
  });

  it("moves the waiting ones with the arrival date and follows a changed address, never duplicating", async () => {
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000001", checkin: "today+5", email: "a@example.com" }]);
    const [booking] = await db.select().from(bookings).where(eq(bookings.code, "SG000001"));
    await db.update(bookings).set({ checkinDate: "2026-03-20", checkoutDate: "2026-03-21" }).where(eq(bookings.id, booking!.id));
    await db.transaction((tx) => scheduleCheckinMessages(tx, [booking!.id]));
    await db.transaction((tx) => scheduleCheckinMessages(tx, [booking!.id]));
    expect((await messagesOf("SG000001")).map((row) => [row.kind, row.dueAt])).toEqual([
      ["invitation", "2026-03-17T03:00:00.000Z"],
      ["reminder", "2026-03-20T02:00:00.000Z"],
    ]);

    await db.update(bookings).set({ customerEmail: "new@example.com" }).where(eq(bookings.id, booking!.id));
    await db.transaction((tx) => scheduleCheckinMessages(tx, [booking!.id]));
    expect((await messagesOf("SG000001")).map((row) => [row.kind, row.recipient, row.status, row.skipReason])).toEqual([
      ["invitation", "a@example.com", "skipped", "email_changed"],
      ["invitation", "new@example.com", "scheduled", null],
      ["reminder", "a@example.com", "skipped", "email_changed"],
      ["reminder", "new@example.com", "scheduled", null],
    ]);
  });
});
