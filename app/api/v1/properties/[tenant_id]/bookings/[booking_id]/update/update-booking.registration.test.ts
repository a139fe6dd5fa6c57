import { sql } from "drizzle-orm";
import sharp from "sharp";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearShortLivedCaches } from "@/server/platform/cache/short-lived-cache";
import { queryRows } from "@/server/platform/db/query-rows";
import { freezeClock } from "@/server/domain/clock";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { REGISTERED_FOREIGN_GUEST, REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { guestSideState, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getBooking } from "../route";
import { POST } from "./route";

// A Vietnamese lodging must register every guest it houses: a guest link or the desk cannot
// check a room in while its registration is incomplete, an API key can't either where the
// property requires it, and Get Booking Detail says per room what is missing.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));
afterEach(() => freezeClock(DEMO_NOW));

const ARRIVING_TODAY = "HNCJM6F2"; // two rooms of two adults, no guests yet
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";

const checkIn = (records: unknown[]) => ({ rooms: [{ id: ROOM_201, status: "checked_in", guests: { method: "add", records } }] });
const readDetail = (token = DEMO_KEYS.all) =>
  callRoute(getBooking, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${ARRIVING_TODAY}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: ARRIVING_TODAY },
    token,
  });
const room201 = async () => (await readDetail()).body.data.booking_rooms.find((room: { id: string }) => room.id === ROOM_201);

async function setProperty(columns: string) {
  await testDb.db().execute(sql.raw(`update properties set ${columns} where id = 'hanoi-old-quarter'`));
  clearShortLivedCaches();
}

describe("registration before check-in", () => {
  it("reports per room what is missing in Get Booking Detail", async () => {
    expect((await room201()).registration).toEqual({ complete: false, missing: [{ guest_id: null, field: "guests" }], warnings: [] });
    await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "A" }, REGISTERED_VIETNAMESE_GUEST] } }] },
    );
    const room = await room201();
    const a = room.guests.find((guest: { name: string }) => guest.name === "A").id;
    expect(room.registration).toEqual({
      complete: false,
      missing: ["name", "birthday", "gender", "country", "id_type", "identity"].map((field) => ({ guest_id: a, field })),
      warnings: [],
    });
  });

  it("refuses a guest link's check-in of the room with a guest named A, saving nothing of the request", async () => {
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const before = await guestSideState(testDb.db());
    const answer = await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, checkIn([{ name: "A" }]), { token });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe("REGISTRATION_INCOMPLETE");
    // The guest A is new: named by the path of its record in the request, not by an id it no longer has.
    expect(answer.body.missing).toEqual([
      ...["name", "birthday", "gender", "country", "id_type", "identity"].map((field) => ({
        booking_room_id: ROOM_201,
        guest_id: null,
        field,
        path: `rooms.0.guests.records.0.${field}`,
      })),
      { booking_room_id: ROOM_201, guest_id: null, field: "guests", path: null },
    ]);
    expect(await guestSideState(testDb.db())).toBe(before);
    expect((await room201()).checkin_status).toBe("confirmed");
  });

  it("checks the room in through a guest link once both adults are registered, the foreigner with a passport photo", async () => {
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#405060" } })
      .jpeg()
      .toBuffer();
    const withoutPhoto = await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      checkIn([REGISTERED_VIETNAMESE_GUEST, REGISTERED_FOREIGN_GUEST]),
      { token },
    );
    expect(withoutPhoto.body.missing).toEqual([
      { booking_room_id: ROOM_201, guest_id: null, field: "identity_image_urls", path: "rooms.0.guests.records.1.identity_image" },
    ]);

    const answer = await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      checkIn([REGISTERED_VIETNAMESE_GUEST, REGISTERED_FOREIGN_GUEST]),
      {
        token,
        files: [{ field: "rooms[0][guests][records][1][identity_image][]", bytes: photo }],
      },
    );
    expect(answer.status).toBe(200);
    const room = answer.body.data.booking_rooms.find((candidate: { id: string }) => candidate.id === ROOM_201);
    expect(room.checkin_status).toBe("checked_in");
    expect(room.registration).toEqual({ complete: true, missing: [], warnings: [] });
  });

  it("names a guest already on file by its id when the request does not send it", async () => {
    await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ ...REGISTERED_VIETNAMESE_GUEST, gender: null }] } }] },
    );
    const onFile = (await room201()).guests[0].id;
    const answer = await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, checkIn([REGISTERED_VIETNAMESE_GUEST]));
    expect(answer.body.missing).toEqual([{ booking_room_id: ROOM_201, guest_id: onFile, field: "gender", path: null }]);
  });

  it("refuses the desk's check-in of an unregistered room too", async () => {
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    const form = new FormData();
    form.set("data", JSON.stringify(checkIn([{ name: "Khách lẻ" }])));
    const answer = await callRoute(POST, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${ARRIVING_TODAY}/update`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: ARRIVING_TODAY },
      headers: reception.headers(true),
      body: form,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe("REGISTRATION_INCOMPLETE");
  });

  it("keeps the contract's behaviour for an API key unless the property requires complete registration", async () => {
    const refused = await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, checkIn([{ name: "Walk-in" }]));
    expect(refused.body.code).toBe("REGISTRATION_INCOMPLETE");

    await setProperty("require_complete_registration = false");
    const answer = await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, checkIn([{ name: "Walk-in" }]));
    expect(answer.status).toBe(200);
    const room = answer.body.data.booking_rooms.find((candidate: { id: string }) => candidate.id === ROOM_201);
    expect(room.checkin_status).toBe("checked_in");
    expect(room.registration.complete).toBe(false);
  });
});

describe("a guest link's check-in waits for the property's check-in time", () => {
  const registered = checkIn([
    REGISTERED_VIETNAMESE_GUEST,
    { ...REGISTERED_VIETNAMESE_GUEST, name: "Trần Văn Bình", identity: "001090054321" },
  ]);

  it("refuses it before 14:00 on the arrival day with when it opens, then accepts it at 14:00", async () => {
    await setProperty("allow_early_checkin = false, checkin_time = '14:00'");
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const early = await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, registered, { token });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ code: "CHECKIN_NOT_YET_OPEN", opens_at: "2026-03-10 14:00:00" });
    expect(
      await queryRows(
        testDb.db(),
        sql`select 1 from guests g join booking_rooms br on br.id = g.booking_room_id where br.id = ${ROOM_201}`,
      ),
    ).toEqual([]);

    freezeClock(Temporal.Instant.from("2026-03-10T07:00:00Z")); // 14:00 in Hanoi
    const open = await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, registered, { token });
    expect(open.status).toBe(200);
  });

  it("tells a guest link the day before arrival when check-in opens, even with early check-in allowed", async () => {
    const { token } = await mintCheckinLink(testDb.db(), "HN77HFMQ"); // arrives tomorrow
    const room = "3efd743c-9e68-4a4e-aab7-bf449297ac91";
    const answer = await postUpdateBooking(POST, { bookingCode: "HN77HFMQ" }, { rooms: [{ id: room, status: "checked_in" }] }, { token });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: "CHECKIN_NOT_YET_OPEN", opens_at: "2026-03-11 00:00:00" });
  });

  it("lets a guest in from the start of the day where the property allows early check-in, and an API key at any hour", async () => {
    await setProperty("allow_early_checkin = true");
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    expect((await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, registered, { token })).status).toBe(200);
  });

  it("never holds back an API key or the desk by the hour", async () => {
    await setProperty("allow_early_checkin = false, checkin_time = '23:59'");
    expect((await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, registered)).status).toBe(200);
  });
});
