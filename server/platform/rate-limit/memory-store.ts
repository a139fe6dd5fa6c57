import { takeToken, type BucketDecision, type BucketPolicy, type RateLimitStore } from "./token-bucket";

/**
 * Buckets in this process's memory: right for one instance. Several instances need the
 * Redis store, or each would grant the full rate.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, { tokens: number; updatedMs: number }>();
  private lastSweepMs = 0;

  async take(key: string, policy: BucketPolicy, nowMs: number, cost = 1): Promise<BucketDecision> {
    this.sweep(policy, nowMs);
    const { state, decision } = takeToken(this.buckets.get(key), policy, nowMs, cost);
    this.buckets.set(key, state);
    return decision;
  }

  /** Forgets buckets that have been full for a while, so idle credentials cost no memory. */
  private sweep(policy: BucketPolicy, nowMs: number): void {
    if (nowMs - this.lastSweepMs < 60_000) return;
    this.lastSweepMs = nowMs;
    const fullAfterMs = (policy.capacity / policy.refillPerSecond) * 1000;
    for (const [key, state] of this.buckets) {
      if (nowMs - state.updatedMs > fullAfterMs) this.buckets.delete(key);
    }
  }
}
