import { localeOf, type Lang } from "./translate";

// Dates, times and money as a language writes them, with the platform's Intl data (no
// library), for the guest page and the desk alike. Stay dates are calendar dates: formatted in
// UTC so no timezone shifts a day. Vietnamese writes dates dd/MM/yyyy ("Thứ Ba, 24/11/2026");
// English (en-GB) "Tue, 24 Nov 2026". The desk's further date formats are in date-time.ts, apart,
// so the guest page's bundle carries only what it uses (the bundler keeps a module whole).

/** A calendar date ("2026-11-24"): "long" adds the weekday. */
export function formatDate(lang: Lang, isoDate: string, style: "long" | "short" = "long"): string {
  const [year, month, day] = isoDate.split("-") as [string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (lang === "vi") {
    const numeric = `${day}/${month}/${year}`;
    return style === "long"
      ? `${new Intl.DateTimeFormat(localeOf(lang), { timeZone: "UTC", weekday: "long" }).format(date)}, ${numeric}`
      : numeric;
  }
  return new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: "UTC",
    ...(style === "long" ? { weekday: "short" } : {}),
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}

/**
 * An amount in a currency ("1.200.000 ₫", "₫1,200,000"). Decimal text is formatted as text
 * (Intl reads it exactly, so no binary float is involved); JSON numbers as they are.
 */
export function formatMoney(lang: Lang, currency: string, amount: string | number): string {
  const format = new Intl.NumberFormat(localeOf(lang), { style: "currency", currency }).format as (value: string | number) => string;
  return format(amount);
}
