import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { clearShortLivedCaches } from "@/server/platform/cache/short-lived-cache";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase, truncateAll } from "@/tests/support/test-database";

// API keys and properties are cached for a few seconds so the hot path skips their queries;
// a revocation still takes effect, within that time.

const testDb = setUpTestDatabase();

beforeEach(async () => {
  process.env.CREDENTIAL_CACHE_SECONDS = "10";
  clearShortLivedCaches();
  await loadDemo(testDb.db());
});
afterAll(() => {
  process.env.CREDENTIAL_CACHE_SECONDS = "0";
  vi.useRealTimers();
});

const readBooking = () =>
  callRoute(bookingDetailRoute, {
    path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2",
    params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
    token: DEMO_KEYS.all,
  });

describe("the credential cache", () => {
  it("honours a revocation once the cached entry expires, not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect((await readBooking()).status).toBe(200);
    await testDb.db().execute(sql`update api_keys set revoked_at = now() where name like 'channel-partner%'`);
    expect((await readBooking()).status).toBe(200); // still cached
    vi.advanceTimersByTime(10_001);
    expect((await readBooking()).status).toBe(401);
    vi.useRealTimers();
  });

  it("is cleared by a fixture import, whose keys replace the cached ones", async () => {
    expect((await readBooking()).status).toBe(200);
    await testDb.db().execute(sql`update api_keys set revoked_at = now() where name like 'channel-partner%'`);
    await truncateAll(testDb.db());
    await loadDemo(testDb.db()); // imports anew: the key is live again under a new id
    const answer = await readBooking();
    expect(answer.status).toBe(200);
  });

  it("does not cache an unknown key: a key created a moment later works at once", async () => {
    await testDb.db().execute(sql`update api_keys set revoked_at = now() where name like 'channel-partner%'`);
    expect((await readBooking()).status).toBe(401);
    await testDb.db().execute(sql`update api_keys set revoked_at = null where name like 'channel-partner%'`);
    expect((await readBooking()).status).toBe(200);
  });
});
