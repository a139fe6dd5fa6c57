import type { Database } from "@/server/platform/db/database";
import { currentInstant } from "@/server/domain/clock";
import { claimDueCheckinMessages } from "./claim-due-checkin-messages";
import { sendCheckinMessage } from "./send-checkin-message";
import { defaultSenderSettings, type CheckinSenderSettings } from "./sender-settings";

export interface SendPassSummary {
  claimed: number;
  outcomes: Record<string, number>;
}

/**
 * One pass: claims what is due now (the app's clock) and sends it, until nothing due is left,
 * `concurrency` at a time. The running sender (checkin-message-sender.ts) calls it on every
 * wake-up; tests, the e2e server's scripts and `npm run checkin-messages:send-due` call it
 * directly. Safe in several processes at once.
 */
export async function sendDueCheckinMessages(
  db: Database,
  settings: CheckinSenderSettings = defaultSenderSettings(),
): Promise<SendPassSummary> {
  const summary: SendPassSummary = { claimed: 0, outcomes: {} };
  for (;;) {
    const claimed = await claimDueCheckinMessages(db, currentInstant(), { capacity: settings.concurrency, leaseMs: settings.leaseMs });
    if (claimed.length === 0) return summary;
    summary.claimed += claimed.length;
    const outcomes = await Promise.all(claimed.map((message) => sendCheckinMessage(db, message, settings.retryDelaysMs)));
    for (const outcome of outcomes) summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1;
  }
}
