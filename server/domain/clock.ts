import { Temporal } from "temporal-polyfill";

// "Now" for the business rules (today's date at a property, the hour of a check-out).
// Tests freeze it so that relative fixture dates and rules such as "not before the check-in
// date" give the same answers on every day the suite runs.

const holder = globalThis as typeof globalThis & { __lodgingFrozenNow?: Temporal.Instant };

export function currentInstant(): Temporal.Instant {
  return holder.__lodgingFrozenNow ?? Temporal.Now.instant();
}

/** For tests only: `undefined` lets the clock run again. */
export function freezeClock(instant: Temporal.Instant | undefined): void {
  holder.__lodgingFrozenNow = instant;
}
