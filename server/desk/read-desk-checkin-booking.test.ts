import { beforeEach, describe, expect, it } from "vitest";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as update } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { readCheckinBooking } from "@/server/checkin/read-checkin-booking";
import { readDeskCheckinBooking } from "./read-desk-checkin-booking";

// The counter's check-in form reads the booking as the guest page does, but with the
// receptionist's session: every guest whole, whoever registered them; nothing of a property
// the receptionist does not work for.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const BOOKING = "HNCJM6F2";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const LINK_GUEST = {
  name: "Đỗ Thị Thu Hà",
  birthday: "1992-08-01",
  gender: "female",
  country: "VN",
  id_type: "identity_card",
  identity: "001192007890",
  city: "Thành phố Hà Nội",
  ward: "Phường Hoàn Kiếm",
};

const read = async (bookingCode: string, tenantId = "hanoi-old-quarter", cookie?: string) =>
  readDeskCheckinBooking({ pageHeaders: new Headers(cookie ? { cookie } : {}), tenantId, bookingCode });

describe("readDeskCheckinBooking", () => {
  it("shows the receptionist a guest a link registered whole, with the property's today", async () => {
    const link = (await mintCheckinLink(testDb.db(), BOOKING)).token;
    const added = await postUpdateBooking(
      update,
      { bookingCode: BOOKING },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [LINK_GUEST] } }] },
      { token: link },
    );
    expect(added.status).toBe(200);
    const desk = await signInAs(DEMO_STAFF.hanoiReception);

    const booking = await read(BOOKING, "hanoi-old-quarter", desk.cookie);
    expect(booking?.booking.code).toBe(BOOKING);
    expect(booking?.today).toBe("2026-03-10");
    const guest = booking!.rooms.find((room) => room.id === ROOM_201)!.guests.find((candidate) => candidate.name === LINK_GUEST.name);
    expect(guest).toMatchObject({ identity: "001192007890", birthday: "1992-08-01", registered_elsewhere: false });
  });

  it("gives the counter the booker's name, phone and e-mail (a walk-in is typed once), and a link none of them", async () => {
    const desk = await signInAs(DEMO_STAFF.hanoiReception);
    const booking = await read(BOOKING, "hanoi-old-quarter", desk.cookie);
    expect(booking?.booking.customerContact?.name).toBe(booking?.booking.customerName);
    expect(booking?.booking.customerContact).toHaveProperty("phone");
    expect(booking?.booking.customerContact).toHaveProperty("email");
    expect(booking?.booking.customerContact?.phone ?? booking?.booking.customerContact?.email).toBeTruthy();

    const link = (await mintCheckinLink(testDb.db(), BOOKING)).token;
    const viaLink = await readCheckinBooking({ db: testDb.db(), token: link });
    expect(viaLink && "booking" in viaLink ? viaLink.booking.booking.customerContact : "not read").toBeUndefined();
  });

  it("reads nothing without a session, and nothing of another property's booking", async () => {
    expect(await read(BOOKING)).toBeUndefined();
    const desk = await signInAs(DEMO_STAFF.hanoiReception);
    expect(await read("SGDBUHKC", "saigon-apartments", desk.cookie)).toBeUndefined();
    // The code of another property's booking under the receptionist's own property is not found either.
    expect(await read("SGDBUHKC", "hanoi-old-quarter", desk.cookie)).toBeUndefined();
  });

  it("reads nothing with a partner's API key sent as a cookie-less request", async () => {
    expect(
      await readDeskCheckinBooking({
        pageHeaders: new Headers({ authorization: `Bearer ${DEMO_KEYS.all}` }),
        tenantId: "hanoi-old-quarter",
        bookingCode: BOOKING,
      }),
    ).toBeUndefined();
  });
});

describe("readDeskCheckinBooking with what a typed address may hold", () => {
  it.each([
    ["a NUL byte in the code", "hanoi-old-quarter", "HN\u0000CJM6F2"],
    ["a code of 5,000 characters", "hanoi-old-quarter", "H".repeat(5000)],
    ["a NUL byte in the property", "hanoi\u0000", BOOKING],
  ])("finds nothing for %s, and does not throw", async (_, tenantId, bookingCode) => {
    const desk = await signInAs(DEMO_STAFF.hanoiReception);
    expect(await read(bookingCode, tenantId, desk.cookie)).toBeUndefined();
  });
});
