/** How the sender works through due messages (docs/checkin-messages.md, "Delivery"). */
export interface CheckinSenderSettings {
  /** How long a claimed message is its worker's; longer than any SMTP conversation (send-mail.ts's timeouts). */
  leaseMs: number;
  /** Messages in flight at once in one worker. */
  concurrency: number;
  /** Waits after each failed attempt; after the last one the message is `failed`. */
  retryDelaysMs: readonly number[];
}

/** 1 min, 5 min, 30 min, 2 h, 6 h: six attempts over about nine hours, still before most arrivals. */
const CHECKIN_MESSAGE_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

export function defaultSenderSettings(): CheckinSenderSettings {
  return { leaseMs: 5 * 60_000, concurrency: 4, retryDelaysMs: CHECKIN_MESSAGE_RETRY_DELAYS_MS };
}
