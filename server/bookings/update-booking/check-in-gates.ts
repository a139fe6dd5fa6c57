import type { AuthContext } from "@/server/platform/auth/auth-context";
import { checkinHasOpened, checkinOpeningHour } from "@/server/domain/checkin-opening";
import { CheckinNotYetOpenError, RegistrationIncompleteError } from "@/server/domain/errors";
import type { Property } from "@/server/properties/require-property";
import { registrationOf } from "../booking-detail";
import type { BookingLines, BookingRoomLine } from "../load-booking-lines";

// Two gates of checking a room in, beyond the contract's (not before the check-in date, never a
// cancelled booking): the registration of its guests must be complete, and a guest link waits
// for the property's check-in time. Partners' API keys keep the contract's behaviour unless the
// property asks for complete registration: a channel manager that checks rooms in for a kiosk
// is the hotel's own choice; a guest or a receptionist is not.

/** Whether this credential must register every guest before a check-in, on this property. */
export function mustRegisterEveryGuest(ctx: AuthContext, property: Property): boolean {
  return ctx.credential.kind !== "api_key" || property.requireCompleteRegistration;
}

/**
 * A guest link checks a room in from the property's check-in time on the arrival day (from the
 * start of that day when the property allows early check-in: domain/checkin-opening.ts); before
 * that it is refused with the moment it opens. Other credentials follow the contract's date rule only.
 */
export function assertCheckinOpen(ctx: AuthContext, property: Property, room: BookingRoomLine): void {
  if (!waitsForCheckinTime(ctx) || room.status === "checked_in") return;
  const opening = { checkinDate: room.checkinDate, property, byGuestLink: true };
  if (checkinHasOpened(opening)) return;
  throw new CheckinNotYetOpenError(`${room.checkinDate} ${checkinOpeningHour(opening)}:00`);
}

/** Whether this credential waits for the property's check-in time (a guest link) rather than only the date. */
export function waitsForCheckinTime(ctx: AuthContext): boolean {
  return ctx.credential.kind === "checkin_token";
}

/** A guest this request sent: where its record is in the request, and whether the request made it. */
export interface SentGuest {
  path: string;
  isNew: boolean;
}
export type SentGuests = ReadonlyMap<number, SentGuest>;

/**
 * Refuses the check-in of rooms whose registration is incomplete, naming all that is missing in
 * all of them. A guest the request sent is named by its dot path in the request (the refusal
 * rolls back the guests it added, so their ids would name nothing); one already on file, by id.
 */
export function assertRegistered(
  rooms: readonly BookingRoomLine[],
  lines: Pick<BookingLines, "guests" | "identityImages">,
  sent: SentGuests,
): void {
  const missing = rooms
    .filter((room) => room.status !== "checked_in")
    .flatMap((room) =>
      registrationOf(room, lines).missing.map(({ guest_id, field }) => {
        const record = guest_id === null ? undefined : sent.get(Number(guest_id));
        return {
          booking_room_id: room.id,
          guest_id: record?.isNew ? null : guest_id,
          field,
          path: record ? `${record.path}.${field === "identity_image_urls" ? "identity_image" : field}` : null,
        };
      }),
    );
  if (missing.length > 0) throw new RegistrationIncompleteError(missing);
}
