import { formatDate } from "@/i18n/format";
import type { Lang, Translator } from "@/i18n/translate";
import type { MessageKey } from "./message-tables";
import { calendarDaysBetween } from "@/server/domain/calendar-days";

// How the desk writes a stay, the same on every page and dialog: from the arrival day to the
// check-out day ("27/11 → 28/11"), the way a receptionist reads a booking, never to the last
// night (a walk-through read "until 27/11" as leaving on the 27th). A stay that arrives and
// leaves on one day is a day use, not "1 night", though it holds its room for that night.

/** Arrival day → check-out day, short dates. */
export function stayRange(language: Lang, checkinDate: string, checkoutDate: string): string {
  return `${formatDate(language, checkinDate, "short")} → ${formatDate(language, checkoutDate, "short")}`;
}

/** The stay's length in words: "2 đêm", or "trong ngày" for a day use (check-in day = check-out day). */
export function stayLength(t: Translator<MessageKey>, checkinDate: string, checkoutDate: string): string {
  if (checkoutDate <= checkinDate) return t("dayUse");
  return t("nights", { count: calendarDaysBetween(checkinDate, checkoutDate) });
}
