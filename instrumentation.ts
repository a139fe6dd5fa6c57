/**
 * Runs once when a Next.js server starts: open the database now (migrations, and the demo
 * fixture on an empty database) so the first request does not pay for it and a database
 * that cannot be opened stops the start with a clear message. Not during `next build`.
 * Then the background jobs start in this process: the webhook dispatcher, unless
 * WEBHOOK_DISPATCHER=off (when `npm run worker` delivers instead), and retention (ID photos, webhook history).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/server/db/client");
  const db = await getDb();
  if (process.env.WEBHOOK_DISPATCHER !== "off") {
    const { startInProcessDispatcher } = await import("@/server/webhooks/webhook-dispatcher");
    startInProcessDispatcher(db);
  }
  const { startRetentionSchedule } = await import("@/server/retention/retention-schedule");
  startRetentionSchedule(db);
}
