import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { guests } from "@/server/platform/db/schema";
import { verifyCheckinToken } from "@/server/platform/auth/checkin-tokens";
import { readCheckinBooking } from "@/server/checkin/read-checkin-booking";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { guestSideState, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getBooking } from "../route";
import { POST as update } from "./route";

// What a guest's check-in link sees and changes of a booking (docs/choices.md, "What a link
// shows"): its own guests whole, guests registered by anyone else masked, editable only by
// retyping the ID; the booking's notes never, the guest's message apart from them.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const BOOKING = "HNCJM6F2";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const PARTNER_GUEST = {
  name: "Vũ Đức Khang",
  birthday: "1990-04-12",
  gender: "male",
  country: "VN",
  id_type: "identity_card",
  identity: "001203004567",
  city: "Thành phố Hà Nội",
  ward: "Phường Hoàn Kiếm",
  email: "an@example.com",
  phone: "+84 912 345 678",
  address: "12 Hàng Bạc",
};
const LINK_GUEST = {
  name: "Đỗ Thị Thu Hà",
  birthday: "1992-08-01",
  gender: "female",
  country: "VN",
  id_type: "identity_card",
  identity: "001192007890",
  email: "ha@example.com",
  city: "Thành phố Hà Nội",
  ward: "Phường Hoàn Kiếm",
};

const detail = (token: string) =>
  callRoute(getBooking, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    token,
  });
const send = (data: unknown, token: string = DEMO_KEYS.all, files?: { field: string; bytes: Uint8Array }[]) =>
  postUpdateBooking(update, { bookingCode: BOOKING }, data, { token, files });
const addTo = (records: unknown[], method = "add") => ({ rooms: [{ id: ROOM_201, guests: { method, records } }] });
const linkLabel = (token: string) => `checkin_token:${verifyCheckinToken(token)!.linkId}`;
const guestNamed = async (name: string) => (await testDb.db().select().from(guests).where(eq(guests.name, name)))[0]!;

/** The partner registers one guest, link A another; link B is a second link of the same booking. */
async function twoRegistrars() {
  const db = testDb.db();
  const linkA = (await mintCheckinLink(db, BOOKING)).token;
  const linkB = (await mintCheckinLink(db, BOOKING)).token;
  expect((await send(addTo([{ ...PARTNER_GUEST, is_primary_guest: true }]))).status).toBe(200);
  expect((await send(addTo([LINK_GUEST]), linkA)).status).toBe(200);
  return { linkA, linkB, partner: await guestNamed(PARTNER_GUEST.name), own: await guestNamed(LINK_GUEST.name) };
}

describe("what a check-in link sees", () => {
  it("records who registered each guest", async () => {
    const { linkA, partner, own } = await twoRegistrars();
    expect(partner.registeredBy).toMatch(/^api_key:[0-9a-f-]{36}$/);
    expect(own.registeredBy).toBe(linkLabel(linkA));
  });

  it("shows its own guest whole and the others masked; another link sees both masked; the partner sees both whole", async () => {
    const { linkA, linkB } = await twoRegistrars();
    const byName = (answer: Awaited<ReturnType<typeof detail>>) =>
      Object.fromEntries(answer.body.data.booking_rooms[0].guests.map((guest: { name: string }) => [guest.name, guest]));

    const seenByA = byName(await detail(linkA));
    expect(seenByA[LINK_GUEST.name]).toMatchObject({ identity: "001192007890", email: "ha@example.com" });
    expect(seenByA[PARTNER_GUEST.name]).toMatchObject({ identity: "•••• 4567", email: null, phone: null, identity_image_urls: [] });

    const seenByB = byName(await detail(linkB));
    expect(seenByB[LINK_GUEST.name]).toMatchObject({ identity: "•••• 7890", email: null });
    expect(seenByB[PARTNER_GUEST.name]).toMatchObject({ identity: "•••• 4567", phone: null });

    const seenByPartner = byName(await detail(DEMO_KEYS.all));
    expect(seenByPartner[PARTNER_GUEST.name]).toMatchObject({ identity: "001203004567", email: "an@example.com", phone: "+84912345678" });
    expect(seenByPartner[LINK_GUEST.name]).toMatchObject({ identity: "001192007890" });
  });

  it("gives the guest page no birth date, address or photo of a guest registered elsewhere, and still counts them", async () => {
    const { linkA } = await twoRegistrars();
    const read = await readCheckinBooking({ db: testDb.db(), token: linkA });
    if (!("booking" in read)) throw new Error(read.refused);
    const [partner, own] = read.booking.rooms[0]!.guests;
    expect(partner).toMatchObject({
      name: PARTNER_GUEST.name,
      identity: "•••• 4567",
      birthday: null,
      identity_issue_date: null,
      email: null,
      phone: null,
      address: null,
      identity_image_urls: [],
      registered_elsewhere: true,
    });
    expect(own).toMatchObject({ identity: "001192007890", birthday: "1992-08-01", registered_elsewhere: false });
    // The room's registration is judged on the whole records: both adults are registered.
    const answer = await detail(linkA);
    expect(answer.body.data.booking_rooms[0].registration).toEqual({ complete: true, missing: [], warnings: [] });
  });
});

