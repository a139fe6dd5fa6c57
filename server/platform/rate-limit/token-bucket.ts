// A token bucket per credential: `capacity` tokens at once, refilled at `refillPerSecond`. A
// request takes its cost in tokens (request-cost.ts: a read 1, an upload 10). Bursts are allowed
// up to the capacity, and the sustained rate is the refill rate, which is what partners expect
// from Mews or Apaleo style limits. Stores keep only two numbers per key.

export interface BucketPolicy {
  capacity: number;
  refillPerSecond: number;
}

export interface BucketDecision {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until the bucket is full again (RateLimit-Reset). */
  resetSeconds: number;
  /** Seconds until this request's cost is available again (Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Takes `cost` tokens (at most the capacity) when the bucket holds them, none otherwise. */
  take(key: string, policy: BucketPolicy, nowMs: number, cost?: number): Promise<BucketDecision>;
}

/** The arithmetic both stores share (the Redis store runs the same steps in Lua). */
export function takeToken(
  state: { tokens: number; updatedMs: number } | undefined,
  policy: BucketPolicy,
  nowMs: number,
  cost = 1,
): { state: { tokens: number; updatedMs: number }; decision: BucketDecision } {
  const elapsedSeconds = state ? Math.max(0, nowMs - state.updatedMs) / 1000 : 0;
  const available = state ? Math.min(policy.capacity, state.tokens + elapsedSeconds * policy.refillPerSecond) : policy.capacity;
  const price = payableCost(cost, policy);
  const allowed = available >= price;
  const tokens = allowed ? available - price : available;
  return {
    state: { tokens, updatedMs: nowMs },
    decision: {
      allowed,
      remaining: Math.floor(tokens),
      resetSeconds: Math.ceil((policy.capacity - tokens) / policy.refillPerSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((price - tokens) / policy.refillPerSecond)),
    },
  };
}

/**
 * A cost never above the capacity: a bucket configured smaller than an upload's cost (a tiny
 * RATE_LIMIT_*_BURST) would otherwise refuse every upload forever instead of one per refill.
 */
export function payableCost(cost: number, policy: BucketPolicy): number {
  return Math.max(0, Math.min(cost, policy.capacity));
}
