import { beforeEach, describe, expect, it } from "vitest";
import { GET as bookingDetail } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { POST as checkout } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as update } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { callRoute } from "@/tests/support/call-route";
import { loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { writableState, guestSideState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";

// The desk pages call the partner API's handlers with the receptionist's session cookie.

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

const PAID_ROOM = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3, fully paid
const DANANG_ROOM = { tenant: "danang-beach", booking: "DNZEU2AA" };

function postCheckout(headers: Record<string, string>, tenant = "hanoi-old-quarter", booking = "HN9R3MM3", room = PAID_ROOM) {
  return callRoute(checkout, {
    method: "POST",
    path: `/api/v1/properties/${tenant}/bookings/${booking}/rooms/${room}/checkout`,
    params: { tenant_id: tenant, booking_id: booking, room_id: room },
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ departure_hour: "11:00" }),
  });
}

describe("a desk session on the partner API", () => {
  it("reads a booking of its property with the cookie alone", async () => {
    const answer = await callRoute(bookingDetail, {
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ" },
      headers: reception.headers(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.code).toBe("HNVRBEHJ");
  });

  it("refuses a state change without the CSRF token, or with a wrong one, and changes nothing", async () => {
    const before = await writableState(testDb.db());
    for (const headers of [reception.headers(), { ...reception.headers(), "x-csrf-token": "forged" }]) {
      const answer = await postCheckout(headers);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe("CSRF_TOKEN_INVALID");
    }
    expect(await writableState(testDb.db())).toBe(before);

    const allowed = await postCheckout(reception.headers(true));
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.status).toBe("finished");
  });

  it("refuses another session's CSRF token", async () => {
    const other = await signInAs(DEMO_STAFF.chainManager);
    const answer = await postCheckout({ ...reception.headers(), "x-csrf-token": other.csrf });
    expect(answer.status).toBe(403);
  });

  it("records a payment through Update Booking with the token, not without", async () => {
    const before = await guestSideState(testDb.db());
    const send = (headers: Record<string, string>) =>
      callRoute(update, {
        method: "POST",
        path: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ/update",
        params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ" },
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          payments: { method: "add", records: [{ amount: 3340000, method: "cash", paid_at: "2026-03-10 10:00:00" }] },
        }),
      });
    expect((await send(reception.headers())).status).toBe(403);
    expect(await guestSideState(testDb.db())).toBe(before);
    const paid = await send(reception.headers(true));
    expect(paid.status).toBe(200);
    expect(paid.body.data.payments).toHaveLength(2);
  });

  it("cannot read or act on a property its staff user does not belong to", async () => {
    const read = await callRoute(bookingDetail, {
      path: `/api/v1/properties/${DANANG_ROOM.tenant}/bookings/${DANANG_ROOM.booking}`,
      params: { tenant_id: DANANG_ROOM.tenant, booking_id: DANANG_ROOM.booking },
      headers: reception.headers(),
    });
    expect(read.status).toBe(403);
    const write = await callRoute(cancel, {
      method: "POST",
      path: `/api/v1/properties/${DANANG_ROOM.tenant}/bookings/${DANANG_ROOM.booking}/rooms/${PAID_ROOM}/cancel`,
      params: { tenant_id: DANANG_ROOM.tenant, booking_id: DANANG_ROOM.booking, room_id: PAID_ROOM },
      headers: reception.headers(true),
    });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe("FORBIDDEN");

    const manager = await signInAs(DEMO_STAFF.chainManager);
    const allowed = await callRoute(bookingDetail, {
      path: `/api/v1/properties/${DANANG_ROOM.tenant}/bookings/${DANANG_ROOM.booking}`,
      params: { tenant_id: DANANG_ROOM.tenant, booking_id: DANANG_ROOM.booking },
      headers: manager.headers(),
    });
    expect(allowed.status).toBe(200);
  });

  it("answers 401 to a cookie of no session, and prefers an Authorization header when both are sent", async () => {
    const stale = await callRoute(bookingDetail, {
      path: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ",
      params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ" },
      headers: { cookie: "desk_session=not-a-session" },
    });
    expect(stale.status).toBe(401);
    const withKey = await callRoute(bookingDetail, {
      path: "/api/v1/properties/danang-beach/bookings/DNZEU2AA",
      params: { tenant_id: "danang-beach", booking_id: "DNZEU2AA" },
      headers: reception.headers(),
      token: "lpk_demo_all_QK74KH",
    });
    expect(withKey.status).toBe(200);
  });
});
