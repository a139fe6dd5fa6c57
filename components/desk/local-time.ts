// Wall-clock time at the property (payments' paid_at and the departure hour are local times).

function parts(timeZone: string, date = new Date()): string {
  // Swedish formatting is ISO-like: "2026-03-10 14:05:09".
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(date);
}

/** YYYY-MM-DD HH:mm:ss now at the property. */
export function localTimestamp(timeZone: string): string {
  return parts(timeZone).replace("T", " ");
}

/** HH:mm now at the property. */
export function localHour(timeZone: string): string {
  return parts(timeZone).slice(11, 16);
}

/** YYYY-MM-DD today at the property, plus some days. */
export function localDate(timeZone: string, plusDays = 0): string {
  const today = parts(timeZone).slice(0, 10);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}

