import type { Database } from "@/server/platform/db/database";
import { logger } from "@/server/platform/observability/logger";
import { sendFailureOf, sendFailureClass } from "@/server/platform/mail/send-failure";
import { checkinEmailAttempts, checkinEmailFailures } from "@/server/platform/metrics/work-metrics";
import { sendMail } from "@/server/platform/mail/send-mail";
import { currentInstant } from "@/server/domain/clock";
import { chooseEmailLanguage } from "@/server/i18n/guest-language";
import { bookingGuestCountry } from "@/server/i18n/booking-guest-country";
import type { ClaimedCheckinMessage } from "./claim-due-checkin-messages";
import { composeCheckinEmail } from "./compose-checkin-email";
import { prepareCheckinMessage } from "./prepare-checkin-message";
import { recordFailure, recordSent, type CheckinMessageOutcome } from "./record-checkin-message-outcome";

// Guests' data never reaches a log: the booking's code, the message's id and kind, never the address.
const log = logger.child({ name: "checkin-messages" });

/**
 * One claimed message, start to end: checked again and given its link (a short transaction),
 * written in the guest's language, sent with no transaction open (PGlite has one connection:
 * holding it through an SMTP conversation would stop the app), then recorded if this worker
 * still holds it. Returns what became of it (`skipped` when it should no longer go).
 */
export async function sendCheckinMessage(
  db: Database,
  message: ClaimedCheckinMessage,
  retryDelaysMs: readonly number[],
): Promise<CheckinMessageOutcome | "skipped" | "lost"> {
  const outcome = await attemptCheckinMessage(db, message, retryDelaysMs);
  checkinEmailAttempts.inc({ outcome });
  return outcome;
}

async function attemptCheckinMessage(
  db: Database,
  message: ClaimedCheckinMessage,
  retryDelaysMs: readonly number[],
): Promise<CheckinMessageOutcome | "skipped" | "lost"> {
  const prepared = await prepareCheckinMessage(db, message, currentInstant());
  if (!prepared) return "skipped";
  const language = await chooseEmailLanguage({
    language: prepared.booking.customerLanguage,
    country: () => bookingGuestCountry(db, { id: prepared.booking.id, customerPhone: prepared.booking.customerPhone }),
  });
  const lang = language.lang;
  const context = { booking: prepared.booking.code, messageId: message.id, kind: message.kind, attempt: message.attempt };
  let smtpMessageId: string;
  try {
    const email = await composeCheckinEmail(message, prepared, language);
    smtpMessageId = (await sendMail(email)).messageId;
  } catch (error) {
    const failure = sendFailureOf(error);
    checkinEmailFailures.inc({ reason: sendFailureClass(error), bounce: String(failure.permanent) });
    const outcome = await recordFailure(db, message, failure, retryDelaysMs, currentInstant());
    const entry = { ...context, outcome, reason: failure.reason };
    if (outcome === "failed" || outcome === "bounced") log.error(entry, `online check-in e-mail ${outcome}`);
    else log.warn(entry, "online check-in e-mail not sent; tried again later");
    return outcome ?? "lost";
  }
  const recorded = await recordSent(db, message, { smtpMessageId, language: lang }, currentInstant());
  if (!recorded) log.warn(context, "online check-in e-mail sent after its lease ran out (another worker may send it too)");
  else log.info({ ...context, smtpMessageId }, "online check-in e-mail sent");
  return recorded ? "sent" : "lost";
}
