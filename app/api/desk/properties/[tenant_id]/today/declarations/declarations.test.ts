import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/domain/clock";
import { bookingRooms, guests } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as declare } from "../../guest-register/declarations/route";
import { GET } from "./route";

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
// HN9R3MM3's room 202 stays from 2026-03-09 to 2026-03-11 (Hanoi, UTC+7).
const ROOM_202 = "e77e2667-792f-466e-98db-d94db16c7030";
const hanoi = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime("Asia/Ho_Chi_Minh").toInstant();

beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
  const [room] = await testDb.db().select().from(bookingRooms).where(eq(bookingRooms.id, ROOM_202));
  const guest = REGISTERED_VIETNAMESE_GUEST;
  await testDb.db().insert(guests).values({
    propertyId: room!.propertyId,
    bookingRoomId: ROOM_202,
    position: 5,
    name: guest.name,
    birthday: guest.birthday,
    gender: guest.gender,
    country: guest.country,
    idType: guest.id_type,
    identity: guest.identity,
    city: guest.city,
    ward: guest.ward,
  });
});

afterEach(() => freezeClock(undefined));

async function due() {
  const answer = await callRoute(GET, {
    path: "/api/desk/properties/hanoi-old-quarter/today/declarations",
    params: { tenant_id: "hanoi-old-quarter" },
    headers: reception.headers(),
  });
  expect(answer.status).toBe(200);
  return answer.body.data as {
    night: string;
    stays: {
      guest_id: number;
      name: string;
      room: string;
      deadline: { date: string; time: string };
      overdue: boolean;
      missing: string[];
    }[];
    counts: Record<string, number>;
    night_complete_percent: number;
    night_guests: number;
  };
}

const hoaOf = (answer: Awaited<ReturnType<typeof due>>) => answer.stays.find((stay) => stay.name === REGISTERED_VIETNAMESE_GUEST.name);

describe("the stays to declare to the police, on Today", () => {
  it("gives an arrival at 22:30 until 23:00, then counts it overdue after midnight", async () => {
    await testDb
      .db()
      .update(bookingRooms)
      .set({ checkedInAt: new Date(hanoi("2026-03-09T22:30").epochMilliseconds) })
      .where(eq(bookingRooms.id, ROOM_202));
    freezeClock(hanoi("2026-03-09T22:40"));
    const evening = await due();
    expect(evening.night).toBe("2026-03-09");
    expect(hoaOf(evening)).toMatchObject({ room: "202", deadline: { date: "2026-03-09", time: "23:00" }, overdue: false, missing: [] });
    expect(evening.counts.by_23).toBeGreaterThanOrEqual(1);

    freezeClock(hanoi("2026-03-10T00:30"));
    const night = await due();
    expect(night.night).toBe("2026-03-09");
    expect(hoaOf(night)).toMatchObject({ overdue: true });
    expect(night.counts.overdue).toBe(night.stays.filter((stay) => stay.overdue).length);
  });

  it("gives an arrival at 23:30 until 08:00 the next morning, still due after midnight", async () => {
    await testDb
      .db()
      .update(bookingRooms)
      .set({ checkedInAt: new Date(hanoi("2026-03-09T23:30").epochMilliseconds) })
      .where(eq(bookingRooms.id, ROOM_202));
    freezeClock(hanoi("2026-03-10T00:30"));
    const night = await due();
    expect(hoaOf(night)).toMatchObject({ deadline: { date: "2026-03-10", time: "08:00" }, overdue: false });
    expect(night.counts.by_08).toBe(night.stays.filter((stay) => !stay.overdue && stay.deadline.time === "08:00").length);
    expect(night.counts.by_08).toBeGreaterThanOrEqual(1);

    freezeClock(hanoi("2026-03-10T08:01"));
    expect(hoaOf(await due())).toMatchObject({ overdue: true });
  });

  it("leaves a declared stay out, and gives the night's completeness in per cent", async () => {
    await testDb
      .db()
      .update(bookingRooms)
      .set({ checkedInAt: new Date(hanoi("2026-03-09T14:00").epochMilliseconds) })
      .where(eq(bookingRooms.id, ROOM_202));
    freezeClock(hanoi("2026-03-09T15:00"));
    const before = await due();
    const hoa = hoaOf(before)!;
    // The demo's own guests of the night have 13-digit card numbers: the night is not complete.
    expect(before.night_complete_percent).toBeGreaterThan(0);
    expect(before.night_complete_percent).toBeLessThan(100);
    const declared = await callRoute(declare, {
      method: "POST",
      path: "/api/desk/properties/hanoi-old-quarter/guest-register/declarations",
      params: { tenant_id: "hanoi-old-quarter" },
      headers: { ...reception.headers(true), "content-type": "application/json" },
      body: JSON.stringify({ guest_ids: [hoa.guest_id], declared: true }),
    });
    expect(declared.status).toBe(200);
    expect(hoaOf(await due())).toBeUndefined();
  });

  it("lists a guest of a room checked in with no time recorded, due by 23:00 of its arrival day", async () => {
    // An imported in-house room has no check-in time: its guests are still to be declared.
    await testDb.db().update(bookingRooms).set({ checkedInAt: null }).where(eq(bookingRooms.id, ROOM_202));
    freezeClock(hanoi("2026-03-09T20:00"));
    expect(hoaOf(await due())).toMatchObject({
      room: "202",
      checked_in_at: null,
      deadline: { date: "2026-03-09", time: "23:00" },
      overdue: false,
    });
    freezeClock(hanoi("2026-03-10T01:00"));
    expect(hoaOf(await due())).toMatchObject({ overdue: true });
  });

  it("is the desk's only: not a partner's key, not another property's staff", async () => {
    const path = "/api/desk/properties/hanoi-old-quarter/today/declarations";
    expect((await callRoute(GET, { path, params: { tenant_id: "hanoi-old-quarter" }, token: DEMO_KEYS.all })).status).toBe(403);
    const other = "/api/desk/properties/danang-beach/today/declarations";
    expect((await callRoute(GET, { path: other, params: { tenant_id: "danang-beach" }, headers: reception.headers() })).status).toBe(403);
  });
});
