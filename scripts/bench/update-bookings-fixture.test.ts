import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { ensureUpdateBookings, UPDATE_PROPERTY, updateBookingRequest } from "./update-bookings-fixture";

const testDb = setUpTestDatabase();

describe("the Update Booking benchmark's bookings", () => {
  it("are loaded through the fixture importer once, and found again on the next run", async () => {
    const codes = await ensureUpdateBookings(testDb.db());
    expect(codes).toHaveLength(400);
    expect(new Set(codes).size).toBe(400);
    expect(await ensureUpdateBookings(testDb.db())).toEqual(codes);
    const [count] = await queryRows<{ bookings: number }>(
      testDb.db(),
      sql`select count(*)::int as bookings from bookings where property_id = ${UPDATE_PROPERTY}`,
    );
    expect(count!.bookings).toBe(400);
  });

  it("sell no night of a room type beyond its rooms", async () => {
    await ensureUpdateBookings(testDb.db());
    const overbooked = await queryRows(
      testDb.db(),
      sql`select br.room_type_id, night, count(*)::int as sold, (select count(*) from rooms r where r.room_type_id = br.room_type_id)::int as rooms
          from booking_rooms br cross join lateral generate_series(br.checkin_date, br.checkout_date - 1, interval '1 day') as night
          where br.property_id = ${UPDATE_PROPERTY}
          group by br.room_type_id, night
          having count(*) > (select count(*) from rooms r where r.room_type_id = br.room_type_id)`,
    );
    expect(overbooked).toEqual([]);
  });

  it("each take the benchmark's request: consecutive requests write different bookings", async () => {
    const codes = await ensureUpdateBookings(testDb.db());
    const { key } = await createApiKey(testDb.db(), { name: "bench", scopes: ["bookings:read", "bookings:write"], properties: "all" });
    for (const n of [0, 1]) {
      const { path, body } = updateBookingRequest(codes, n);
      const answer = await callRoute(POST, {
        method: "POST",
        path,
        params: { tenant_id: UPDATE_PROPERTY, booking_id: codes[n]! },
        token: key,
        headers: { "content-type": "application/json" },
        body,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.notes).toBe(`Benchmark note ${n}`);
    }
    const notes = await queryRows<{ code: string; notes: string | null }>(
      testDb.db(),
      sql`select code, notes from bookings where property_id = ${UPDATE_PROPERTY} and notes is not null order by code`,
    );
    expect(notes).toEqual([
      { code: codes[0], notes: "Benchmark note 0" },
      { code: codes[1], notes: "Benchmark note 1" },
    ]);
  });
});
