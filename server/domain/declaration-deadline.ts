import { Temporal } from "temporal-polyfill";
import { addDays } from "./dates";

// Law on Residence 2020, art. 30(4): a lodging notifies the police of each guest's stay before
// 23:00 of the day the guest arrives; a guest who arrives after 23:00 is notified before 08:00
// the next morning. Decree 282/2025/ND-CP fines a late or missing notice 2 to 12 million đồng.
// Written once, pure, on the property's wall clock: the desk's Today panel counts with it.

export const DECLARE_BY = "23:00";
const LATE_ARRIVAL_DECLARE_BY = "08:00";

/** When a stay must be declared by: a date and time at the property, and the same moment as an instant. */
export interface DeclarationDeadline {
  date: string;
  time: typeof DECLARE_BY | typeof LATE_ARRIVAL_DECLARE_BY;
  instant: Temporal.Instant;
}

/** The deadline of a stay checked in at `arrival`: 23:00 that day, or 08:00 the next for an arrival from 23:00 on. */
export function declarationDeadline(arrival: Temporal.Instant, timeZone: string): DeclarationDeadline {
  const local = arrival.toZonedDateTimeISO(timeZone);
  const day = local.toPlainDate().toString();
  const late = local.toPlainTime().toString().slice(0, 5) >= DECLARE_BY;
  const date = late ? addDays(day, 1) : day;
  const time = late ? LATE_ARRIVAL_DECLARE_BY : DECLARE_BY;
  const instant = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone).toInstant();
  return { date, time, instant };
}

/**
 * The night whose stays the desk is declaring at `now`: the property's date, except before
 * 08:00, when the night before is still running (its late arrivals are due at 08:00).
 */
export function nightInProgress(now: Temporal.Instant, timeZone: string): string {
  const local = now.toZonedDateTimeISO(timeZone);
  const day = local.toPlainDate().toString();
  return local.toPlainTime().toString().slice(0, 5) < LATE_ARRIVAL_DECLARE_BY ? addDays(day, -1) : day;
}
