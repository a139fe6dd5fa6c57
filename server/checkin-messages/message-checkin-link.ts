import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { hashShortLinkId, SHORT_ID_ALPHABET, SHORT_ID_LENGTH, signCheckinToken } from "@/server/platform/auth/checkin-tokens";
import type { Transaction } from "@/server/platform/db/database";
import { checkinLinks, checkinMessages } from "@/server/platform/db/schema";
import { appSecret } from "@/server/platform/security/app-secret";
import { hmacSha256 } from "@/server/platform/security/hmac";
import { checkinLinkExpiry } from "@/server/domain/checkin-link-lifetime";

/** Who made the links the e-mails carry (checkin_links.createdBy): no API key and no staff member, so no minter can lose its right. */
const MESSAGE_LINK_MINTER = "system:checkin_messages";

export interface MessageCheckinLink {
  linkId: string;
  token: string;
  shortId: string;
  expiresAt: Temporal.Instant;
}

/**
 * The check-in link of one message: made the first time the message is sent, found again on
 * its retries (the row's `checkinLinkId`), so every copy of one message carries the same link.
 * The short id is not kept anywhere (the link's row has only its HMAC, as every short id):
 * it is derived from the message's id under the app's secret, so a retry can write it again.
 * It works until the end of the check-out day at the property, never more than 30 days, as the
 * desk's links, and like theirs it shows the guest the ID photos it uploads (the app itself minted
 * it for the booking's own address: no partner lacking guests:documents stands behind it). Undefined when the check-out day is over: no link would work.
 * Runs in the sender's transaction, which holds the booking's lock.
 */
export async function messageCheckinLink(
  tx: Transaction,
  message: { id: string; checkinLinkId: string | null },
  booking: { id: string; propertyId: string; checkoutDate: string; timezone: string },
  now: Temporal.Instant,
): Promise<MessageCheckinLink | undefined> {
  const shortId = messageShortId(message.id);
  if (message.checkinLinkId) {
    const [link] = await tx.select().from(checkinLinks).where(eq(checkinLinks.id, message.checkinLinkId));
    if (
      link &&
      link.revokedAt === null &&
      link.expiresAt.getTime() > now.epochMilliseconds &&
      link.shortIdHash === hashShortLinkId(shortId)
    ) {
      const expiresAt = Temporal.Instant.fromEpochMilliseconds(link.expiresAt.getTime());
      return {
        linkId: link.id,
        shortId,
        expiresAt,
        token: signCheckinToken({ linkId: link.id, propertyId: link.propertyId, expiresAt: expiresAt.epochMilliseconds / 1000 }),
      };
    }
    // Revoked or run out since (the desk revoked the booking's links): a new one, under a new short id.
    return mintLink(tx, message, booking, now, messageShortId(`${message.id}:${now.epochMilliseconds}`));
  }
  return mintLink(tx, message, booking, now, shortId);
}

async function mintLink(
  tx: Transaction,
  message: { id: string },
  booking: { id: string; propertyId: string; checkoutDate: string; timezone: string },
  now: Temporal.Instant,
  shortId: string,
): Promise<MessageCheckinLink | undefined> {
  const createdAt = Temporal.Instant.fromEpochMilliseconds(Math.floor(now.epochMilliseconds / 1000) * 1000);
  const expiresAt = checkinLinkExpiry(createdAt, booking.checkoutDate, booking.timezone);
  if (!expiresAt) return undefined;
  const [link] = await tx
    .insert(checkinLinks)
    .values({
      propertyId: booking.propertyId,
      bookingId: booking.id,
      createdBy: MESSAGE_LINK_MINTER,
      createdByName: "online check-in e-mail",
      seesOwnUploads: true,
      shortIdHash: hashShortLinkId(shortId),
      expiresAt: new Date(expiresAt.epochMilliseconds),
      createdAt: new Date(createdAt.epochMilliseconds),
    })
    .returning({ id: checkinLinks.id });
  await tx.update(checkinMessages).set({ checkinLinkId: link!.id }).where(eq(checkinMessages.id, message.id));
  return {
    linkId: link!.id,
    shortId,
    expiresAt,
    token: signCheckinToken({ linkId: link!.id, propertyId: booking.propertyId, expiresAt: expiresAt.epochMilliseconds / 1000 }),
  };
}

/** 12 characters of the short-link alphabet from an HMAC of `seed` (60 bits, as a random short id has). */
function messageShortId(seed: string): string {
  const digest = hmacSha256(appSecret("checkin-message-short-ids"), seed);
  let bits = 0n;
  for (const byte of digest.subarray(0, 8)) bits = (bits << 8n) | BigInt(byte);
  let id = "";
  for (let index = 0; index < SHORT_ID_LENGTH; index++) id += SHORT_ID_ALPHABET[Number((bits >> BigInt(5 * index)) & 31n)];
  return id;
}
