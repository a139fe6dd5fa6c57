import { localeOf, type Lang, type Translate } from "./translate";

// Dates and money as the page's language writes them, with the platform's Intl data (no
// library). Stay dates are calendar dates: formatted in UTC so no timezone shifts a day.

export function formatDate(lang: Lang, isoDate: string, style: "long" | "short" = "long"): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: "UTC",
    ...(style === "long" ? { weekday: "short", day: "numeric", month: "long", year: "numeric" } : { dateStyle: "medium" }),
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Money arrives as decimal text; Intl formats the text itself, so no binary float is involved. */
export function formatMoney(lang: Lang, currency: string, amount: string): string {
  const format = new Intl.NumberFormat(localeOf(lang), { style: "currency", currency }).format as (value: string) => string;
  return format(amount);
}

export function nightsBetween(checkinDate: string, checkoutDate: string): number {
  const nights = Math.round((Date.parse(`${checkoutDate}T00:00:00Z`) - Date.parse(`${checkinDate}T00:00:00Z`)) / 86_400_000);
  return Math.max(1, nights);
}

/** "Room 201 · Superior Double", or the room type alone while no room is assigned. */
export function roomTitle(room: { roomUnit: string | null; roomType: string }, t: Translate): string {
  return room.roomUnit ? `${t("room")} ${room.roomUnit} · ${room.roomType}` : room.roomType;
}
