import type { CheckinBooking, CheckinRoom } from "@/server/checkin/checkin-booking";
import type { MissingRegistration } from "@/server/domain/guest-registration";
import type { RoomFormValues } from "./form-values";
import type { Translate } from "./message-types";
import { adultsRegistered, formRoomRegistration, missingText } from "./room-registration";
import { roomName } from "./room-title";

// Saving the guests and checking rooms in are separate (docs/choices.md, "A save keeps every
// guest; only complete rooms are checked in"). Update Booking is all-or-nothing: one room sent
// with `status: checked_in` and an incomplete registration refuses the whole request, the guests
// typed for every room with it. So the page checks in only the rooms the guest left ticked whose
// registration is complete on the form (the server's own rules, room-registration.ts), and when
// the API still refuses the check-in (it judges what the page cannot see), saves without it.

/**
 * Whether the booking's rooms may be checked in at `now` (ms): the server said when
 * (`checkin_opens_at`, domain/checkin-opening.ts: the date, the hour for a guest link, early
 * check-in, never when cancelled), the page only compares.
 */
export function checkinHasOpened(booking: Pick<CheckinBooking, "booking">, now: number = Date.now()): boolean {
  const opensAt = booking.booking.checkin_opens_at;
  return opensAt !== null && Date.parse(opensAt) <= now;
}

/**
 * What the page says while check-in has not opened: the day and the hour the server gave, or the
 * day alone when it opens at the day's start (early check-in allowed, or the desk, which the
 * contract holds to the date only), where "00:00" would read as a time to come back at.
 */
export function checkinOpeningNotice(booking: Pick<CheckinBooking, "booking">, arrivalDate: string, t: Translate): string {
  const hour = booking.booking.checkin_opens_at?.slice(11, 16);
  return hour && hour !== "00:00" ? t("checkinOpensOn", { date: arrivalDate, hour }) : t("checkinOpensOnDay", { date: arrivalDate });
}

export interface RoomCheckin {
  roomId: string;
  /** Open and not yet in, with a complete registration on the form: the page may check it in. */
  ready: boolean;
  /** What it still misses with the form's values (empty when ready or already in). */
  missing: MissingRegistration[];
}

/** Each form room's check-in as the form's values stand, in the form's order. */
export function roomCheckins(
  rooms: readonly Pick<RoomFormValues, "id" | "guests">[],
  saved: readonly CheckinRoom[],
  arrival: string,
  localPhotos: (guestKey: string) => number,
): RoomCheckin[] {
  return rooms.map((room) => {
    const stored = saved.find((candidate) => candidate.id === room.id);
    if (!stored || stored.status === "checked_in") return { roomId: room.id, ready: false, missing: [] };
    const missing = formRoomRegistration(room, stored, arrival, localPhotos);
    const anyGuest = room.guests.some((guest) => !guest.removed);
    return { roomId: room.id, ready: anyGuest && missing.length === 0, missing };
  });
}

/** The rooms a save checks in: ticked by the guest (or by default) and ready. Never an incomplete one. */
export function roomsToCheckIn(rooms: readonly Pick<RoomFormValues, "id" | "checkIn">[], checkins: readonly RoomCheckin[]): Set<string> {
  const ready = new Set(checkins.filter((checkin) => checkin.ready).map((checkin) => checkin.roomId));
  return new Set(rooms.filter((room) => room.checkIn && ready.has(room.id)).map((room) => room.id));
}

/**
 * Whether a refused save was refused for its check-in alone, so that the same save without any
 * room's status would be taken: the registration the server judged incomplete, check-in not open
 * yet, or field errors only on rooms' `status` (before the check-in date).
 */
export function refusedForCheckInOnly(outcome: { code?: string; errors: Readonly<Record<string, readonly string[]>> }): boolean {
  if (outcome.code === "REGISTRATION_INCOMPLETE" || outcome.code === "CHECKIN_NOT_YET_OPEN") return true;
  const paths = Object.keys(outcome.errors);
  return outcome.code === undefined && paths.length > 0 && paths.every((path) => /^rooms\.\d+\.status$/.test(path));
}

/**
 * "Room 201: still missing 1 adult; New guest: date of birth": who a room still needs before it
 * can be checked in, beside its check-in box and after a save that could not check it in.
 */
export function roomStillNeeds(
  room: Pick<CheckinRoom, "roomUnit" | "roomType" | "occupancy">,
  values: Pick<RoomFormValues, "guests">,
  missing: readonly MissingRegistration[],
  arrival: string,
  t: Translate,
): string {
  const nameOf = (guestId: string) =>
    values.guests.find((guest) => guest.key === guestId || String(guest.guestId) === guestId)?.name || t("newGuest");
  const what = missingText(missing, nameOf, room.occupancy.adults - adultsRegistered(values.guests, arrival), t, "adultCount");
  return t("roomStillNeeds", { room: roomName(room, t), missing: what });
}

/** What the save button does: "Save", "Save and check in room 303", "Save and check in rooms 201, 303". */
export function saveLabel(rooms: readonly Pick<CheckinRoom, "roomUnit" | "roomType">[], t: Translate): string {
  if (rooms.length === 0) return t("save");
  const units = rooms.map((room) => room.roomUnit);
  if (units.every((unit): unit is string => unit !== null))
    return t("saveAndCheckinUnits", { count: units.length, units: units.join(t("listSeparator")) });
  return t("saveAndCheckinRooms", { rooms: rooms.map((room) => roomName(room, t)).join(t("listSeparator")) });
}
