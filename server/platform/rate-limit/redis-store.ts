import type { Redis } from "ioredis";
import { logger } from "@/server/platform/observability/logger";
import { MemoryRateLimitStore } from "./memory-store";
import { payableCost, type BucketDecision, type BucketPolicy, type RateLimitStore } from "./token-bucket";

// The same arithmetic as takeToken, run atomically inside Redis so that every app instance
// draws from one bucket per credential. The key expires once the bucket would be full.
const TAKE_TOKEN_LUA = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = capacity
if state[1] then
  local elapsed = math.max(0, now - tonumber(state[2])) / 1000
  tokens = math.min(capacity, tonumber(state[1]) + elapsed * refill)
end
local allowed = 0
if tokens >= cost then
  allowed = 1
  tokens = tokens - cost
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / refill * 1000) + 1000)
return {allowed, tostring(tokens)}
`;

/**
 * Buckets in Redis, shared by every instance. While Redis cannot answer, requests draw from
 * this instance's own buckets instead: a limiter that let everything through would hand an
 * attacker the outage. Each instance then grants the full rate (N instances, N times the
 * rate) until Redis answers again, which is the next request after ioredis reconnects.
 * The outage is logged when it starts and when it ends, not once per request.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback = new MemoryRateLimitStore();
  private outageSince: number | undefined;

  constructor(private readonly redis: Redis) {}

  async take(key: string, policy: BucketPolicy, nowMs: number, cost = 1): Promise<BucketDecision> {
    const price = payableCost(cost, policy);
    let reply: [number, string];
    try {
      reply = (await this.redis.eval(TAKE_TOKEN_LUA, 1, `ratelimit:${key}`, policy.capacity, policy.refillPerSecond, nowMs, price)) as [
        number,
        string,
      ];
    } catch (error) {
      if (this.outageSince === undefined) {
        this.outageSince = Date.now();
        logger.warn(
          { error: (error as Error).message },
          "rate limit store unavailable; limiting with this instance's own buckets until it answers",
        );
      }
      return this.fallback.take(key, policy, nowMs, price);
    }
    if (this.outageSince !== undefined) {
      logger.info({ outage_ms: Date.now() - this.outageSince }, "rate limit store available again");
      this.outageSince = undefined;
    }
    const [allowed, tokensText] = reply;
    const tokens = Number(tokensText);
    return {
      allowed: allowed === 1,
      remaining: Math.floor(tokens),
      resetSeconds: Math.ceil((policy.capacity - tokens) / policy.refillPerSecond),
      retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil((price - tokens) / policy.refillPerSecond)),
    };
  }
}
