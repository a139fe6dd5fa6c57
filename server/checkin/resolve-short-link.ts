import { and, eq, gt, isNull } from "drizzle-orm";
import { hashShortLinkId, parseShortLinkId, signCheckinToken } from "@/server/platform/auth/checkin-tokens";
import { getDb } from "@/server/platform/db/client";
import type { Queryable } from "@/server/platform/db/database";
import { apiKeys, checkinLinks } from "@/server/platform/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { limitShortLinkLookup } from "./short-link-rate";

// `/c/<short id>`, the URL the desk's QR code carries: the link's row is found by the HMAC of its
// short id and the guest is sent on with the token made again from the row (the same HMAC over
// its id, property and expiry as when it was minted). Whatever is wrong with the id (malformed,
// unknown, revoked, expired, its minting key revoked), the answer is the same, so the lookup
// tells nothing about which ids exist.

export type ShortLinkOutcome = { token: string } | { invalid: true } | { retryAfterSeconds: number };

export async function resolveShortLink({
  db: given,
  shortId,
  client,
}: {
  db?: Queryable;
  shortId: string;
  client: string | null;
}): Promise<ShortLinkOutcome> {
  const id = parseShortLinkId(shortId);
  const idHash = id === undefined ? undefined : hashShortLinkId(id);
  const refused = await limitShortLinkLookup({ client, idHash });
  if (refused) return refused;
  if (idHash === undefined) return { invalid: true };

  const db = given ?? (await getDb());
  const [link] = await db
    .select({
      id: checkinLinks.id,
      propertyId: checkinLinks.propertyId,
      expiresAt: checkinLinks.expiresAt,
      minterRevokedAt: apiKeys.revokedAt,
    })
    .from(checkinLinks)
    .leftJoin(apiKeys, eq(apiKeys.id, checkinLinks.mintedByApiKeyId))
    .where(
      and(
        eq(checkinLinks.shortIdHash, idHash),
        isNull(checkinLinks.revokedAt),
        gt(checkinLinks.expiresAt, new Date(currentInstant().epochMilliseconds)),
      ),
    )
    .limit(1);
  if (!link || link.minterRevokedAt !== null) return { invalid: true };
  return {
    token: signCheckinToken({ linkId: link.id, propertyId: link.propertyId, expiresAt: Math.floor(link.expiresAt.getTime() / 1000) }),
  };
}
