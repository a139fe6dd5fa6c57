import { localeOf, type Lang, type Translate } from "./translate";

// Dates and money as the page's language writes them, with the platform's Intl data (no
// library). Stay dates are calendar dates: formatted in UTC so no timezone shifts a day.
// Vietnamese writes dates dd/MM/yyyy ("Thứ Ba, 24/11/2026"); English "Tue, 24 Nov 2026".
// Hours are the booking's own HH:mm text, shown as they are.

export function formatDate(lang: Lang, isoDate: string, style: "long" | "short" = "long"): string {
  const [year, month, day] = isoDate.split("-") as [string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (lang === "vi") {
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
