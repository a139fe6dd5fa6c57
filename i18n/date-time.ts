import { formatDate } from "./format";
import { localeOf, type Lang } from "./translate";

// The desk's further date formats, beside format.ts's: narrow column dates, weekdays, and
// moments (a payment's time, a history entry, a link's expiry). In a module of their own so the
// guest page, which uses none of them, does not download them.

/** A calendar date at UTC midnight, so formatting it in UTC shows the same day everywhere. */
const calendarDate = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** Day and month of a calendar date, for narrow columns ("24/11", "24 Nov"). */
export function formatDayMonth(lang: Lang, isoDate: string): string {
  if (lang === "vi") {
    const [, month, day] = isoDate.slice(0, 10).split("-");
    return `${day}/${month}`;
  }
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", day: "numeric", month: "short" }).format(calendarDate(isoDate));
}

/** The short weekday of a calendar date ("Thứ 3", "Tue"). */
export function formatWeekday(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", weekday: "short" }).format(calendarDate(isoDate));
}

/**
 * A wall-clock moment: either the property's local "YYYY-MM-DD HH:mm[:ss]" text (shown as that
 * date and hour, never shifted), or an instant (ISO with offset, or a Date) shown in `timeZone`.
 */
export function formatDateTime(lang: Lang, moment: string | Date, timeZone?: string): string {
  const local = typeof moment === "string" ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/.exec(moment) : null;
  if (local) return `${formatDate(lang, local[1]!, "short")} ${local[2]}`;
  const instant = typeof moment === "string" ? new Date(moment) : moment;
  if (Number.isNaN(instant.getTime())) return String(moment);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  return `${formatDate(lang, day, "short")} ${time}`;
}
