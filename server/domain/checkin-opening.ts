import { Temporal } from "temporal-polyfill";
import { currentInstant } from "./clock";

// When a room may be checked in, written once. The contract: never before the check-in date
// (the property's calendar date), never a cancelled booking. Beyond it (docs/choices.md): a guest
// link waits for the property's check-in time on that day, or only for the day when the property
// allows early check-in. The update's gate refuses by it (bookings/update-booking/check-in-gates.ts)
// and the check-in page reads its answer (checkin/build-checkin-booking.ts) instead of restating it.

export interface CheckinHours {
  timezone: string;
  /** HH:mm, the property's check-in time. */
  checkinTime: string;
  allowEarlyCheckin: boolean;
}

export interface CheckinOpeningInput {
  checkinDate: string;
  property: CheckinHours;
  /** A guest's check-in link; staff and partners' API keys follow the contract's date rule only. */
  byGuestLink: boolean;
}

/** The wall-clock time (HH:mm) on the check-in date from which the room may be checked in. */
export function checkinOpeningHour({ property, byGuestLink }: Omit<CheckinOpeningInput, "checkinDate">): string {
  return byGuestLink && !property.allowEarlyCheckin ? property.checkinTime : "00:00";
}

/** The moment check-in opens, at the property. */
function checkinOpensAt(input: CheckinOpeningInput): Temporal.ZonedDateTime {
  return Temporal.PlainDateTime.from(`${input.checkinDate}T${checkinOpeningHour(input)}`).toZonedDateTime(input.property.timezone);
}

export function checkinHasOpened(input: CheckinOpeningInput, now: Temporal.Instant = currentInstant()): boolean {
  return Temporal.Instant.compare(now, checkinOpensAt(input).toInstant()) >= 0;
}

/**
 * When a booking's check-in opens, as an ISO instant with the property's offset
 * (`2026-11-24T14:00:00+07:00`); null for a cancelled booking, which never opens.
 */
export function bookingCheckinOpensAt(booking: { status: string } & CheckinOpeningInput): string | null {
  if (booking.status === "cancelled") return null;
  return checkinOpensAt(booking).toString({ timeZoneName: "never" });
}
