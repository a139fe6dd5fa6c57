/**
 * Runs once when a Next.js server starts, before it takes traffic (not during `next build`): the
 * app's start-up, where the features and the platform are wired together; the lists that gather
 * every feature's part (the retention jobs among them) are in the composition root, server/composition/.
 * 1. The socket's address, stamped on every request before Next.js reads it, so route handlers
 *    know which connection sent it (server/platform/http/socket-address.ts).
 * 2. The configuration: in production a missing or unsafe setting stops the process here rather
 *    than becoming a 500 at the first request that needs it.
 *    It says which key it uses (APP_SECRET, or the development file) by id.
 * 3. The database: opened and migrated, so the first request does not pay for it and a database
 *    that cannot be opened stops the start with a clear message; a database whose encrypted data
 *    was written with another key stops it too (key-checks.ts); the demo fixture on an empty
 *    database where that is wanted; webhook secrets stored before encryption are encrypted;
 *    production names the demo's published credentials the database holds.
 * 4. The background jobs of this process: the webhook dispatcher and the online check-in e-mails'
 *    sender, unless WEBHOOK_DISPATCHER=off (when `npm run worker` delivers and sends instead), and retention.
 * 5. The metrics on a port of their own when METRICS_PORT is set (they are at /api/metrics too,
 *    behind METRICS_TOKEN: docs/deploy.md, "Metrics and alerts").
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { installSocketAddressHeader } = await import("@/server/platform/http/socket-address");
  installSocketAddressHeader();
  const { refuseUnsafeConfiguration } = await import("@/server/platform/health/refuse-unsafe-configuration");
  refuseUnsafeConfiguration();
  const { announceKeySource } = await import("@/server/platform/security/key-source");
  announceKeySource();
  const { getDb } = await import("@/server/platform/db/client");
  const db = await getDb();
  const { refuseKeyMismatch } = await import("@/server/platform/security/key-checks");
  await refuseKeyMismatch(db);
  const { seedDemoOnEmpty } = await import("@/server/fixtures/seed-demo-on-empty");
  await seedDemoOnEmpty(db);
  const { encryptStoredWebhookSecrets } = await import("@/server/webhooks/encrypt-stored-webhook-secrets");
  await encryptStoredWebhookSecrets(db);
  const { warnAboutDemoCredentials } = await import("@/server/platform/auth/warn-about-demo-credentials");
  await warnAboutDemoCredentials(db);
  if (process.env.WEBHOOK_DISPATCHER !== "off") {
    const { startInProcessDispatcher } = await import("@/server/webhooks/webhook-dispatcher");
    startInProcessDispatcher(db);
    const { startInProcessCheckinSender } = await import("@/server/checkin-messages/checkin-message-sender");
    startInProcessCheckinSender(db);
  }
  const { startRetention } = await import("@/server/composition/retention");
  startRetention(db);
  const { startMetricsServer } = await import("@/server/operations/metrics-server");
  startMetricsServer(db, { readiness: true });
}
