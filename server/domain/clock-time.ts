// A time of day as the contract and the property's settings write it: HH:mm on a 24-hour clock
// with leading zeros, 00:00 to 23:59 (the spec's `H:i`). The one pattern every schema checks it
// with; each keeps its own message, as answers already sent word it. The database's check
// constraints (platform/db/schema) hold the same pattern in SQL.

/** HH:mm, 00:00 to 23:59. Its source is what the OpenAPI document's `pattern` shows. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `text` is a time of day written HH:mm. */
export function isClockTime(text: string): boolean {
  return CLOCK_TIME.test(text);
}
