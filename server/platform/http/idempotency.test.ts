import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as changeRateRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { fingerprint } from "@/server/platform/http/idempotency";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { outboxEvents, writableState } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Idempotency-Key (decisions.md): a retried POST replays the first answer, a key reused for
// another request is refused, a key still in flight is 409, and keys belong to one credential.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6: 15..17 Mar at 2,400,000 / 2,450,000 / 2,500,000
const BOOKING = "HNZK3NJ6";

function changeRate(body: unknown, options: { key?: string; token?: string } = {}) {
  return callRoute(changeRateRoute, {
    method: "POST",
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/rooms/${FUTURE_ROOM}/rate`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING, room_id: FUTURE_ROOM },
    token: options.token ?? DEMO_KEYS.all,
    headers: { "content-type": "application/json", ...(options.key ? { "idempotency-key": options.key } : {}) },
    body: JSON.stringify(body),
  });
}

const lowerOneNight = { days_breakdown: [{ day: "2026-03-16", price: 2000000 }] };

describe("Idempotency-Key", () => {
  it("replays the first answer byte for byte and changes nothing the second time", async () => {
    const first = await changeRate(lowerOneNight, { key: "rate-1" });
    expect(first.status).toBe(200);
    const stateAfterFirst = await writableState(testDb.db());

    const retry = await changeRate(lowerOneNight, { key: "rate-1" });
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await writableState(testDb.db())).toBe(stateAfterFirst);
    expect(await outboxEvents(testDb.db())).toHaveLength(1);
  });

  it("refuses the same key with another body with 422 IDEMPOTENCY_KEY_REUSED, writing nothing", async () => {
    await changeRate(lowerOneNight, { key: "rate-2" });
    const before = await writableState(testDb.db());
    const reused = await changeRate({ price_per_night: 1 }, { key: "rate-2" });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await writableState(testDb.db())).toBe(before);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    const held = await changeRate(lowerOneNight, { key: "rate-3" });
    expect(held.status).toBe(200);
    // Another instance took the key a moment ago and has not answered yet.
    await testDb.db().execute(sql`update idempotency_keys set state = 'in_flight', created_at = now() where key = 'rate-3'`);
    const concurrent = await changeRate(lowerOneNight, { key: "rate-3" });
    expect(concurrent.status).toBe(409);
    expect(concurrent.body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_IN_FLIGHT" });
  });

  it("lets a retry take over a key whose first request died in flight", async () => {
    const path = `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}/rooms/${FUTURE_ROOM}/rate`;
    const requestHash = fingerprint(["POST", path, new TextEncoder().encode(JSON.stringify(lowerOneNight))]);
    // A process took the key an hour ago for this very request and died before answering.
    await testDb.db().execute(sql`
      insert into idempotency_keys (credential_id, key, request_hash, expires_at, created_at)
      select 'api_key:' || id::text, 'rate-4', ${requestHash}, now() + interval '1 day', now() - interval '1 hour'
      from api_keys where name = 'channel-partner (all scopes)'`);
    const retry = await changeRate(lowerOneNight, { key: "rate-4" });
    expect(retry.status).toBe(200);
    expect(retry.body.data.amount).toBe(2400000 + 2000000 + 2500000);
    expect(await outboxEvents(testDb.db())).toHaveLength(1);
  });

  it("keeps each credential's keys apart", async () => {
    const otherKey = await createApiKey(testDb.db(), {
      name: "Second partner",
      scopes: ["bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    const mine = await changeRate(lowerOneNight, { key: "shared-name" });
    const theirs = await changeRate({ price_per_night: 1000000 }, { key: "shared-name", token: otherKey.key });
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.data.amount).toBe(3000000);
    expect(await outboxEvents(testDb.db())).toHaveLength(2);
  });

  it("keeps no refusal: a retry runs again, and the key is free for the corrected request", async () => {
    const refused = await changeRate({ days_breakdown: [{ day: "2026-04-01", price: 1 }] }, { key: "rate-5" });
    expect(refused.status).toBe(422);
    const retried = await changeRate({ days_breakdown: [{ day: "2026-04-01", price: 1 }] }, { key: "rate-5" });
    expect(retried.status).toBe(422);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    const corrected = await changeRate(lowerOneNight, { key: "rate-5" });
    expect(corrected.status).toBe(200);
    expect(await outboxEvents(testDb.db())).toHaveLength(1);
  });

  it("refuses an empty or overlong key on the Idempotency-Key header", async () => {
    const long = await changeRate(lowerOneNight, { key: "k".repeat(256) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(["Idempotency-Key"]);
    expect(await outboxEvents(testDb.db())).toHaveLength(0);
  });
});
