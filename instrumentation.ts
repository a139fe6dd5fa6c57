/**
 * Runs once when a Next.js server starts, before it takes traffic (not during `next build`).
 * First the configuration: in production a missing or unsafe setting stops the process here
 * rather than becoming a 500 at the first request that needs it. Then the database is opened
 * (migrations, and the demo fixture on an empty database where that is wanted) so the first
 * request does not pay for it and a database that cannot be opened stops the start with a clear
 * message; webhook secrets stored before encryption are encrypted; production then names the
 * demo's published credentials the database holds. Then the
 * background jobs start in this process: the webhook dispatcher, unless WEBHOOK_DISPATCHER=off
 * (when `npm run worker` delivers instead), and retention (ID photos, webhook history).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { refuseUnsafeConfiguration } = await import("@/server/platform/health/refuse-unsafe-configuration");
  refuseUnsafeConfiguration();
  const { getDb } = await import("@/server/platform/db/client");
  const db = await getDb();
  const { encryptStoredWebhookSecrets } = await import("@/server/webhooks/encrypt-stored-webhook-secrets");
  await encryptStoredWebhookSecrets(db);
  const { warnAboutDemoCredentials } = await import("@/server/platform/auth/warn-about-demo-credentials");
  await warnAboutDemoCredentials(db);
  if (process.env.WEBHOOK_DISPATCHER !== "off") {
    const { startInProcessDispatcher } = await import("@/server/webhooks/webhook-dispatcher");
    startInProcessDispatcher(db);
  }
  const { startRetentionSchedule } = await import("@/server/platform/retention/retention-schedule");
  startRetentionSchedule(db);
}
