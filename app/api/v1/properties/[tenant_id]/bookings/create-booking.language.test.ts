import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postCreateBooking, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getBookingDetail } from "./[booking_id]/route";
import { POST } from "./route";

// Issue 33, item 3: the booking carries the guest's language, a BCP 47 tag as channel managers
// send it (customer.language); the check-in e-mails and page speak it.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0";

const booking = (customer: Record<string, unknown>) => ({
  checkin_date: "2026-04-20",
  checkout_date: "2026-04-21",
  customer: { name: "Liam O'Brien", email: "liam@example.com", phone: "+84 912 345 678", ...customer },
  booking_source: "Walk-in",
  rooms: [{ room_type_id: SUPERIOR, rate_plan_id: "RPJZ36HN02", occupancy: { adults: 1 } }],
});

const detail = (bookingId: string) =>
  callRoute(getBookingDetail, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${bookingId}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: bookingId },
    token: DEMO_KEYS.all,
  });

describe("Create Booking's customer.language", () => {
  it("is stored canonically and answered in the booking's customer, here and in Get Booking Detail", async () => {
    const answer = await postCreateBooking(POST, booking({ language: "EN-ie" }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.customer).toEqual({
      name: "Liam O'Brien",
      email: "liam@example.com",
      phone: "+84912345678",
      language: "en-IE",
    });
    const read = await detail(answer.body.data.code);
    expect(read.status).toBe(200);
    expect(read.body.data.customer.language).toBe("en-IE");
  });

  it("is null when omitted, null or empty", async () => {
    for (const customer of [{}, { language: null }, { language: "" }]) {
      const answer = await postCreateBooking(POST, booking(customer));
      expect(answer.status).toBe(201);
      expect(answer.body.data.customer.language).toBeNull();
    }
  });

  it("refuses a tag that is not well-formed BCP 47, or too long, naming customer.language and writing nothing", async () => {
    const before = await writableState(testDb.db());
    for (const language of ["english please", "en_US", "zh--TW", "x".repeat(36), 42]) {
      const answer = await postCreateBooking(POST, booking({ language }));
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(["customer.language"]);
    }
    expect(await writableState(testDb.db())).toBe(before);
  });
});
