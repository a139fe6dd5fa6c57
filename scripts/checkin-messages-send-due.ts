// npm run checkin-messages:send-due: one pass of the online check-in e-mails (docs/checkin-messages.md)
// over the configured database: everything due now is sent (SMTP_URL, or the outbox folder),
// then it exits and says what became of each. For an operator or a script that cannot wait for
// the worker's next pass; safe beside running workers (each message is claimed by one).
// (PGlite is one process: with it, stop the app first, or let the app's own sender do it.)
import { refuseUnusableMail } from "@/server/platform/mail/refuse-unusable-mail";
import { openDatabaseWithKeys } from "@/server/platform/security/key-source";
import { sendDueCheckinMessages } from "@/server/checkin-messages/send-due-checkin-messages";

refuseUnusableMail();
const open = await openDatabaseWithKeys();
try {
  const summary = await sendDueCheckinMessages(open.db);
  console.log(`${summary.claimed} due e-mail(s): ${JSON.stringify(summary.outcomes)}`);
} finally {
  await open.close();
}
