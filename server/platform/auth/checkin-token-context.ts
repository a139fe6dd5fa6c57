import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { apiKeys, bookings, checkinLinks, staffMemberships } from "@/server/platform/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { CheckinLinkExpiredError, UnauthenticatedError } from "@/server/domain/errors";
import type { AuthContext, CheckinLinkCredential } from "./auth-context";
import { verifyCheckinToken } from "./checkin-tokens";

/** Bookings whose guests have nothing left to register: their links answer 410, not 401. */
export const CLOSED_BOOKING_STATUSES: readonly string[] = ["cancelled", "finished"];

/**
 * A guest's check-in link acts on its one booking only: read it, update it (without payments
 * and services), and read the reference lists. Routes that allow links say so (apiRoute's
 * `allowCheckinToken`); the booking verbs check the booking code (assertBookingAccess).
 *
 * The link's row is read on every request, not cached, so a revocation holds at once on every
 * instance. A link works while it is recorded, unrevoked, unexpired, and its minter still may:
 * a link made by an API key dies with the key (revoked or deleted), since it would otherwise
 * keep a revoked partner reading the booking; a link made at the desk dies with its staff user
 * (deleted with the row) and stops working while they hold no membership of the link's property
 * (someone who left could otherwise keep reading a guest's booking through a link they kept).
 * Its first working use is recorded on the row (`firstUsedAt`, the desk's "opened at").
 * It never holds guests:documents; whether it sees
 * the photos it uploads itself is on the row (identity-image-grant.ts).
 */
export async function checkinTokenContext(db: Queryable, token: string): Promise<AuthContext & { credential: CheckinLinkCredential }> {
  const claims = verifyCheckinToken(token);
  if (!claims) throw invalidLink();
  const [link] = await db
    .select({
      id: checkinLinks.id,
      seesOwnUploads: checkinLinks.seesOwnUploads,
      expiresAt: checkinLinks.expiresAt,
      revokedAt: checkinLinks.revokedAt,
      firstUsedAt: checkinLinks.firstUsedAt,
      bookingCode: bookings.code,
      bookingStatus: bookings.status,
      minterRevokedAt: apiKeys.revokedAt,
      mintedByStaffUserId: checkinLinks.mintedByStaffUserId,
      minterMemberOf: staffMemberships.propertyId,
    })
    .from(checkinLinks)
    .innerJoin(bookings, eq(bookings.id, checkinLinks.bookingId))
    .leftJoin(apiKeys, eq(apiKeys.id, checkinLinks.mintedByApiKeyId))
    .leftJoin(
      staffMemberships,
      and(eq(staffMemberships.staffUserId, checkinLinks.mintedByStaffUserId), eq(staffMemberships.propertyId, checkinLinks.propertyId)),
    )
    .where(and(eq(checkinLinks.id, claims.linkId), eq(checkinLinks.propertyId, claims.propertyId)))
    .limit(1);
  if (!link || link.revokedAt !== null || link.expiresAt.getTime() <= currentInstant().epochMilliseconds) throw invalidLink();
  const minterMayNot = link.minterRevokedAt !== null || (link.mintedByStaffUserId !== null && link.minterMemberOf === null);
  if (minterMayNot) throw invalidLink();
  if (CLOSED_BOOKING_STATUSES.includes(link.bookingStatus)) throw new CheckinLinkExpiredError();
  // The desk's "opened at": written on the link's first working use only (the page or the API),
  // so every later request stays a single read; `is null` keeps the first time when two race.
  if (link.firstUsedAt === null) {
    await db
      .update(checkinLinks)
      .set({ firstUsedAt: new Date(currentInstant().epochMilliseconds) })
      .where(and(eq(checkinLinks.id, link.id), isNull(checkinLinks.firstUsedAt)));
  }
  return {
    credential: {
      kind: "checkin_token",
      id: link.id,
      name: `check-in link ${link.bookingCode}`,
      propertyId: claims.propertyId,
      bookingCode: link.bookingCode,
      seesOwnUploads: link.seesOwnUploads,
    },
    scopes: new Set(["bookings:read", "bookings:write", "properties:read"]),
    properties: new Set([claims.propertyId]),
  };
}

function invalidLink(): UnauthenticatedError {
  return new UnauthenticatedError("This check-in link is not valid or has expired.");
}
