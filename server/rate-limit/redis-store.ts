import type { Redis } from "ioredis";
import { logger } from "@/server/observability/logger";
import type { BucketDecision, BucketPolicy, RateLimitStore } from "./token-bucket";

// The same arithmetic as takeToken, run atomically inside Redis so that every app instance
// draws from one bucket per credential. The key expires once the bucket would be full.
const TAKE_TOKEN_LUA = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = capacity
if state[1] then
  local elapsed = math.max(0, now - tonumber(state[2])) / 1000
  tokens = math.min(capacity, tonumber(state[1]) + elapsed * refill)
end
local allowed = 0
if tokens >= 1 then
  allowed = 1
  tokens = tokens - 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / refill * 1000) + 1000)
return {allowed, tostring(tokens)}
`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {}

  async take(key: string, policy: BucketPolicy, nowMs: number): Promise<BucketDecision> {
    try {
      const [allowed, tokensText] = (await this.redis.eval(
        TAKE_TOKEN_LUA,
        1,
        `ratelimit:${key}`,
        policy.capacity,
        policy.refillPerSecond,
        nowMs,
      )) as [number, string];
      const tokens = Number(tokensText);
      return {
        allowed: allowed === 1,
        remaining: Math.floor(tokens),
        resetSeconds: Math.ceil((policy.capacity - tokens) / policy.refillPerSecond),
        retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / policy.refillPerSecond)),
      };
    } catch (error) {
      // Redis down must not take the API down with it: let the request through and say so.
      logger.warn({ error: (error as Error).message }, "rate limit store unavailable; request allowed");
      return { allowed: true, remaining: policy.capacity, resetSeconds: 0, retryAfterSeconds: 0 };
    }
  }
}
