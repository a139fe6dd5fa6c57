import { beforeEach, describe, expect, it } from "vitest";
import { bookingDetailResponseSchema } from "@/server/bookings/booking-detail-schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

const testDb = setUpTestDatabase();
/** A service line's own id (line_id): made when the line is stored, so only its form is known. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
beforeEach(() => loadDemo(testDb.db()));

function getBooking(tenantId: string, code: string, options: { token?: string; query?: string } = {}) {
  return callRoute(GET, {
    path: `/api/v1/properties/${tenantId}/bookings/${code}${options.query ?? ""}`,
    params: { tenant_id: tenantId, booking_id: code },
    token: "token" in options ? options.token : DEMO_KEYS.all,
  });
}

describe("Get Booking Detail", () => {
  it("returns every field of an in-house booking with its services, guests and payments", async () => {
    const answer = await getBooking("hanoi-old-quarter", "HNVRBEHJ");
    expect(answer.status).toBe(200);
    expect(bookingDetailResponseSchema.safeParse(answer.body).success).toBe(true);
    const booking = answer.body.data;
    expect(booking).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: "HNVRBEHJ",
      status: "in_progress",
      checkin_date: "2026-03-08",
      checkout_date: "2026-03-11",
      arrival_hour: "14:00",
      departure_hour: "12:00",
      amount: 4340000,
      currency: "VND",
      source_reservation_code: null,
      payment_collect: "property",
      notes: null,
      guest_message: null,
      service_fee: 450000,
      service_discount: 10000,
      service_charge: 440000,
      booking_rooms: [
        {
          id: "8eb426db-bd24-47a4-a490-fbc1fd363762",
          checkin_status: "checked_in",
          room_type: "Deluxe City View",
          room_unit: "302",
          occupancy: { adults: 2, children: 0, infants: 0 },
          has_breakfast: false,
          meals: [],
          service_fee: 450000,
          service_discount: 10000,
          service_charge: 440000,
          services: [
            {
              id: "SVb29324ec",
              line_id: expect.stringMatching(UUID),
              name: "Airport pickup",
              quantity: 1,
              price_per_unit: 350000,
              discount: 0,
              total_price: 350000,
              currency: "VND",
              service_used_date: "2026-03-08",
            },
            {
              id: "SVa8d196a1",
              line_id: expect.stringMatching(UUID),
              name: "Laundry (per kg)",
              quantity: 2.5,
              price_per_unit: 40000,
              discount: 10000,
              total_price: 100000,
              currency: "VND",
              service_used_date: "2026-03-09",
            },
          ],
          guests: [
            {
              id: expect.stringMatching(/^\d+$/),
              name: "Trần Thị Bình",
              email: "trn.th.bnh@example.com",
              phone: "+84 999903492",
              identity: "0310343748749",
              id_type: "identity_card",
              identity_image_urls: [],
              is_primary_guest: true,
              visa_kind: null,
              visa_number: null,
              visa_expiry: null,
              entry_date: null,
              entry_port: null,
              entry_port_other: null,
              stay_purpose: null,
              stay_until: null,
            },
          ],
          // The demo's card number has 13 digits (a CCCD has 12), and the room has two adults.
          registration: {
            complete: false,
            missing: [
              { guest_id: booking.booking_rooms[0].guests[0].id, field: "identity" },
              { guest_id: null, field: "guests" },
            ],
            warnings: [],
          },
        },
      ],
      customer: { name: "Trần Thị Bình", email: "trn.th.bnh@example.com", phone: "+84 948748143", language: null },
      payments: [
        {
          id: expect.stringMatching(/^\d+$/),
          amount: 1000000,
          method: "cash",
          paid_at: "2026-03-08 15:10:00",
          notes: "deposit",
          status: "paid",
          kind: "payment",
        },
      ],
      booking_source: { name: "Walk-in", color: "#16a34a" },
    });
    expect(answer.headers.get("x-request-id")).toBeTruthy();
  });

  it.each([
    ["hanoi-old-quarter", "HNCJM6F2", 4400000],
    ["hanoi-old-quarter", "HNVRBEHJ", 4340000],
    ["hanoi-old-quarter", "HN9R3MM3", 1800000],
    ["hanoi-old-quarter", "HNZK3NJ6", 7350000],
    ["hanoi-old-quarter", "HNNVMCFR", 0],
    ["hanoi-old-quarter", "HNQZAUK4", 6200000],
    ["hanoi-old-quarter", "GRARCNFC", 12200000],
    ["hanoi-old-quarter", "HN77HFMQ", 2600000],
    ["hanoi-old-quarter", "HNHAV47A", 9600000],
    ["hanoi-old-quarter", "HNWVXDCN", 0],
    ["hanoi-old-quarter", "HN4QRH9B", 400000],
    ["hanoi-old-quarter", "HN7K5UNM", 3900000],
    ["hanoi-old-quarter", "HNL5QEZ2", 3200000],
    ["hanoi-old-quarter", "HN4BLMS4", 5400000],
    ["danang-beach", "DNZEU2AA", 19200000],
    ["danang-beach", "DNBSQ7ME", 2100000],
    ["saigon-apartments", "SGDBUHKC", 211.3],
    ["saigon-apartments", "SG5KV3RD", 22000],
  ])("totals %s %s: amount %d", async (tenantId, code, amount) => {
    const answer = await getBooking(tenantId, code);
    expect(answer.status).toBe(200);
    const booking = answer.body.data;
    expect(booking.amount).toBe(amount);
    expect(bookingDetailResponseSchema.safeParse(answer.body).success).toBe(true);
  });

  it("keeps a USD stay exact to the cent (no float drift in the JSON text)", async () => {
    const answer = await getBooking("saigon-apartments", "SGDBUHKC");
    const booking = answer.body.data;
    // 64.5 + 64.5 + 79.9 = 208.9 (in binary floats: 208.90000000000003); minus 10.1; plus 12.5.
    expect(answer.text).toContain('"amount":211.3,');
    expect(booking.service_charge).toBe(12.5);
    expect(booking.payments[0].amount).toBe(100);
    expect(booking.currency).toBe("USD");
  });

  it("leaves a cancelled room out of the booking totals but shows it", async () => {
    const answer = await getBooking("hanoi-old-quarter", "HNNVMCFR");
    expect(answer.body.data.status).toBe("cancelled");
    expect(answer.body.data.booking_rooms).toHaveLength(1);
    expect(answer.body.data.booking_rooms[0].checkin_status).toBe("cancelled");
    expect(answer.body.data.amount).toBe(0);
  });

  it("shows a group (master) booking with the rooms of its children and the group's payments", async () => {
    const answer = await getBooking("hanoi-old-quarter", "GRARCNFC");
    const group = answer.body.data;
    expect(group.booking_rooms.map((room: { id: string }) => room.id)).toEqual([
      "3efd743c-9e68-4a4e-aab7-bf449297ac91",
      "84dffeff-ba03-495c-a3ae-5517aabea61b",
    ]);
    expect(group.amount).toBe(2600000 + 9600000);
    expect(group.payments.map((payment: { amount: number }) => payment.amount)).toEqual([2000000]);
    const child = (await getBooking("hanoi-old-quarter", "HNHAV47A")).body.data;
    expect(child.booking_rooms).toHaveLength(1);
    expect(child.payments).toEqual([]);
  });

  it("shows meals, a deleted catalog service's code, and a room without stored nightly prices", async () => {
    const withMeals = (await getBooking("hanoi-old-quarter", "HNCJM6F2")).body.data;
    expect(withMeals.booking_rooms[1].has_breakfast).toBe(true);
    expect(withMeals.booking_rooms[1].meals).toEqual([
      { serve_date: "2026-03-11", adults: 2, children: 0 },
      { serve_date: "2026-03-12", adults: 2, children: 0 },
    ]);
    const finished = (await getBooking("hanoi-old-quarter", "HNL5QEZ2")).body.data;
    expect(finished.booking_rooms[0].services[0].id).toBe("SV6ff92448");
    const noPrices = (await getBooking("hanoi-old-quarter", "HNWVXDCN")).body.data;
    expect(noPrices.amount).toBe(0);
    expect(noPrices.booking_rooms[0].room_unit).toBeNull();
  });

  it("accepts the booking_id query parameter when it equals the path and refuses it otherwise", async () => {
    expect((await getBooking("hanoi-old-quarter", "HNVRBEHJ", { query: "?booking_id=HNVRBEHJ" })).status).toBe(200);
    const mismatch = await getBooking("hanoi-old-quarter", "HNVRBEHJ", { query: "?booking_id=HN9R3MM3" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({ success: false, errors: { booking_id: [expect.any(String)] } });
  });
});

describe("Get Booking Detail: authentication and tenant isolation", () => {
  it("answers 404 for a booking of another property and leaks nothing of it", async () => {
    const answer = await getBooking("danang-beach", "HNVRBEHJ");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, code: "NOT_FOUND", message: expect.any(String) });
    expect(answer.text).not.toContain("Trần");
  });

  it("answers 404 for an unknown booking code and an unknown property", async () => {
    expect((await getBooking("hanoi-old-quarter", "NOPE1234")).body.code).toBe("NOT_FOUND");
    expect((await getBooking("no-such-hotel", "HNVRBEHJ")).status).toBe(404);
  });

  it("answers 401 without a key, with an unknown key and with a revoked key", async () => {
    for (const token of [undefined, "lpk_not_a_key", DEMO_KEYS.revoked]) {
      const answer = await getBooking("hanoi-old-quarter", "HNVRBEHJ", { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
      expect(answer.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("answers 403 when the key may not act on the property, whether or not the property exists", async () => {
    for (const tenantId of ["danang-beach", "no-such-hotel"]) {
      const answer = await getBooking(tenantId, "DNZEU2AA", { token: DEMO_KEYS.readHanoi });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    }
    expect((await getBooking("hanoi-old-quarter", "HNVRBEHJ", { token: DEMO_KEYS.readHanoi })).status).toBe(200);
  });

  it("echoes a sane X-Request-Id", async () => {
    const answer = await callRoute(GET, {
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ" },
      token: DEMO_KEYS.all,
      headers: { "x-request-id": "req-123.abc" },
    });
    expect(answer.headers.get("x-request-id")).toBe("req-123.abc");
  });
});

describe("Get Booking Detail: scopes", () => {
  it("answers 403 FORBIDDEN to a key without bookings:read", async () => {
    const { createApiKey } = await import("@/server/platform/auth/create-api-key");
    const { key } = await createApiKey(testDb.db(), { name: "search only", scopes: ["properties:read"], properties: "all" });
    const answer = await getBooking("hanoi-old-quarter", "HNVRBEHJ", { token: key });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, code: "FORBIDDEN" });
  });
});
