import { Temporal } from "temporal-polyfill";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import { CLOSED_BOOKING_STATUSES } from "@/server/platform/auth/checkin-token-context";
import { hashShortLinkId, newShortLinkId, signCheckinToken } from "@/server/platform/auth/checkin-tokens";
import type { Database } from "@/server/platform/db/database";
import { checkinLinks } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { currentInstant } from "@/server/domain/clock";
import { checkinLinkExpiry } from "@/server/domain/checkin-link-lifetime";
import { credentialLabel } from "@/server/documents/identity-image-grant";
import { ValidationError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { lockBooking } from "@/server/bookings/lock-booking";

/**
 * A check-in link for a guest (decisions.md), recorded so it can be revoked: a signed token
 * naming the new `checkin_links` row. It works until the end of the booking's check-out day
 * at the property, and never more than 30 days. It may see the ID photos it uploads only if
 * the minting credential holds guests:documents. `origin` is where the guest pages live.
 * It also gets a short id (60 random bits), whose `/c/<short id>` URL the desk's QR code carries.
 */
export async function createCheckinLink({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; origin: string };
}) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    // Locked, so a link is never made for a booking being cancelled at this moment, and a
    // revocation of the booking's links runs wholly before or after this link exists.
    const { target: booking } = await lockBooking(tx, property.id, input.bookingCode);
    if (CLOSED_BOOKING_STATUSES.includes(booking.status)) {
      throw ValidationError.field("booking_id", `The booking is ${booking.status}: a check-in link would not work.`);
    }
    // Whole seconds, so the row and the token's claim name the same instant.
    const now = Temporal.Instant.fromEpochMilliseconds(Math.floor(currentInstant().epochMilliseconds / 1000) * 1000);
    const expiresAt = checkinLinkExpiry(now, booking.checkoutDate, property.timezone);
    if (!expiresAt) {
      throw ValidationError.field("booking_id", "The booking's check-out day is over: a check-in link would not work.");
    }

    // The short id exists only here and in the answer: the row keeps its HMAC.
    const shortId = newShortLinkId();
    const [link] = await tx
      .insert(checkinLinks)
      .values({
        propertyId: property.id,
        bookingId: booking.id,
        createdBy: credentialLabel(ctx),
        mintedByApiKeyId: ctx.credential.kind === "api_key" ? ctx.credential.id : null,
        mintedByStaffUserId: ctx.credential.kind === "desk_session" ? ctx.credential.staffUserId : null,
        createdByName: ctx.credential.name,
        seesOwnUploads: ctx.scopes.has("guests:documents"),
        shortIdHash: hashShortLinkId(shortId),
        expiresAt: new Date(expiresAt.epochMilliseconds),
        createdAt: new Date(now.epochMilliseconds),
      })
      .returning({ id: checkinLinks.id });
    const token = signCheckinToken({ linkId: link!.id, propertyId: property.id, expiresAt: expiresAt.epochMilliseconds / 1000 });
    return {
      url: `${input.origin}/checkin/${encodeURIComponent(token)}`,
      /** For the QR code: resolved by GET /c/<short id> (resolve-short-link.ts). */
      short_url: `${input.origin}/c/${shortId}`,
      token,
      expires_at: expiresAt.toString(),
    };
  });
}
