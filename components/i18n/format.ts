import { localeOf, type Lang } from "./translate";

// Dates, times and money as a language writes them, with the platform's Intl data (no
// library), for the guest page and the desk alike. Stay dates are calendar dates: formatted in
// UTC so no timezone shifts a day. Vietnamese writes dates dd/MM/yyyy ("Thứ Ba, 24/11/2026");
// English (en-GB) "Tue, 24 Nov 2026".

function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}

/** A calendar date ("2026-11-24"): "long" adds the weekday. */
export function formatDate(lang: Lang, isoDate: string, style: "long" | "short" = "long"): string {
  const date = calendarDate(isoDate);
  if (lang === "vi") {
    const [year, month, day] = isoDate.slice(0, 10).split("-");
    const numeric = `${day}/${month}/${year}`;
    return style === "long" ? `${new Intl.DateTimeFormat("vi-VN", { timeZone: "UTC", weekday: "long" }).format(date)}, ${numeric}` : numeric;
  }
  return new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: "UTC",
    ...(style === "long" ? { weekday: "short" } : {}),
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}

/** Day and month of a calendar date, for narrow columns ("24/11", "24 Nov"). */
export function formatDayMonth(lang: Lang, isoDate: string): string {
  if (lang === "vi") {
    const [, month, day] = isoDate.slice(0, 10).split("-");
    return `${day}/${month}`;
  }
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", day: "numeric", month: "short" }).format(calendarDate(isoDate));
}

/** The short weekday of a calendar date ("T3", "Tue"). */
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

/**
 * An amount in a currency ("1.200.000 ₫", "₫1,200,000"). Decimal text is formatted as text
 * (Intl reads it exactly, so no binary float is involved); JSON numbers as they are.
 */
export function formatMoney(lang: Lang, currency: string, amount: string | number): string {
  const format = new Intl.NumberFormat(localeOf(lang), { style: "currency", currency }).format as (value: string | number) => string;
  return format(amount);
}
