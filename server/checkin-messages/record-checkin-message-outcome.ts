import { and, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Database } from "@/server/platform/db/database";
import { checkinMessages } from "@/server/platform/db/schema";
import type { SendFailure } from "@/server/platform/mail/send-failure";
import type { ClaimedCheckinMessage } from "./claim-due-checkin-messages";

export type CheckinMessageOutcome = "sent" | "retry" | "failed" | "bounced";

/** Only the worker that still holds this attempt writes its outcome: one whose lease ran out and was claimed again writes nothing. */
function heldBy(message: ClaimedCheckinMessage) {
  return and(eq(checkinMessages.id, message.id), eq(checkinMessages.attempts, message.attempt), eq(checkinMessages.status, "sending"));
}

export async function recordSent(
  db: Database,
  message: ClaimedCheckinMessage,
  sent: { smtpMessageId: string; language: string },
  now: Temporal.Instant,
): Promise<boolean> {
  const at = new Date(now.epochMilliseconds);
  const rows = await db
    .update(checkinMessages)
    .set({
      status: "sent",
      sentAt: at,
      smtpMessageId: sent.smtpMessageId,
      language: sent.language,
      lockedUntil: null,
      lastError: null,
      updatedAt: at,
    })
    .where(heldBy(message))
    .returning({ id: checkinMessages.id });
  return rows.length > 0;
}

/**
 * A failed attempt: `bounced` for a permanent refusal (not tried again, nor the booking's other
 * messages waiting for that address), else tried again after
 * the next delay, or `failed` when none is left. Returns what became of it, or undefined when
 * the claim had been lost meanwhile.
 */
export async function recordFailure(
  db: Database,
  message: ClaimedCheckinMessage,
  failure: SendFailure,
  retryDelaysMs: readonly number[],
  now: Temporal.Instant,
): Promise<CheckinMessageOutcome | undefined> {
  const at = new Date(now.epochMilliseconds);
  const delay = retryDelaysMs[message.attempt - 1];
  const outcome: CheckinMessageOutcome = failure.permanent ? "bounced" : delay === undefined ? "failed" : "retry";
  const change =
    outcome === "bounced"
      ? { status: "bounced", bouncedAt: at, bounceReason: failure.reason, lastError: failure.reason }
      : outcome === "failed"
        ? { status: "failed", lastError: failure.reason }
        : { status: "scheduled", lastError: failure.reason, nextAttemptAt: new Date(now.epochMilliseconds + delay!) };
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(checkinMessages)
      .set({ ...change, lockedUntil: null, updatedAt: at })
      .where(heldBy(message))
      .returning({ id: checkinMessages.id });
    if (rows.length === 0) return undefined;
    // The address refused for good: the booking's later messages to it would bounce too.
    if (outcome === "bounced") {
      await tx
        .update(checkinMessages)
        .set({ status: "skipped", skipReason: "bounced", updatedAt: at })
        .where(
          and(
            eq(checkinMessages.bookingId, message.bookingId),
            eq(checkinMessages.recipient, message.recipient),
            eq(checkinMessages.status, "scheduled"),
          ),
        );
    }
    return outcome;
  });
}
