import { requireScope, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Transaction } from "@/server/platform/db/database";
import { SourceReservationMismatchError } from "@/server/domain/errors";
import { bookingAnswer } from "../booking-answer";
import type { BookingRow } from "../find-booking";
import { loadBookingLines } from "../load-booking-lines";
import { differingFields, heldDigests, requestDigests } from "./reservation-facts";
import type { CreateBookingBody } from "./schema";

/**
 * The answer to Create Booking with a source's reservation code that already made `existing`
 * (docs/choices.md, "Create Booking", Dedupe). The booking is a read: a caller without
 * bookings:read gets the 403 every read it may not make gets, before anything is compared, so
 * the answer tells it nothing of the booking (not even which of its guesses matched). A reader
 * whose request differs from the first (reservation-facts.ts) gets 409 naming the fields, as
 * Stripe answers an idempotency key reused with another body; the same request, the booking as
 * it is now. Nothing is written either way.
 */
export async function answerResend(tx: Transaction, ctx: AuthContext, existing: BookingRow, body: CreateBookingBody) {
  requireScope(ctx, "bookings:read");
  const { held, sent } = existing.sourceRequestDigests
    ? { held: existing.sourceRequestDigests, sent: requestDigests(body) }
    : await heldDigests(tx, existing, body);
  const differs = differingFields(held, sent);
  if (differs.length > 0) throw new SourceReservationMismatchError(existing.code, differs);
  return bookingAnswer(tx, ctx, existing, await loadBookingLines(tx, existing));
}
