import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Transaction } from "@/server/platform/db/database";
import { bookingChanges } from "@/server/platform/db/schema";
import type { BookingRow } from "../find-booking";
import type { BookingLines } from "../load-booking-lines";
import { diffBookingLines, MAX_CHANGES, type Change } from "./diff-booking-lines";
import type { BOOKING_ACTIONS } from "./history-schema";
import type { RecordedActor } from "./history-actor";

/** What the history compares: the booking's own fields as they were, and its lines. */
export interface BookingState {
  notes: string | null;
  guestMessage: string | null;
  arrivalHour: string;
  status: string;
  lines: BookingLines;
}

/** The booking as it is now: its fields copied, since a write updates the row object in place. */
export function stateOf(booking: BookingRow, lines: BookingLines): BookingState {
  return { notes: booking.notes, guestMessage: booking.guestMessage, arrivalHour: booking.arrivalHour, status: booking.status, lines };
}

export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * Records a change of a booking in its history (booking_changes), in the write's own
 * transaction: who (the credential, by kind, id and name: history-actor.ts decides who may
 * read which), what changed (before and after, as
 * diff-booking-lines.ts computes it), and why. A write that changed nothing records nothing.
 */
export async function recordBookingChange(tx: Transaction, ctx: AuthContext, change: BookingChangeInput): Promise<Change[]> {
  const { credential } = ctx;
  return recordBookingChangeBy(
    tx,
    {
      kind: credential.kind,
      actorId: `${credential.kind}:${credential.kind === "desk_session" ? credential.staffUserId : credential.id}`,
      // A receptionist by the name the desk shows, not the e-mail they sign in with.
      name: credential.kind === "desk_session" ? credential.displayName : credential.name,
    },
    change,
  );
}

type BookingChangeInput = {
  booking: BookingRow;
  bookingRoomId: string | null;
  action: BookingAction;
  before: BookingState;
  after: BookingState;
  reason?: string | null;
};

/** The same, by an actor that is no credential: an integration (a bank transfer's notification, `integration:sepay`). */
export async function recordBookingChangeBy(
  tx: Transaction,
  actor: { kind: RecordedActor["kind"]; actorId: string; name: string },
  change: BookingChangeInput,
): Promise<Change[]> {
  const changes: Change[] = [];
  if (change.before.status !== change.after.status)
    changes.push({ field: "status", before: change.before.status, after: change.after.status });
  if (change.before.notes !== change.after.notes) changes.push({ field: "notes", before: change.before.notes, after: change.after.notes });
  if (change.before.guestMessage !== change.after.guestMessage) {
    changes.push({ field: "guest_message", before: change.before.guestMessage, after: change.after.guestMessage });
  }
  if (change.before.arrivalHour !== change.after.arrivalHour) {
    changes.push({ field: "arrival_hour", before: change.before.arrivalHour, after: change.after.arrivalHour });
  }
  changes.push(...diffBookingLines(change.before.lines, change.after.lines, change.booking.currency));
  if (changes.length === 0) return changes;
  await tx.insert(bookingChanges).values({
    propertyId: change.booking.propertyId,
    bookingId: change.booking.id,
    bookingRoomId: change.bookingRoomId,
    actorKind: actor.kind,
    actorId: actor.actorId.slice(0, 100),
    actorName: actor.name.slice(0, 255),
    action: change.action,
    changes: changes.slice(0, MAX_CHANGES),
    reason: change.reason ?? null,
  });
  return changes;
}
