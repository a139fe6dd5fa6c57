import { Temporal } from "temporal-polyfill";
import { todayIn } from "@/server/domain/dates";

/** A room's stay as the register of a night sees it. */
export interface RegisterStay {
  /** Check-in and check-out dates of the room's stay (YYYY-MM-DD). */
  arrival: string;
  departure: string;
  /** When the room was checked out; null while the guests are in. */
  checkedOutAt: Date | null;
}

/**
 * Whether a room's guests are on the police register of night `night` (the night that starts
 * on that date, property time). The register lists who sleeps at the lodging that night:
 * - an overnight stay covers the nights from its arrival to the day before its departure;
 * - a room checked out on or before the day of `night` (property time) has left before the
 *   night: not listed, even when its booking ran longer (an early departure at 20:02);
 *   checked out on a later day (the next morning, as planned) it is listed;
 * - a day-use stay (arrival = departure) is listed on its day's register, checked out or not:
 *   the guests were housed that day and the stay is declared like any other.
 */
export function onRegisterOfNight(stay: RegisterStay, night: string, timeZone: string): boolean {
  if (stay.arrival === stay.departure) return stay.arrival === night;
  if (!(stay.arrival <= night && night < stay.departure)) return false;
  if (!stay.checkedOutAt) return true;
  return todayIn(timeZone, Temporal.Instant.fromEpochMilliseconds(stay.checkedOutAt.getTime())) > night;
}