describe("what a check-in link changes", () => {
  it("refuses to change a guest registered elsewhere without the ID retyped, and writes nothing", async () => {
    const { linkA, partner } = await twoRegistrars();
    const before = await guestSideState(testDb.db());
    for (const identity of [undefined, null, "•••• 4567"]) {
      const answer = await send(addTo([{ id: partner.id, name: "Vũ Đức Khánh", identity }]), linkA);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        code: "IDENTITY_RETYPE_REQUIRED",
        errors: { "rooms.0.guests.records.0.identity": [expect.any(String)] },
      });
    }
    // An ID photo is part of the identity as well.
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#334455" } })
      .jpeg()
      .toBuffer();
    const withPhoto = await send(addTo([{ id: partner.id, name: PARTNER_GUEST.name, identity: "•••• 4567" }]), linkA, [
      { field: "rooms[0][guests][records][0][identity_image][]", bytes: photo },
    ]);
    expect(withPhoto.body.code).toBe("IDENTITY_RETYPE_REQUIRED");
    expect(await guestSideState(testDb.db())).toBe(before);
  });

  it("keeps a guest sent back as it was shown, masked values and all, without taking it over", async () => {
    const { linkA, partner } = await twoRegistrars();
    // As the page shows such a guest: gender, province and ward are hidden too (issue 32, item 9).
    const shown = {
      id: partner.id,
      name: PARTNER_GUEST.name,
      identity: "•••• 4567",
      birthday: null,
      email: null,
      phone: null,
      address: null,
      gender: null,
      country: "VN",
      city: null,
      ward: null,
      id_type: "identity_card",
      is_primary_guest: true,
    };
    expect((await send(addTo([shown]), linkA)).status).toBe(200);
    const after = await guestNamed(PARTNER_GUEST.name);
    expect(after).toMatchObject({
      identity: "001203004567",
      birthday: "1990-04-12",
      email: "an@example.com",
      phone: "+84912345678",
      address: "12 Hàng Bạc",
      gender: "male",
      city: PARTNER_GUEST.city,
      ward: PARTNER_GUEST.ward,
    });
    expect(after.registeredBy).toBe(partner.registeredBy);
  });

  it("edits the guest once the same ID is retyped (written otherwise), keeping what it did not see, and then sees it whole", async () => {
    const { linkA, partner } = await twoRegistrars();
    const answer = await send(
      addTo([{ id: partner.id, name: "Vũ Đức Khánh", identity: "001 203 004 567", birthday: null, email: null, phone: "+84 900 000 000" }]),
      linkA,
    );
    expect(answer.status).toBe(200);
    const after = await guestNamed("Vũ Đức Khánh");
    expect(after).toMatchObject({
      identity: "001 203 004 567",
      birthday: "1990-04-12",
      email: "an@example.com",
      phone: "+84900000000",
      address: "12 Hàng Bạc",
    });
    expect(after.registeredBy).toBe(linkLabel(linkA));
    const seen = (await detail(linkA)).body.data.booking_rooms[0].guests.find((guest: { name: string }) => guest.name === "Vũ Đức Khánh");
    expect(seen).toMatchObject({ identity: "001 203 004 567", email: "an@example.com" });
  });

  it("clears what it did not see when another ID is typed in place of the guest's", async () => {
    const { linkA, partner } = await twoRegistrars();
    expect((await send(addTo([{ id: partner.id, name: "Lê Văn Cường", identity: "001099001122" }]), linkA)).status).toBe(200);
    const after = await guestNamed("Lê Văn Cường");
    expect(after).toMatchObject({
      identity: "001099001122",
      birthday: null,
      email: null,
      phone: null,
      address: null,
      identityIssueDate: null,
    });
    expect(after.registeredBy).toBe(linkLabel(linkA));
  });

  it("may not drop a guest registered elsewhere with replace, but may drop its own", async () => {
    const { linkA, partner, own } = await twoRegistrars();
    const dropPartner = await send(addTo([{ id: own.id, name: LINK_GUEST.name }], "replace"), linkA);
    expect(dropPartner.status).toBe(422);
    expect(Object.keys(dropPartner.body.errors)).toEqual(["rooms.0.guests.records"]);
    const shownPartner = { id: partner.id, name: PARTNER_GUEST.name, identity: "•••• 4567" };
    expect((await send(addTo([shownPartner], "replace"), linkA)).status).toBe(200);
    expect((await testDb.db().select().from(guests).where(eq(guests.id, own.id))).length).toBe(0);
  });

  it("records a receptionist who edits a guest as its registrar", async () => {
    const { linkA, own } = await twoRegistrars();
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    const form = new FormData();
    form.set("data", JSON.stringify(addTo([{ id: own.id, name: LINK_GUEST.name, identity: "001192007891" }])));
    const answer = await callRoute(update, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/update`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
      headers: reception.headers(true),
      body: form,
    });
    expect(answer.status).toBe(200);
    expect((await guestNamed(LINK_GUEST.name)).registeredBy).toMatch(/^desk_session:.+/);
    const seen = (await detail(linkA)).body.data.booking_rooms[0].guests.find((guest: { name: string }) => guest.name === LINK_GUEST.name);
    expect(seen).toMatchObject({ identity: "•••• 7891", email: null });
  });

  it("records the desk or partner as the registrar when they edit a link's guest, which the link then sees masked", async () => {
    const { linkA, own } = await twoRegistrars();
    expect((await send(addTo([{ id: own.id, name: LINK_GUEST.name, phone: "+84 911 111 111" }]))).status).toBe(200);
    expect((await guestNamed(LINK_GUEST.name)).registeredBy).toMatch(/^api_key:/);
    const seen = (await detail(linkA)).body.data.booking_rooms[0].guests.find((guest: { name: string }) => guest.name === LINK_GUEST.name);
    expect(seen).toMatchObject({ identity: "•••• 7890", phone: null });
  });
});

describe("notes and the guest's message", () => {
  it("never shows a link the booking's notes, and refuses a link's notes", async () => {
    const link = (await mintCheckinLink(testDb.db(), BOOKING)).token;
    expect((await send({ notes: "VIP: upgrade if possible. Card on file." })).status).toBe(200);
    expect((await detail(DEMO_KEYS.all)).body.data.notes).toBe("VIP: upgrade if possible. Card on file.");
    expect((await detail(link)).body.data.notes).toBeNull();
    const before = await guestSideState(testDb.db());
    for (const notes of ["", null, "Arriving late"]) {
      const answer = await send({ notes }, link);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(["notes"]);
    }
    expect(await guestSideState(testDb.db())).toBe(before);
    expect((await detail(DEMO_KEYS.all)).body.data.notes).toBe("VIP: upgrade if possible. Card on file.");
  });

  it("stores the guest's message apart and shows it in the detail, to the link and the partner", async () => {
    const link = (await mintCheckinLink(testDb.db(), BOOKING)).token;
    expect((await send({ notes: "Staff note" })).status).toBe(200);
    const answer = await send({ guest_message: "We arrive around 22:00." }, link);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ guest_message: "We arrive around 22:00.", notes: null });
    expect((await detail(DEMO_KEYS.all)).body.data).toMatchObject({ guest_message: "We arrive around 22:00.", notes: "Staff note" });
    expect((await send({ guest_message: "x".repeat(1001) }, link)).body.errors).toHaveProperty("guest_message");
    expect((await send({ guest_message: null }, link)).body.data.guest_message).toBeNull();
  });
});
