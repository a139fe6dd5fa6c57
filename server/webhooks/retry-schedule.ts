/**
 * Waits between attempts, after the first: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (eight
 * attempts over about 28 hours, the span Standard Webhooks senders commonly use). After the
 * last one fails the delivery is marked failed.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** Spread of the jitter: each wait is its nominal value ±20 %, so failed receivers are not hit in lockstep. */
const JITTER = 0.2;

/**
 * The wait after attempt `attempt` (1-based) failed, or null when it was the last.
 * `random` is in [0, 1).
 */
export function retryDelayMs(
  attempt: number,
  delays: readonly number[] = RETRY_DELAYS_MS,
  random: () => number = Math.random,
): number | null {
  const nominal = delays[attempt - 1];
  if (nominal === undefined) return null;
  return Math.round(nominal * (1 - JITTER + 2 * JITTER * random()));
}
