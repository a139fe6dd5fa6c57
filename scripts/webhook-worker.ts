// npm run worker: delivers webhooks, sends the online check-in e-mails (docs/checkin-messages.md)
// and runs retention, outside the app process. Run the app with
// WEBHOOK_DISPATCHER=off and as many workers as you like on the same PostgreSQL database;
// they never send the same attempt twice. It first encrypts signing secrets still stored in
// plaintext (docs/webhooks.md, "Secrets at rest"), as the app does when it starts. SIGTERM or
// SIGINT finish the attempts under way, then exit. (PGlite is one process only: with it, leave
// the dispatcher inside the app.) With METRICS_PORT and METRICS_TOKEN set it serves its metrics
// and its workers' heartbeats there (docs/deploy.md, "Metrics and alerts").
import { openDatabaseWithKeys } from "@/server/platform/security/key-source";
import { refuseUnusableMail } from "@/server/platform/mail/refuse-unusable-mail";
import { startRetention } from "@/server/composition/retention";
import { encryptStoredWebhookSecrets } from "@/server/webhooks/encrypt-stored-webhook-secrets";
import { startWebhookDispatcher } from "@/server/webhooks/webhook-dispatcher";
import { startCheckinMessageSender } from "@/server/checkin-messages/checkin-message-sender";
import { metricsConfigurationProblem } from "@/server/platform/security/metrics-token";
import { startMetricsServer } from "@/server/operations/metrics-server";

// Keys taken as the server takes them: said at start, refused in production without APP_SECRET or
// when the data was written with another key (server/platform/security/key-source.ts).
refuseUnusableMail();
const metricsProblem = metricsConfigurationProblem();
if (metricsProblem) {
  console.error(`Refusing to start: ${metricsProblem}`);
  process.exit(1);
}
const open = await openDatabaseWithKeys();
await encryptStoredWebhookSecrets(open.db);
const dispatcher = startWebhookDispatcher(open.db);
const checkinSender = startCheckinMessageSender(open.db);
startRetention(open.db);
const metricsServer = startMetricsServer(open.db, { readiness: false });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the attempts under way`);
  metricsServer?.close();
  await Promise.all([dispatcher.stop(), checkinSender.stop()]);
  await open.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
