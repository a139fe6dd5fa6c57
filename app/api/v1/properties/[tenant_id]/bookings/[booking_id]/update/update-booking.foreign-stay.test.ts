import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingDetailResponseSchema } from "@/server/bookings/booking-detail-schema";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { REGISTERED_FOREIGN_GUEST, REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { guestSideState, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getBooking } from "../route";
import { POST } from "./route";

// A foreigner's stay (extension, docs/choices.md): visa, entry, purpose and intended end are
// optional in Update Booking, answered by Get Booking Detail, checked for consistency by the
// registration, and left out for a check-in link's guests registered by someone else.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const ARRIVING_TODAY = "HNCJM6F2"; // two rooms of two adults, no guests yet
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";

const STAY = {
  visa_kind: "e_visa",
  visa_number: "EV12345678",
  visa_expiry: "2099-12-31",
  entry_date: "2020-01-15",
  entry_port: "air-han",
  stay_purpose: "visiting_relatives",
} as const;

const addGuests = (records: unknown[], status?: "checked_in") => ({
  rooms: [{ id: ROOM_201, ...(status ? { status } : {}), guests: { method: "add", records } }],
});
const readDetail = (token: string = DEMO_KEYS.all) =>
  callRoute(getBooking, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${ARRIVING_TODAY}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: ARRIVING_TODAY },
    token,
  });
const room201 = async (token?: string) =>
  (await readDetail(token)).body.data.booking_rooms.find((room: { id: string }) => room.id === ROOM_201);
const photo = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: "#405060" } })
    .jpeg()
    .toBuffer();

describe("a foreigner's stay in Update Booking and Get Booking Detail", () => {
  it("stores the visa and the entry, answers them, and checks the room in with them", async () => {
    const answer = await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      addGuests([REGISTERED_VIETNAMESE_GUEST, { ...REGISTERED_FOREIGN_GUEST, ...STAY }], "checked_in"),
      {
        files: [{ field: "rooms[0][guests][records][1][identity_image][]", bytes: await photo() }],
      },
    );
    expect(answer.status).toBe(200);
    expect(bookingDetailResponseSchema.safeParse(answer.body).success).toBe(true);
    const room = answer.body.data.booking_rooms.find((candidate: { id: string }) => candidate.id === ROOM_201);
    expect(room.checkin_status).toBe("checked_in");
    expect(room.registration).toEqual({ complete: true, missing: [], warnings: [] });
    const emma = room.guests.find((guest: { name: string }) => guest.name === REGISTERED_FOREIGN_GUEST.name);
    expect(emma).toMatchObject({ ...STAY, entry_port_other: null, stay_until: null });
    // Fields left out of a later record are kept.
    await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, addGuests([{ id: Number(emma.id), name: emma.name }]));
    expect((await room201()).guests.find((guest: { id: string }) => guest.id === emma.id)).toMatchObject(STAY);
  });

  it("refuses an unknown gate code and an unknown visa kind, writing nothing", async () => {
    const before = await guestSideState(testDb.db());
    const answer = await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      addGuests([
        { ...REGISTERED_FOREIGN_GUEST, entry_port: "air-xyz" },
        { ...REGISTERED_FOREIGN_GUEST, visa_kind: "golden" },
      ]),
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["rooms.0.guests.records.1.visa_kind"]);
    const gate = await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      addGuests([{ ...REGISTERED_FOREIGN_GUEST, entry_port: "air-xyz" }]),
    );
    expect(gate.status).toBe(422);
    expect(Object.keys(gate.body.errors)).toEqual(["rooms.0.guests.records.0.entry_port"]);
    expect(await guestSideState(testDb.db())).toBe(before);
  });

  it("refuses to check in with an inconsistent visa, naming the field; warns of a visa ending before the stay without refusing", async () => {
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const files = [{ field: "rooms[0][guests][records][1][identity_image][]", bytes: await photo() }];
    const noExpiry = await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      addGuests([REGISTERED_VIETNAMESE_GUEST, { ...REGISTERED_FOREIGN_GUEST, ...STAY, visa_expiry: null }], "checked_in"),
      { token, files },
    );
    expect(noExpiry.status).toBe(422);
    expect(noExpiry.body.missing).toEqual([
      { booking_room_id: ROOM_201, guest_id: null, field: "visa_expiry", path: "rooms.0.guests.records.1.visa_expiry" },
    ]);

    const { checkin_date: checkin, checkout_date: checkout } = (await readDetail()).body.data;
    const answer = await postUpdateBooking(
      POST,
      { bookingCode: ARRIVING_TODAY },
      addGuests([REGISTERED_VIETNAMESE_GUEST, { ...REGISTERED_FOREIGN_GUEST, ...STAY, visa_expiry: checkin }], "checked_in"),
      { token, files },
    );
    expect(answer.status).toBe(200);
    const room = answer.body.data.booking_rooms.find((candidate: { id: string }) => candidate.id === ROOM_201);
    expect(checkout > checkin).toBe(true);
    expect(room.checkin_status).toBe("checked_in");
    expect(room.registration.warnings).toEqual([
      {
        guest_id: room.guests.find((guest: { name: string }) => guest.name === REGISTERED_FOREIGN_GUEST.name).id,
        field: "visa_expiry",
        code: "visa_expires_before_stay_end",
      },
    ]);
  });

  it("leaves a guest's visa and entry out of what a link shows when someone else registered the guest", async () => {
    await postUpdateBooking(POST, { bookingCode: ARRIVING_TODAY }, addGuests([{ ...REGISTERED_FOREIGN_GUEST, ...STAY, stay_until: null }]));
    const { token } = await mintCheckinLink(testDb.db(), ARRIVING_TODAY);
    const seen = (await room201(token)).guests[0];
    // The kind of visa is shown, like the ID type; the purpose and length of the stay are not (issue 32, item 9).
    expect(seen).toMatchObject({
      visa_kind: "e_visa",
      visa_number: null,
      visa_expiry: null,
      entry_date: null,
      entry_port: null,
      stay_purpose: null,
      stay_until: null,
    });
    expect((await room201()).guests[0]).toMatchObject(STAY);
  });
});
