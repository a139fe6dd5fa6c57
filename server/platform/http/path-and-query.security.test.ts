import { beforeEach, describe, expect, it } from "vitest";
import { GET as searchBookings } from "@/app/api/desk/properties/[tenant_id]/bookings/route";
import { GET as bookingDetail } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { POST as cancelRoom } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as changeRate } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { GET as wards } from "@/app/api/v1/reference/cities/[cityCode]/wards/route";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { signInAs, DEMO_STAFF } from "@/tests/support/desk-session";
import { postRoomOperation, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Text reaches the app in path and query parameters too. A NUL character there reached
// PostgreSQL (which refuses it: a 500), and a parameter of any length reached the database.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const detail = (params: Record<string, string>, query = "") =>
  callRoute(bookingDetail, { path: `/api/v1/properties/x/bookings/y${query}`, params, token: DEMO_KEYS.all });
const fields = (answer: { status: number; body: { errors?: Record<string, string[]> } }) => ({
  status: answer.status,
  fields: Object.keys(answer.body.errors ?? {}),
});

describe("path and query parameters", () => {
  it("refuses a NUL character in a path parameter with 422 on the parameter", async () => {
    expect(fields(await detail({ tenant_id: "hanoi-old-quarter\u0000", booking_id: "HNCJM6F2" }))).toEqual({
      status: 422,
      fields: ["tenant_id"],
    });
    expect(fields(await detail({ tenant_id: "hanoi-old-quarter", booking_id: "HN\u0000" }))).toEqual({
      status: 422,
      fields: ["booking_id"],
    });
    const before = await writableState(testDb.db());
    const cancel = await postRoomOperation(cancelRoom, "cancel", { bookingCode: "HNQZAUK4", roomId: "a52b0250-e785-4588-a0c7-\u0000" });
    expect(fields(cancel)).toEqual({ status: 422, fields: ["room_id"] });
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("refuses a NUL character in a query parameter with 422 on the parameter, even one the route does not read", async () => {
    const params = { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" };
    expect(fields(await detail(params, "?booking_id=HN%00"))).toEqual({ status: 422, fields: ["booking_id"] });
    expect(fields(await detail(params, "?booking_id=HNCJM6F2&utm=%00"))).toEqual({ status: 422, fields: ["utm"] });
    const desk = await signInAs(DEMO_STAFF.hanoiReception);
    const search = await callRoute(searchBookings, {
      path: "/api/desk/properties/hanoi-old-quarter/bookings?q=Nguy%00n",
      params: { tenant_id: "hanoi-old-quarter" },
      headers: { cookie: desk.cookie },
    });
    expect(fields(search)).toEqual({ status: 422, fields: ["q"] });
  });

  it("refuses path parameters longer than the tables hold before any query", async () => {
    expect(fields(await detail({ tenant_id: "h".repeat(65), booking_id: "HNCJM6F2" }))).toEqual({ status: 422, fields: ["tenant_id"] });
    expect(fields(await detail({ tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2X" }))).toEqual({
      status: 422,
      fields: ["booking_id"],
    });
    const city = await callRoute(wards, {
      path: "/api/v1/reference/cities/x/wards",
      params: { cityCode: "0".repeat(17) },
      token: DEMO_KEYS.all,
    });
    expect(fields(city)).toEqual({ status: 422, fields: ["cityCode"] });
  });

  it("refuses a NUL character in a JSON field name with 422 on that name", async () => {
    const answer = await postRoomOperation(
      changeRate,
      "rate",
      { bookingCode: "HNZK3NJ6", roomId: "9da91400-4884-4306-a8d9-393a2496ad45" },
      {
        rawBody: '{"days_breakdown":[{"day":"2026-03-16","price":1,"no\\u0000te":"x"}]}',
      },
    );
    expect(fields(answer)).toEqual({ status: 422, fields: ["days_breakdown.0.no\u0000te"] });
  });
});
