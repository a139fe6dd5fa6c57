import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkinTokenContext } from "@/server/platform/auth/checkin-token-context";
import { bookings, checkinLinks } from "@/server/platform/db/schema";
import { resolveShortLink } from "@/server/checkin/resolve-short-link";
import { captureLog } from "@/tests/support/capture-log";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { sendDueCheckinMessages } from "./send-due-checkin-messages";
import { advanceClock, importBookings, messageRows, NOW, setUpMailbox } from "@/tests/support/checkin-message-delivery";

const testDb = setUpTestDatabase();
const mailbox = setUpMailbox();

describe("sending the online check-in e-mails through a real SMTP server", () => {
  it("delivers a late booking's invitation at once: both parts, its own Message-ID, the one-click stop headers and a link that opens the booking", async () => {
    const smtp = mailbox();
    const before = smtp.files().length;
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000001", checkin: "today+1", email: "Lan.Tran@Example.com", phone: "+81 90 1234 5678" }]);
    const log = captureLog();
    try {
      expect(await sendDueCheckinMessages(db)).toEqual({ claimed: 1, outcomes: { sent: 1 } });
    } finally {
      log.restore();
    }
    expect(log.text()).not.toContain("lan.tran");
    expect(log.text()).toContain("SG000001");

    const received = (await smtp.messages()).slice(before);
    expect(received).toHaveLength(1);
    const [email] = received;
    const [invitation] = await messageRows(db, "SG000001");
    expect(invitation).toMatchObject({
      kind: "invitation",
      status: "sent",
      attempts: 1,
      language: "ja",
      sentAt: new Date(NOW.epochMilliseconds),
    });
    expect(email!.messageId).toBe(invitation!.smtpMessageId);
    expect(email!.messageId).toBe(`<checkin-${invitation!.id}@stay.example>`);
    expect(email!.to).toMatchObject({ value: [{ address: "lan.tran@example.com" }] });
    expect(email!.from).toMatchObject({ value: [{ address: "checkin@stay.example", name: "Test saigon" }] });
    expect(email!.html).toBeTruthy();
    expect(email!.text).toBeTruthy();
    expect(email!.attachments.map((file) => file.contentType)).toEqual(["image/png"]);
    const header = (name: string) => email!.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, " ");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toMatch(/^List-Unsubscribe: <https:\/\/stay\.example\/api\/checkin\/stop\/cs_[^>]+>$/);

    // The booking names no language: Japanese is a guess from the phone, so the link names none (issue 33).
    const shortId = /https:\/\/stay\.example\/c\/([0-9a-z]{12})\s/.exec(email!.text!)![1]!;
    const opened = await resolveShortLink({ db, shortId, client: "203.0.113.9" });
    expect("token" in opened).toBe(true);
    const context = await checkinTokenContext(db, (opened as { token: string }).token);
    expect(context.credential.bookingCode).toBe("SG000001");
    const [link] = await db.select().from(checkinLinks).where(eq(checkinLinks.id, invitation!.checkinLinkId!));
    // Until the end of the check-out day (2026-03-12) in Ho Chi Minh City.
    expect(link).toMatchObject({ createdBy: "system:checkin_messages", expiresAt: new Date("2026-03-12T17:00:00Z") });
  });

  it("skips the reminder of a booking whose guests completed check-in online", async () => {
    const smtp = mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000002", checkin: "today+5", email: "minh@example.com" }]);
    await db.update(bookings).set({ checkinCompletedAt: new Date() }).where(eq(bookings.code, "SG000002"));
    const before = smtp.files().length;
    advanceClock("2026-03-15T02:00:00Z");
    await sendDueCheckinMessages(db);
    expect((await messageRows(db, "SG000002")).map((row) => [row.kind, row.status, row.skipReason])).toEqual([
      ["invitation", "skipped", "complete"],
      ["reminder", "skipped", "complete"],
    ]);
    expect(smtp.files()).toHaveLength(before);
  });

  it("records a 550 as a bounce, without the address, and never tries it again", async () => {
    const smtp = mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000003", checkin: "today+1", email: "refuse.hoa@example.com" }]);
    const before = smtp.files().length;
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ bounced: 1 });
    const [invitation] = await messageRows(db, "SG000003");
    expect(invitation).toMatchObject({ status: "bounced", attempts: 1, bouncedAt: new Date(NOW.epochMilliseconds) });
    expect(invitation!.bounceReason).toMatch(/^550/);
    expect(invitation!.bounceReason).not.toContain("refuse.hoa");
    advanceClock("2026-03-11T03:00:00Z");
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({});
    expect(smtp.files()).toHaveLength(before);
    expect((await messageRows(db, "SG000003"))[1]).toMatchObject({ kind: "reminder", status: "skipped", skipReason: "bounced" });
  });

  it("tries again after a 451, then delivers once", async () => {
    const smtp = mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000004", checkin: "today+1", email: "tempfail.quang@example.com" }]);
    const before = smtp.files().length;
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ retry: 1 });
    const [waiting] = await messageRows(db, "SG000004");
    expect(waiting).toMatchObject({ status: "scheduled", attempts: 1, nextAttemptAt: new Date(NOW.epochMilliseconds + 60_000) });
    expect(waiting!.lastError).toMatch(/^451/);
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({}); // not before its time
    advanceClock(NOW.add({ seconds: 61 }));
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ sent: 1 });
    expect(smtp.files()).toHaveLength(before + 1);
    expect(await messageRows(db, "SG000004")).toMatchObject([
      { status: "sent", attempts: 2 },
      { kind: "reminder", status: "scheduled" },
    ]);
  });

  it("sends exactly once when a worker is lost mid-send: the lease runs out, another sends it, the first one's outcome is refused", async () => {
    const smtp = mailbox();
    const db = testDb.db();
    await importBookings(db, [{ code: "SG000005", checkin: "today+1", email: "stall.binh@example.com" }]);
    const before = smtp.files().length;
    // The first worker's message is read whole by the server, which never answers: that worker hangs in DATA.
    const lost = sendDueCheckinMessages(db);
    await smtp.stalled();
    expect(await messageRows(db, "SG000005")).toMatchObject([{ status: "sending", attempts: 1 }, { kind: "reminder" }]);
    // Its lease runs out; a second worker (a restarted one) claims it again and delivers it.
    advanceClock(NOW.add({ minutes: 6 }));
    expect((await sendDueCheckinMessages(db)).outcomes).toEqual({ sent: 1 });
    // The first conversation ends at last (451): the row is no longer that worker's, so nothing is written.
    smtp.release();
    expect((await lost).outcomes).toEqual({ lost: 1 });
    expect(await messageRows(db, "SG000005")).toMatchObject([
      { status: "sent", attempts: 2 },
      { kind: "reminder", status: "scheduled" },
    ]);
    const received = (await smtp.messages()).slice(before);
    expect(received.map((email) => email.to)).toMatchObject([{ value: [{ address: "stall.binh@example.com" }] }]);
  });
});
