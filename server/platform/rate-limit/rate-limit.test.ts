import { Redis } from "ioredis";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { setRateLimitStore } from "./limit-credential";
import { MemoryRateLimitStore } from "./memory-store";
import { RedisRateLimitStore } from "./redis-store";
import { takeToken } from "./token-bucket";

const testDb = setUpTestDatabase();
const POLICY = { capacity: 3, refillPerSecond: 1 };

beforeEach(async () => {
  process.env.RATE_LIMIT_DISABLED = "false";
  process.env.RATE_LIMIT_API_KEY_BURST = "3";
  process.env.RATE_LIMIT_API_KEY_PER_SECOND = "0.01"; // one token per 100 s: no refill during a test, however slow the machine
  process.env.RATE_LIMIT_CHECKIN_BURST = "2";
  process.env.RATE_LIMIT_CHECKIN_PER_SECOND = "0.01";
  setRateLimitStore(new MemoryRateLimitStore());
  await loadDemo(testDb.db());
});

afterAll(() => {
  process.env.RATE_LIMIT_DISABLED = "true";
  setRateLimitStore(undefined);
});

const readBooking = (token: string) =>
  callRoute(bookingDetailRoute, {
    path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2",
    params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
    token,
  });

describe("token bucket", () => {
  it("allows a burst up to the capacity, then refills at the rate", () => {
    let state: Parameters<typeof takeToken>[0];
    const allowed: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const step = takeToken(state, POLICY, 1_000);
      state = step.state;
      allowed.push(step.decision.allowed);
    }
    expect(allowed).toEqual([true, true, true, false]);
    const refused = takeToken(state, POLICY, 1_000).decision;
    expect(refused.retryAfterSeconds).toBe(1);
    expect(takeToken(state, POLICY, 1_999).decision.allowed).toBe(false);
    expect(takeToken(state, POLICY, 2_000).decision.allowed).toBe(true);
    expect(takeToken(state, POLICY, 60_000).decision.remaining).toBe(2);
  });
});

describe("costs", () => {
  it("takes a request's cost; a refusal takes nothing and says when that cost is back", () => {
    const policy = { capacity: 30, refillPerSecond: 1 };
    const upload = takeToken(undefined, policy, 0, 10);
    expect(upload.decision).toMatchObject({ allowed: true, remaining: 20 });
    const search = takeToken(upload.state, policy, 0, 3);
    expect(search.decision.remaining).toBe(17);
    const drained = takeToken(takeToken(search.state, policy, 0, 10).state, policy, 0, 2).state; // 5 left
    const refused = takeToken(drained, policy, 0, 10).decision;
    expect(refused).toMatchObject({ allowed: false, remaining: 5, retryAfterSeconds: 5 });
    expect(takeToken(drained, policy, 0, 1).decision).toMatchObject({ allowed: true, remaining: 4 });
  });

  it("never asks more than the bucket holds (a bucket smaller than an upload still lets one through)", () => {
    const tiny = { capacity: 3, refillPerSecond: 1 };
    expect(takeToken(undefined, tiny, 0, 10).decision).toMatchObject({ allowed: true, remaining: 0 });
  });
});

describe("rate limits on the API", () => {
  it("answers 429 RATE_LIMITED with Retry-After and RateLimit-* headers once a key's bucket is empty", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await readBooking(DEMO_KEYS.all));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.headers.get("ratelimit-limit")).toBe("3");
    expect(answers[0]!.headers.get("ratelimit-remaining")).toBe("2");
    const refused = answers[3]!;
    // One token refills in 100 s; the requests themselves took a moment of that (seconds on a
    // loaded machine, where this once read 99), so the wait is at most 100 s, and the header says the same.
    expect(refused.body).toEqual({ success: false, code: "RATE_LIMITED", message: expect.any(String), retry_after: expect.any(Number) });
    expect(refused.body.retry_after).toBeGreaterThan(90);
    expect(refused.body.retry_after).toBeLessThanOrEqual(100);
    expect(refused.headers.get("retry-after")).toBe(String(refused.body.retry_after));
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("x-request-id")).toBeTruthy();
  });

  it("keeps one bucket per credential: another key and a check-in link are not slowed by it", async () => {
    for (let i = 0; i < 3; i++) await readBooking(DEMO_KEYS.all);
    expect((await readBooking(DEMO_KEYS.all)).status).toBe(429);
    expect((await readBooking(DEMO_KEYS.readHanoi)).status).toBe(200);

    const { token: link } = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    const guest = [await readBooking(link), await readBooking(link), await readBooking(link)];
    expect(guest.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(guest[0]!.headers.get("ratelimit-limit")).toBe("2");
  });

  it("does not count unauthenticated requests against a key", async () => {
    for (let i = 0; i < 5; i++) expect((await readBooking("lpk_not_a_key")).status).toBe(401);
    expect((await readBooking(DEMO_KEYS.all)).status).toBe(200);
  });
});

describe("Redis store (REDIS_URL)", () => {
  const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

  it("shares one bucket between instances, atomically", async () => {
    // Two app instances = two connections to the same Redis.
    const first = new Redis(url, { maxRetriesPerRequest: 1 });
    const second = new Redis(url, { maxRetriesPerRequest: 1 });
    try {
      const key = `test:${process.pid}:${Date.now()}`;
      const stores = [new RedisRateLimitStore(first), new RedisRateLimitStore(second)];
      const now = Date.now();
      const decisions = await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % 2]!.take(key, POLICY, now)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
      const later = await stores[0]!.take(key, POLICY, now + 1_000);
      expect(later.allowed).toBe(true);
      expect(await first.pttl(`ratelimit:${key}`)).toBeGreaterThan(0);
    } finally {
      first.disconnect();
      second.disconnect();
    }
  });

  it("takes a request's cost atomically, as the memory store does", async () => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    try {
      const key = `cost:${process.pid}:${Date.now()}`;
      const store = new RedisRateLimitStore(redis);
      const policy = { capacity: 30, refillPerSecond: 0.01 };
      const now = Date.now();
      const decisions = [
        await store.take(key, policy, now, 10),
        await store.take(key, policy, now, 10),
        await store.take(key, policy, now, 3),
      ];
      expect(decisions.map((d) => d.remaining)).toEqual([20, 10, 7]);
      const refused = await store.take(key, policy, now, 10);
      expect(refused).toMatchObject({ allowed: false, remaining: 7, retryAfterSeconds: 300 });
      await redis.del(`ratelimit:${key}`);
    } finally {
      redis.disconnect();
    }
  });

  it("still limits (fails safe, with this instance's buckets) when Redis cannot be reached", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on("error", () => undefined);
    try {
      const store = new RedisRateLimitStore(down);
      const now = Date.now();
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await store.take("any", POLICY, now));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions[3]!.retryAfterSeconds).toBe(1);
    } finally {
      down.disconnect();
    }
  });
});
