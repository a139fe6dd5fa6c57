import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingChanges, staffUsers } from "@/server/platform/db/schema";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { bookingHistorySchema } from "@/server/bookings/history/history-schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as update } from "../update/route";
import { GET } from "./route";

// The booking history tells who changed what. Partners share a property, so a partner's key
// reads changes other partners and the desk made: it sees their kind and an opaque id, never
// another partner's key name ("Agoda sync" says who that partner is) nor a receptionist's
// e-mail. The desk, the property's own staff, sees names: a receptionist's display name.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const BOOKING = "HNCJM6F2";
const PARTNER_A_NAME = "channel-partner (all scopes)"; // DEMO_KEYS.all
const RECEPTIONIST_EMAIL = DEMO_STAFF.hanoiReception.email;
const RECEPTIONIST_NAME = "Lan (front desk)";

type Actor = { kind: string; id: string; name: string | null };

async function historyAs(reader: { token: string } | { desk: DeskBrowser }): Promise<{ actors: Actor[]; text: string }> {
  const answer = await callRoute(GET, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/history`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    ...("token" in reader ? { token: reader.token } : { headers: reader.desk.headers() }),
  });
  expect(answer.status).toBe(200);
  const history = bookingHistorySchema.parse(answer.body.data);
  return { actors: history.entries.map((entry) => entry.actor), text: answer.text };
}

const note = (notes: string, token: string = DEMO_KEYS.all) => postUpdateBooking(update, { bookingCode: BOOKING }, { notes }, { token });

/** Update Booking from the desk: its session cookie and CSRF token, no key. */
async function deskNote(desk: DeskBrowser, notes: string) {
  const form = new FormData();
  form.set("data", JSON.stringify({ notes }));
  const answer = await callRoute(update, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/update`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    headers: desk.headers(true),
    body: form,
  });
  expect(answer.status).toBe(200);
}

describe("another partner's key name in the booking history", () => {
  it("is not shown to a read-only partner: it sees the kind and an opaque id, the same for one actor", async () => {
    expect((await note("one")).status).toBe(200);
    expect((await note("two")).status).toBe(200);
    const partnerB = await createApiKey(testDb.db(), {
      name: "Agoda sync",
      scopes: ["bookings:read", "bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    expect((await note("three", partnerB.key)).status).toBe(200);

    const { actors, text } = await historyAs({ token: DEMO_KEYS.readHanoi });
    expect(actors.map((actor) => [actor.kind, actor.name])).toEqual([
      ["api_key", null],
      ["api_key", null],
      ["api_key", null],
    ]);
    const [byB, byA1, byA2] = actors.map((actor) => actor.id);
    expect(byA1).toBe(byA2);
    expect(byB).not.toBe(byA1);
    expect(text).not.toContain(PARTNER_A_NAME);
    expect(text).not.toContain("Agoda sync");
    // Not the key's uuid either (a partner could match it against other answers).
    expect(text).not.toContain(partnerB.id);
  });

  it("is shown to that partner for its own key's changes only, and ids are the reader's own", async () => {
    const partnerB = await createApiKey(testDb.db(), {
      name: "Agoda sync",
      scopes: ["bookings:read", "bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    await note("by A");
    await note("by B", partnerB.key);
    const seenByB = await historyAs({ token: partnerB.key });
    expect(seenByB.actors.map((actor) => actor.name)).toEqual(["Agoda sync", null]);
    const seenByA = await historyAs({ token: DEMO_KEYS.all });
    expect(seenByA.actors.map((actor) => actor.name)).toEqual([null, PARTNER_A_NAME]);
    // Two partners cannot match their ids to each other's: the same actor, different ids.
    expect(seenByA.actors[1]!.id).not.toBe(seenByB.actors[1]!.id);
  });
});

describe("a receptionist's e-mail in the booking history", () => {
  it("is shown to no partner, and the desk sees the receptionist's display name", async () => {
    const desk = await signInAs(DEMO_STAFF.hanoiReception);
    await deskNote(desk, "Guest called");
    const partner = await historyAs({ token: DEMO_KEYS.readHanoi });
    expect(partner.actors).toEqual([{ kind: "desk_session", id: expect.stringMatching(/^act_/), name: null }]);
    expect(partner.text).not.toContain(RECEPTIONIST_EMAIL);
    expect(partner.text).not.toContain(RECEPTIONIST_NAME);

    const atTheDesk = await historyAs({ desk });
    expect(atTheDesk.actors).toEqual([{ kind: "desk_session", id: expect.stringMatching(/^act_/), name: RECEPTIONIST_NAME }]);
    expect(atTheDesk.text).not.toContain(RECEPTIONIST_EMAIL);
    // What was recorded is the display name, so the entry keeps it should the receptionist leave.
    const [recorded] = await testDb.db().select({ name: bookingChanges.actorName }).from(bookingChanges);
    expect(recorded!.name).toBe(RECEPTIONIST_NAME);
  });

  it("is not shown to the desk for an entry recorded with the e-mail, while the receptionist is on staff", async () => {
    const desk = await signInAs(DEMO_STAFF.hanoiReception);
    await deskNote(desk, "Guest called");
    // Entries written before display names were copied hold the e-mail.
    await testDb.db().update(bookingChanges).set({ actorName: RECEPTIONIST_EMAIL });
    await testDb.db().update(staffUsers).set({ name: "Lan Nguyễn" }).where(eq(staffUsers.email, RECEPTIONIST_EMAIL));
    const atTheDesk = await historyAs({ desk });
    expect(atTheDesk.actors.map((actor) => actor.name)).toEqual(["Lan Nguyễn"]);
    expect(atTheDesk.text).not.toContain(RECEPTIONIST_EMAIL);
  });

  it("names partners' keys to the desk, which is the property's own staff", async () => {
    await note("by A");
    const desk = await signInAs(DEMO_STAFF.hanoiReception);
    expect((await historyAs({ desk })).actors.map((actor) => [actor.kind, actor.name])).toEqual([["api_key", PARTNER_A_NAME]]);
  });
});
