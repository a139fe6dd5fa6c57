/** An instant on the property's clock, short: "7 Mar 10:00" (en-GB) or "7 thg 3 10:00" (vi). */
export function formatInstant(locale: string, timeZone: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}
