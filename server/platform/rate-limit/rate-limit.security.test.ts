import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { logger } from "@/server/platform/observability/logger";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { setRateLimitStore } from "./limit-credential";
import { RedisRateLimitStore } from "./redis-store";

// A rate limit that opens when its store fails hands an attacker the outage: knock Redis over
// (or wait for it to fall) and the API has no limit. These tests take Redis away and bring it back.

const testDb = setUpTestDatabase();
const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const POLICY = { capacity: 3, refillPerSecond: 0.01 };

/** A client of a Redis that cannot be reached (nothing listens on port 1): every command fails. */
function unreachableRedis(): Redis {
  const redis = new Redis("redis://127.0.0.1:1", {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  redis.on("error", () => undefined);
  return redis;
}

let warnings: string[] = [];
let notes: string[] = [];
beforeEach(() => {
  warnings = [];
  notes = [];
  vi.spyOn(logger, "warn").mockImplementation(((_fields: unknown, message: string) => void warnings.push(message)) as typeof logger.warn);
  vi.spyOn(logger, "info").mockImplementation(((_fields: unknown, message: string) => void notes.push(message)) as typeof logger.info);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  process.env.RATE_LIMIT_DISABLED = "true";
  setRateLimitStore(undefined);
});

describe("rate limits when Redis is down", () => {
  it("answers 429 to a key that floods the API while Redis cannot be reached (no fail-open)", async () => {
    await loadDemo(testDb.db());
    process.env.RATE_LIMIT_DISABLED = "false";
    process.env.RATE_LIMIT_API_KEY_BURST = "3";
    process.env.RATE_LIMIT_API_KEY_PER_SECOND = "0.01";
    const redis = unreachableRedis();
    setRateLimitStore(new RedisRateLimitStore(redis));
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const answer = await callRoute(bookingDetailRoute, {
          path: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ",
          params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ" },
          token: DEMO_KEYS.all,
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect(answer.body.code).toBe("RATE_LIMITED");
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      redis.disconnect();
      setRateLimitStore(undefined);
      process.env.RATE_LIMIT_DISABLED = "true";
    }
  });

  it("logs the outage once, not once per request (a flood must not flood the log too)", async () => {
    const redis = unreachableRedis();
    try {
      const store = new RedisRateLimitStore(redis);
      for (let i = 0; i < 20; i++) await store.take(`flood:${i % 4}`, POLICY, Date.now());
      expect(warnings).toEqual([expect.stringContaining("rate limit store unavailable")]);
    } finally {
      redis.disconnect();
    }
  });

  it("goes back to the shared Redis bucket once Redis answers again, and says so once", async () => {
    const relay = await redisRelay();
    const redis = new Redis(relay.port, "127.0.0.1", { maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => 20 });
    redis.on("error", () => undefined);
    const observer = new Redis(url, { maxRetriesPerRequest: 1 });
    const key = `recovery:${process.pid}:${Date.now()}`;
    const tokensInRedis = async () => Number(await observer.hget(`ratelimit:${key}`, "tokens"));
    try {
      await waitUntil(() => redis.status === "ready");
      const store = new RedisRateLimitStore(redis);
      expect((await store.take(key, POLICY, Date.now())).remaining).toBe(2);
      expect(await tokensInRedis()).toBeCloseTo(2, 1);

      await relay.cut(); // Redis goes away
      await waitUntil(() => redis.status !== "ready");
      const during = [await store.take(key, POLICY, Date.now()), await store.take(key, POLICY, Date.now())];
      expect(during.map((d) => d.remaining)).toEqual([2, 1]); // this instance's own bucket
      expect(await tokensInRedis()).toBeCloseTo(2, 1);

      await relay.restore(); // and comes back: ioredis reconnects by itself
      await waitUntil(() => redis.status === "ready");
      const after = await store.take(key, POLICY, Date.now());
      expect(after.remaining).toBe(1); // the shared bucket again, where it was left
      expect(await tokensInRedis()).toBeCloseTo(1, 1);
      expect(warnings).toEqual([expect.stringContaining("rate limit store unavailable")]);
      expect(notes).toEqual(["rate limit store available again"]);
    } finally {
      redis.disconnect();
      await observer.del(`ratelimit:${key}`);
      observer.disconnect();
      await relay.cut();
    }
  });
});

/** A TCP relay in front of Redis that a test can cut and restore, as a network outage would. */
async function redisRelay(): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void> }> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    restore: async () => void (await listen(port)),
  };
}

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}
