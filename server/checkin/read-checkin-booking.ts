import { and, eq } from "drizzle-orm";
import { checkinTokenContext } from "@/server/platform/auth/checkin-token-context";
import { genuineCheckinTokenClaims, verifyCheckinToken, type CheckinTokenClaims } from "@/server/platform/auth/checkin-tokens";
import { getDb } from "@/server/platform/db/client";
import type { Queryable } from "@/server/platform/db/database";
import { bookings, checkinLinks } from "@/server/platform/db/schema";
import { CheckinLinkExpiredError, NotFoundError, UnauthenticatedError } from "@/server/domain/errors";
import { buildCheckinBooking } from "./build-checkin-booking";
import type { CheckinBooking } from "./checkin-booking";

/**
 * What the guest page can show for a token: the booking, or why not, in one sentence.
 * `invalid`: not a link this app made (tampered, unknown); `expired`: a link this app made and
 * recorded that ended (its time is over, or it was revoked, or its key was): ask the desk for a
 * new one; `cancelled` / `finished`: the booking is over (the API's 410 CHECKIN_LINK_EXPIRED).
 * Only a holder of a genuine token learns more than `invalid`: no oracle for guessed tokens.
 */
export type CheckinRefusal = "invalid" | "expired" | "cancelled" | "finished";
export type CheckinPageRead = { booking: CheckinBooking } | { refused: CheckinRefusal };

/**
 * What the guest check-in page shows and edits, read with the link's own credential, so the
 * page sees exactly what the link lets the API show (Get Booking Detail), plus the fields of
 * each guest record that the detail does not carry (birthday, address...) so a guest can edit
 * them, and how many ID photos each guest has on file (the link sees only those it uploaded).
 * A guest someone else registered comes masked as the detail shows them (link-view.ts): the
 * page shows their name and the ID's last 4 characters, and asks to retype the ID to edit them.
 */
export async function readCheckinBooking({ db: given, token }: { db?: Queryable; token: string }): Promise<CheckinPageRead> {
  const db = given ?? (await getDb());
  const claims = verifyCheckinToken(token);
  if (!claims) {
    const genuine = genuineCheckinTokenClaims(token);
    return { refused: genuine && (await linkedBookingStatus(db, genuine)) ? "expired" : "invalid" };
  }
  try {
    const ctx = await checkinTokenContext(db, token);
    const booking = await buildCheckinBooking({
      db,
      ctx,
      tenantId: claims.propertyId,
      bookingCode: ctx.credential.bookingCode,
      expiresAt: claims.expiresAt,
    });
    return booking ? { booking } : { refused: "invalid" };
  } catch (error) {
    if (error instanceof UnauthenticatedError) return { refused: (await linkedBookingStatus(db, claims)) ? "expired" : "invalid" };
    if (error instanceof NotFoundError) return { refused: "invalid" };
    if (error instanceof CheckinLinkExpiredError)
      return { refused: (await linkedBookingStatus(db, claims)) === "cancelled" ? "cancelled" : "finished" };
    throw error;
  }
}

/** The status of the booking a recorded link belongs to; undefined when no such link was recorded. */
async function linkedBookingStatus(db: Queryable, claims: CheckinTokenClaims): Promise<string | undefined> {
  const [row] = await db
    .select({ status: bookings.status })
    .from(checkinLinks)
    .innerJoin(bookings, eq(bookings.id, checkinLinks.bookingId))
    .where(and(eq(checkinLinks.id, claims.linkId), eq(checkinLinks.propertyId, claims.propertyId)))
    .limit(1);
  return row?.status;
}
