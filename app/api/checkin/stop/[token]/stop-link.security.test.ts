import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@/server/platform/db/schema";
import { signStopToken } from "@/server/checkin-messages/stop-token";
import { sendDueCheckinMessages } from "@/server/checkin-messages/send-due-checkin-messages";
import { advanceClock, importProperties, messageRows, setUpMailbox } from "@/tests/support/checkin-message-delivery";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET, POST } from "./route";

// The e-mail's stop link: opening it (a person, or a mail scanner following links) stops nothing;
// the page's button or a mail client's one-click POST (RFC 8058) stops that booking's e-mails, and
// only that booking's, whatever the token is changed to say.

const testDb = setUpTestDatabase();
const mailbox = setUpMailbox();

async function twoProperties() {
  await importProperties(testDb.db(), [
    {
      id: "saigon",
      prefix: "SG",
      timezone: "Asia/Ho_Chi_Minh",
      bookings: [{ code: "SG000001", checkin: "today+5", email: "an@example.com" }],
    },
    { id: "tokyo", prefix: "TK", timezone: "Asia/Tokyo", bookings: [{ code: "TK000001", checkin: "today+5", email: "yui@example.com" }] },
  ]);
  const rows = await testDb.db().select().from(bookings);
  const byCode = (code: string) => rows.find((row) => row.code === code)!;
  return { saigon: byCode("SG000001"), tokyo: byCode("TK000001") };
}

const call = (handler: typeof GET, token: string, init: RequestInit = {}) =>
  handler(new Request(`https://stay.example/api/checkin/stop/${encodeURIComponent(token)}?lang=ja`, init), {
    params: Promise.resolve({ token }),
  });
const oneClick = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" };

describe("the stop link", () => {
  it("stops nothing on GET (it leads to the page), stops on POST, and the later messages are skipped, not sent", async () => {
    const smtp = mailbox();
    const { saigon } = await twoProperties();
    const token = signStopToken({ propertyId: "saigon", bookingId: saigon.id });

    const opened = await call(GET, token);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/\/checkin\/stop\/cs_[^?]+\?lang=ja$/);
    expect((await messageRows(testDb.db(), "SG000001")).map((row) => row.status)).toEqual(["scheduled", "scheduled"]);

    const stopped = await call(POST, token, oneClick);
    expect(stopped.status).toBe(200);
    const [booking] = await testDb.db().select().from(bookings).where(eq(bookings.id, saigon.id));
    expect(booking!.checkinMessagesStoppedAt).not.toBeNull();
    expect((await messageRows(testDb.db(), "SG000001")).map((row) => [row.status, row.skipReason])).toEqual([
      ["skipped", "stopped"],
      ["skipped", "stopped"],
    ]);

    // The page's button: back to the page, which now says so.
    const again = await call(POST, token, { ...oneClick, body: "from=page" });
    expect(again.status).toBe(303);

    const before = smtp.files().length;
    advanceClock("2026-03-15T03:00:00Z");
    const pass = await sendDueCheckinMessages(testDb.db());
    expect(pass.outcomes).toEqual({ sent: 2 }); // Tokyo's two, not Saigon's
    expect((await smtp.messages()).slice(before).map((email) => email.to)).toMatchObject([
      { value: [{ address: "yui@example.com" }] },
      { value: [{ address: "yui@example.com" }] },
    ]);
  });

  it("stops only the booking its token names: a changed token, or one naming another property's booking, stops nothing", async () => {
    const { saigon, tokyo } = await twoProperties();
    const genuine = signStopToken({ propertyId: "saigon", bookingId: saigon.id });
    const [payload, signature] = genuine.slice(3).split(".");
    const altered = Buffer.from(JSON.stringify({ p: "tokyo", b: tokyo.id })).toString("base64url");
    expect((await call(POST, `cs_${altered}.${signature}`, oneClick)).status).toBe(404);
    expect((await call(POST, `cs_${payload}.${signature}x`, oneClick)).status).toBe(404);
    // Signed, but naming a booking of another property than its own: the property filter holds.
    expect((await call(POST, signStopToken({ propertyId: "saigon", bookingId: tokyo.id }), oneClick)).status).toBe(404);
    // Text no token is written with (a lone surrogate cannot even be put in a URL): not valid, not a 500.
    for (const odd of ["\ud800", "cs_a b.c", "x".repeat(2000)]) {
      const oddCall = (handler: typeof GET, init: RequestInit = {}) =>
        handler(new Request("https://stay.example/api/checkin/stop/odd", init), { params: Promise.resolve({ token: odd }) });
      expect([(await oddCall(GET)).status, (await oddCall(POST, oneClick)).status]).toEqual([404, 404]);
    }
    // A body no stop form has (5 MB): refused unread, and nothing stopped.
    const huge = await call(POST, genuine, { ...oneClick, body: "x".repeat(5 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await testDb.db().select().from(bookings).where(eq(bookings.id, saigon.id)))[0]!.checkinMessagesStoppedAt).toBeNull();
    // From the page's button: back to the page, which says in the guest's language that the link is not valid.
    const fromPage = await call(POST, `cs_${altered}.${signature}`, { ...oneClick, body: "from=page" });
    expect([fromPage.status, fromPage.headers.get("location")]).toEqual([
      303,
      `https://stay.example/checkin/stop/${encodeURIComponent(`cs_${altered}.${signature}`)}?lang=ja`,
    ]);

    expect((await call(POST, genuine, oneClick)).status).toBe(200);
    const rows = await testDb.db().select().from(bookings);
    expect(rows.map((row) => [row.code, row.checkinMessagesStoppedAt !== null]).sort()).toEqual([
      ["SG000001", true],
      ["TK000001", false],
    ]);
    expect((await messageRows(testDb.db(), "TK000001")).map((row) => row.status)).toEqual(["scheduled", "scheduled"]);
  });
});
