import { beforeEach, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { freezeClock } from "@/server/domain/clock";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { postRoomOperation, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getCities } from "@/app/api/v1/reference/cities/route";
import { GET as getSources } from "@/app/api/v1/properties/[tenant_id]/booking-sources/route";
import { POST as checkOut } from "../rooms/[room_id]/checkout/route";
import { GET as getBooking } from "../route";
import { POST as update } from "../update/route";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { POST } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

async function createLink(bookingCode: string, token: string = DEMO_KEYS.all) {
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${bookingCode}/checkin-link`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: bookingCode },
    token,
  });
}

const readBooking = (bookingCode: string, token: string, tenantId = "hanoi-old-quarter") =>
  callRoute(getBooking, {
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token,
  });

describe("check-in links", () => {
  it("gives a URL and a token that expires at the end of the check-out day at the property", async () => {
    const answer = await createLink("HNCJM6F2");
    expect(answer.status).toBe(200);
    expect(answer.body.data.url).toBe(`http://localhost/checkin/${encodeURIComponent(answer.body.data.token)}`);
    // Check-out 2026-03-12 in Hanoi (UTC+7): valid until 2026-03-13T00:00+07:00.
    expect(answer.body.data.expires_at).toBe("2026-03-12T17:00:00Z");
    expect((await createLink("HNCJM6F2", DEMO_KEYS.readHanoi)).status).toBe(403);
  });

  it("reads and updates its own booking, without payments or services", async () => {
    const { token } = (await createLink("HNCJM6F2")).body.data;
    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);
    const guests = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      {
        rooms: [
          {
            id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
            guests: {
              method: "add",
              records: [{ ...REGISTERED_VIETNAMESE_GUEST, name: "Hoàng Yến", is_primary_guest: true }, REGISTERED_VIETNAMESE_GUEST],
            },
            status: "checked_in",
          },
        ],
      },
      { token },
    );
    expect(guests.status).toBe(200);
    expect(guests.body.data.booking_rooms[0].checkin_status).toBe("checked_in");
    const payments = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { payments: { method: "add", records: [{ amount: 1 }] } },
      { token },
    );
    expect(payments.status).toBe(403);
    const services = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      {
        rooms: [{ id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680", services: { method: "add", records: [{ id: "SV69767dbd", quantity: 1 }] } }],
      },
      { token },
    );
    expect(services.status).toBe(403);
  });

  it("reaches no other booking, no other property and no other operation", async () => {
    const { token } = (await createLink("HNCJM6F2")).body.data;
    expect((await readBooking("HNVRBEHJ", token)).status).toBe(404);
    expect((await readBooking("DNZEU2AA", token, "danang-beach")).status).toBe(403);
    const checkout = await postRoomOperation(
      checkOut,
      "checkout",
      { bookingCode: "HNCJM6F2", roomId: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680" },
      { token },
    );
    expect(checkout.status).toBe(403);
    const sources = await callRoute(getSources, {
      path: "/api/v1/properties/hanoi-old-quarter/booking-sources",
      params: { tenant_id: "hanoi-old-quarter" },
      token,
    });
    expect(sources.status).toBe(403);
    expect((await callRoute(getCities, { path: "/api/v1/reference/cities", token })).status).toBe(200);
  });

  it("refuses an expired or tampered token with 401", async () => {
    const { token } = (await createLink("HNCJM6F2")).body.data;
    const tampered = token.replace(/.$/, (last: string) => (last === "A" ? "B" : "A"));
    expect((await readBooking("HNCJM6F2", tampered)).status).toBe(401);
    freezeClock(Temporal.Instant.from("2026-03-12T17:00:00Z"));
    expect((await readBooking("HNCJM6F2", token)).status).toBe(401);
    freezeClock(DEMO_NOW);
  });
});
