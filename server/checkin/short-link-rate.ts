import { limitKey } from "@/server/platform/rate-limit/limit-credential";
import type { BucketPolicy } from "@/server/platform/rate-limit/token-bucket";

// How fast `/c/<short id>` may be looked up: two buckets, one per client and one per id.
//
// Per client (its address, server/platform/http/client-address.ts): a phone scans a code a few
// times; guessing 60-bit ids at this pace is hopeless. A client the app cannot attribute has no
// bucket of its own and shares none: one shared bucket let 310 wrong ids from anyone make every
// other unattributed guest's valid scan answer 429 (issue 20, item 5).
//
// Per id (keyed by its HMAC, so the store never holds an id either): bounds a flood at one id
// from many addresses, and is the only bound on an unattributed client. Every well-formed id
// gets one, found or not: a bucket only for ids that exist would answer 429 only for them, an
// oracle. A wrong-id flood fills the buckets of the wrong ids, never a valid one's.
//
// Both follow RATE_LIMIT_DISABLED (limitKey), as every limit of the app does: it is off only for
// load benchmarks and the security reproductions, whose server runs without limits.

function env(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function clientPolicy(): BucketPolicy {
  return { capacity: env("RATE_LIMIT_SHORT_LINK_BURST", 20), refillPerSecond: env("RATE_LIMIT_SHORT_LINK_PER_SECOND", 0.2) };
}

/** A party at the desk may all scan one code, a few times each. */
function idPolicy(): BucketPolicy {
  return { capacity: env("RATE_LIMIT_SHORT_LINK_ID_BURST", 30), refillPerSecond: env("RATE_LIMIT_SHORT_LINK_ID_PER_SECOND", 0.5) };
}

/** Takes one lookup from the client's bucket, then the id's; the refusal, or undefined when allowed. */
export async function limitShortLinkLookup({
  client,
  idHash,
}: {
  client: string | null;
  idHash: string | undefined;
}): Promise<{ retryAfterSeconds: number } | undefined> {
  if (client !== null) {
    const byClient = await limitKey(`short_link:client:${client}`, clientPolicy());
    if (byClient && !byClient.decision.allowed) return { retryAfterSeconds: byClient.decision.retryAfterSeconds };
  }
  if (idHash !== undefined) {
    const byId = await limitKey(`short_link:id:${idHash}`, idPolicy());
    if (byId && !byId.decision.allowed) return { retryAfterSeconds: byId.decision.retryAfterSeconds };
  }
  return undefined;
}
