import type { AuthContext } from "@/server/platform/auth/auth-context";
import { MemoryRateLimitStore } from "./memory-store";
import type { BucketDecision, BucketPolicy, RateLimitStore } from "./token-bucket";
import { rateLimitRefusals } from "@/server/platform/metrics/work-metrics";

export interface RateLimitOutcome {
  decision: BucketDecision;
  policy: BucketPolicy;
}

/**
 * Policies by kind of credential, from the environment (docs/deploy.md lists them). A partner
 * key (or a desk session) gets a sustained rate with room for bursts; a guest's check-in link,
 * used by one phone, far less.
 */
function policyFor(kind: AuthContext["credential"]["kind"]): BucketPolicy {
  const env = process.env;
  return kind === "checkin_token"
    ? { capacity: Number(env.RATE_LIMIT_CHECKIN_BURST ?? 60), refillPerSecond: Number(env.RATE_LIMIT_CHECKIN_PER_SECOND ?? 2) }
    : { capacity: Number(env.RATE_LIMIT_API_KEY_BURST ?? 200), refillPerSecond: Number(env.RATE_LIMIT_API_KEY_PER_SECOND ?? 50) };
}

const holder = globalThis as typeof globalThis & { __lodgingRateLimitStore?: Promise<RateLimitStore> };

/**
 * Redis when REDIS_URL is set (shared by every instance), this process's memory otherwise.
 * Without an offline queue and with a short command timeout, a Redis that is down or stalled
 * fails a request's take at once, and the store falls back to its own buckets (redis-store.ts).
 */
function store(): Promise<RateLimitStore> {
  holder.__lodgingRateLimitStore ??= (async () => {
    const url = process.env.REDIS_URL;
    if (!url) return new MemoryRateLimitStore();
    const { Redis } = await import("ioredis");
    const { RedisRateLimitStore } = await import("./redis-store");
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false, commandTimeout: 500 });
    // ioredis reports every failed reconnect as an "error" event; the store logs the outage once.
    redis.on("error", () => undefined);
    return new RedisRateLimitStore(redis);
  })();
  return holder.__lodgingRateLimitStore;
}

/** Tests swap the store (a fresh memory store, or Redis). */
export function setRateLimitStore(next: RateLimitStore | undefined): void {
  holder.__lodgingRateLimitStore = next ? Promise.resolve(next) : undefined;
}

/**
 * Takes the request's cost in tokens (request-cost.ts) from the credential's bucket and says
 * whether it was allowed (the route wrapper refuses it with RATE_LIMITED and the headers say
 * when to retry). Undefined when limits are off (RATE_LIMIT_DISABLED=true, for load benchmarks only).
 */
export async function limitCredential(ctx: AuthContext, cost = 1, nowMs = Date.now()): Promise<RateLimitOutcome | undefined> {
  if (process.env.RATE_LIMIT_DISABLED === "true") return undefined;
  const policy = policyFor(ctx.credential.kind);
  const decision = await (await store()).take(`${ctx.credential.kind}:${ctx.credential.id}`, policy, nowMs, cost);
  if (!decision.allowed) rateLimitRefusals.inc({ bucket: ctx.credential.kind });
  return { decision, policy };
}

/**
 * Takes one request from any named bucket (not a credential's: a public lookup by client), in
 * the same store. Undefined when limits are off.
 */
export async function limitKey(key: string, policy: BucketPolicy, nowMs = Date.now()): Promise<RateLimitOutcome | undefined> {
  if (process.env.RATE_LIMIT_DISABLED === "true") return undefined;
  const decision = await (await store()).take(key, policy, nowMs);
  if (!decision.allowed) rateLimitRefusals.inc({ bucket: bucketKind(key) });
  return { decision, policy };
}

/**
 * The bucket's kind for the metrics: the key's first two parts when they are words
 * (`short_link:client:<address>` counts as short_link_client), never the client or id after them.
 */
function bucketKind(key: string): string {
  const [area, kind] = key.split(":");
  return area && kind && /^[a-z_]+$/.test(area) && /^[a-z_]+$/.test(kind) ? `${area}_${kind}` : "other";
}

/** RateLimit-* headers (IETF draft), counted in tokens, and, on a refusal, Retry-After. */
export function rateLimitHeaders({ policy, decision }: RateLimitOutcome): Record<string, string> {
  const headers: Record<string, string> = {
    "ratelimit-limit": String(policy.capacity),
    "ratelimit-remaining": String(decision.remaining),
    "ratelimit-reset": String(decision.resetSeconds),
    "ratelimit-policy": `${policy.capacity};w=${Math.ceil(policy.capacity / policy.refillPerSecond)}`,
  };
  if (!decision.allowed) headers["retry-after"] = String(decision.retryAfterSeconds);
  return headers;
}
