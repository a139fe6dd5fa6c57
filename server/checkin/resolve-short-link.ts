import { and, eq, gt, isNull } from "drizzle-orm";
import { parseShortLinkId, signCheckinToken } from "@/server/platform/auth/checkin-tokens";
import { getDb } from "@/server/platform/db/client";
import type { Queryable } from "@/server/platform/db/database";
import { apiKeys, checkinLinks } from "@/server/platform/db/schema";
import { limitKey } from "@/server/platform/rate-limit/limit-credential";
import type { BucketPolicy } from "@/server/platform/rate-limit/token-bucket";
import { currentInstant } from "@/server/domain/clock";

// `/c/<short id>`, the URL the desk's QR code carries: the link's row is found by its short id
// and the guest is sent on to `/checkin/<token>`, the token made again from the row (the same
// HMAC over its id, property and expiry as when it was minted). Whatever is wrong with the id
// (malformed, unknown, revoked, expired, its minting key revoked), the answer is the same, so the
// lookup tells nothing about which ids exist.

export type ShortLinkOutcome = { token: string } | { invalid: true } | { retryAfterSeconds: number };

/**
 * Per client: a phone scans a code a few times; guessing 60-bit ids at this pace is hopeless.
 * A client the app cannot name (client-address.ts) shares one larger bucket with the others.
 */
function policyFor(knownClient: boolean): BucketPolicy {
  const env = process.env;
  return knownClient
    ? { capacity: Number(env.RATE_LIMIT_SHORT_LINK_BURST ?? 20), refillPerSecond: Number(env.RATE_LIMIT_SHORT_LINK_PER_SECOND ?? 0.2) }
    : { capacity: 300, refillPerSecond: 5 };
}

export async function resolveShortLink({
  db: given,
  shortId,
  client,
}: {
  db?: Queryable;
  shortId: string;
  client: string | null;
}): Promise<ShortLinkOutcome> {
  const limit = await limitKey(`short_link:${client ?? "unattributed"}`, policyFor(client !== null));
  if (limit && !limit.decision.allowed) return { retryAfterSeconds: limit.decision.retryAfterSeconds };

  const id = parseShortLinkId(shortId);
  if (!id) return { invalid: true };
  const db = given ?? (await getDb());
  const [link] = await db
    .select({ id: checkinLinks.id, propertyId: checkinLinks.propertyId, expiresAt: checkinLinks.expiresAt, minterRevokedAt: apiKeys.revokedAt })
    .from(checkinLinks)
    .leftJoin(apiKeys, eq(apiKeys.id, checkinLinks.mintedByApiKeyId))
    .where(and(eq(checkinLinks.shortId, id), isNull(checkinLinks.revokedAt), gt(checkinLinks.expiresAt, new Date(currentInstant().epochMilliseconds))))
    .limit(1);
  if (!link || link.minterRevokedAt !== null) return { invalid: true };
  return { token: signCheckinToken({ linkId: link.id, propertyId: link.propertyId, expiresAt: Math.floor(link.expiresAt.getTime() / 1000) }) };
}
