import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as rotateRoute } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/rotate-secret/route";
import { POST as registerRoute } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { POST as changeRateRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { fingerprint } from "@/server/platform/http/idempotency";
import { purgeExpiredIdempotencyKeys } from "@/server/platform/http/purge-expired-idempotency-keys";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { outboxEvents } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";

// What an Idempotency-Key record keeps: the first answer, which may hold a webhook's signing
// secret or guests' data (encrypted at rest), for 24 hours (then the key is new, and the
// retention job deletes the record).

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const HANOI = "hanoi-old-quarter";
const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6, 15..17 Mar
const BOOKING = "HNZK3NJ6";
const RATE_PATH = `/api/v1/properties/${HANOI}/bookings/${BOOKING}/rooms/${FUTURE_ROOM}/rate`;
const lowerOneNight = { days_breakdown: [{ day: "2026-03-16", price: 2000000 }] };

const register = (key: string, token: string = DEMO_KEYS.all) =>
  callRoute(registerRoute, {
    method: "POST",
    path: `/api/v1/properties/${HANOI}/webhooks`,
    params: { tenant_id: HANOI },
    token,
    headers: { "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify({ url: "https://partner.example/hooks", events: ["booking.updated"] }),
  });

const rotate = (code: string, key: string) =>
  callRoute(rotateRoute, {
    method: "POST",
    path: `/api/v1/properties/${HANOI}/webhooks/${code}/rotate-secret`,
    params: { tenant_id: HANOI, code },
    token: DEMO_KEYS.all,
    headers: { "idempotency-key": key },
  });

const rateCall = (body: unknown) => ({
  method: "POST",
  path: RATE_PATH,
  params: { tenant_id: HANOI, booking_id: BOOKING, room_id: FUTURE_ROOM },
  token: DEMO_KEYS.all,
  body: JSON.stringify(body),
});
const changeRate = (body: unknown, key: string) =>
  callRoute(changeRateRoute, { ...rateCall(body), headers: { "content-type": "application/json", "idempotency-key": key } });

const storedBodies = async () =>
  (await queryRows<{ response_body: string | null }>(testDb.db(), sql`select response_body from idempotency_keys`)).map(
    (row) => row.response_body,
  );

/** The credential id the API wrapper gives the demo's all-scopes key. */
const demoCredential = sql`(select 'api_key:' || id::text from api_keys where name = 'channel-partner (all scopes)')`;

describe("Idempotency-Key records", () => {
  it("keep no webhook secret in plaintext from a registration or a rotation, and the replays still give the secret", async () => {
    const first = await register("hook-1");
    expect(first.status).toBe(200);
    expect(first.body.data.secret).toMatch(/^whsec_/);
    const rotated = await rotate(first.body.data.code, "rotate-1");
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);

    const bodies = await storedBodies();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body).toMatch(/^enc:v2:[\w-]{12}:/);
      expect(body).not.toContain("whsec_");
      expect(body).not.toContain("partner.example");
    }

    const replay = await register("hook-1");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    const rotatedReplay = await rotate(first.body.data.code, "rotate-1");
    expect(rotatedReplay.text).toBe(rotated.text);
  });

  it("do not open a kept answer copied onto another credential's key", async () => {
    const mine = await register("hook-2");
    expect(mine.status).toBe(200);
    const other = await createApiKey(testDb.db(), { name: "Second partner", scopes: ["webhooks:write"], properties: [HANOI] });
    // Someone with write access to the table gives the other key a copy of the first answer.
    await testDb.db().execute(sql`
      insert into idempotency_keys (credential_id, key, request_hash, state, response_status, response_body, expires_at)
      select 'api_key:' || k.id::text, 'hook-2', i.request_hash, 'completed', 200, i.response_body, i.expires_at
      from idempotency_keys i, api_keys k where i.key = 'hook-2' and k.name = 'Second partner'`);

    const answer = await register("hook-2", other.key);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, code: "IDEMPOTENCY_KEY_ANSWER_LOST" });
    expect(answer.text).not.toContain("whsec_");
  });

  it("still replay, byte for byte, an answer kept in plaintext before encryption", async () => {
    // An answer of the shape a rate change gives (the booking), kept as it was written.
    const booking = await callRoute(bookingDetailRoute, {
      path: `/api/v1/properties/${HANOI}/bookings/${BOOKING}`,
      params: { tenant_id: HANOI, booking_id: BOOKING },
      token: DEMO_KEYS.all,
    });
    const kept = booking.text;
    const requestHash = fingerprint(["POST", RATE_PATH, new TextEncoder().encode(JSON.stringify(lowerOneNight))]);
    await testDb.db().execute(sql`
      insert into idempotency_keys (credential_id, key, request_hash, state, response_status, response_body, expires_at)
      values (${demoCredential}, 'rate-old', ${requestHash}, 'completed', 200, ${kept}, now() + interval '1 hour')`);
    const replay = await changeRate(lowerOneNight, "rate-old");
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(kept);
    expect(await outboxEvents(testDb.db())).toHaveLength(0);
  });

  it("treat a key past its 24 hours as a new key: the request runs again and another body is not refused", async () => {
    expect((await changeRate(lowerOneNight, "rate-day")).status).toBe(200);
    const [kept] = await queryRows<{ hours: number }>(
      testDb.db(),
      sql`select extract(epoch from expires_at - created_at)::int / 3600 as hours from idempotency_keys where key = 'rate-day'`,
    );
    expect(kept!.hours).toBe(24);

    // The night changes again without a key; a day later the first request is retried.
    const withoutKey = { ...lowerOneNight, days_breakdown: [{ day: "2026-03-16", price: 2100000 }] };
    expect((await callRoute(changeRateRoute, { ...rateCall(withoutKey), headers: { "content-type": "application/json" } })).status).toBe(
      200,
    );
    await testDb.db().execute(sql`update idempotency_keys set created_at = created_at - interval '24 hours 1 second',
      expires_at = expires_at - interval '24 hours 1 second' where key = 'rate-day'`);
    const again = await changeRate(lowerOneNight, "rate-day");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.data.amount).toBe(2400000 + 2000000 + 2500000);
    expect(await outboxEvents(testDb.db())).toHaveLength(3);

    await testDb.db().execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = 'rate-day'`);
    const otherBody = await changeRate({ price_per_night: 1000000 }, "rate-day");
    expect(otherBody.status).toBe(200);
    expect(otherBody.body.data.amount).toBe(3000000);
  });

  it("past 24 hours are purged in batches by the retention job, and live ones are kept", async () => {
    await testDb.db().execute(sql`
      insert into idempotency_keys (credential_id, key, request_hash, state, response_status, response_body, created_at, expires_at)
      select ${demoCredential}, 'old-' || n, 'hash', 'completed', 200, 'enc:v1:x', now() - interval '25 hours', now() - interval '1 hour'
      from generate_series(1, 5) as n`);
    expect((await changeRate(lowerOneNight, "live")).status).toBe(200);

    expect(await purgeExpiredIdempotencyKeys({ db: testDb.db(), batchSize: 2 })).toBe(5);
    expect(await queryRows(testDb.db(), sql`select key from idempotency_keys`)).toEqual([{ key: "live" }]);
    const replay = await changeRate(lowerOneNight, "live");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });
});
