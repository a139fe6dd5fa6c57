// A token bucket per credential: `capacity` requests at once, refilled at `refillPerSecond`.
// Bursts are allowed up to the capacity, and the sustained rate is the refill rate, which is
// what partners expect from Mews or Apaleo style limits. Stores keep only two numbers per key.

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
  /** Seconds until one token is available (Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  take(key: string, policy: BucketPolicy, nowMs: number): Promise<BucketDecision>;
}

/** The arithmetic both stores share (the Redis store runs the same steps in Lua). */
export function takeToken(
  state: { tokens: number; updatedMs: number } | undefined,
  policy: BucketPolicy,
  nowMs: number,
): { state: { tokens: number; updatedMs: number }; decision: BucketDecision } {
  const elapsedSeconds = state ? Math.max(0, nowMs - state.updatedMs) / 1000 : 0;
  const available = state ? Math.min(policy.capacity, state.tokens + elapsedSeconds * policy.refillPerSecond) : policy.capacity;
  const allowed = available >= 1;
  const tokens = allowed ? available - 1 : available;
  return {
    state: { tokens, updatedMs: nowMs },
    decision: {
      allowed,
      remaining: Math.floor(tokens),
      resetSeconds: Math.ceil((policy.capacity - tokens) / policy.refillPerSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / policy.refillPerSecond)),
    },
  };
}
