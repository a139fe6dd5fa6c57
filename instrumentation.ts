/**
 * Runs once when a Next.js server starts, before it takes traffic. First the configuration: in
 * production a missing or unsafe setting stops the process here (exit 1, one line naming the
 * variable) rather than becoming a 500 at the first request that needs it. Then the database
 * is opened now (migrations, and the demo fixture on an empty database where that is wanted) so
 * the first request does not pay for it and a database that cannot be opened stops the start
 * with a clear message, and production says which of the demo's published credentials it holds.
 * Not during `next build`. Then the background jobs start in this process: the webhook
 * dispatcher, unless WEBHOOK_DISPATCHER=off (when `npm run worker` delivers instead), and
 * retention (ID photos, webhook history).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { configurationProblems } = await import("@/server/security/production-config");
  const problems = configurationProblems();
  if (problems.length > 0 && process.env.NODE_ENV === "production") {
    // Plain lines on stderr: this is what an operator reads when the process will not start.
    for (const problem of problems) console.error(`Refusing to start: ${problem}`);
    process.exit(1);
  }
  for (const problem of problems) console.warn(`Configuration: ${problem}`);

  const { getDb } = await import("@/server/db/client");
  const db = await getDb();
  const { warnAboutDemoCredentials } = await import("@/server/security/warn-about-demo-credentials");
  await warnAboutDemoCredentials(db);
  if (process.env.WEBHOOK_DISPATCHER !== "off") {
    const { startInProcessDispatcher } = await import("@/server/webhooks/webhook-dispatcher");
    startInProcessDispatcher(db);
  }
  const { startRetentionSchedule } = await import("@/server/retention/retention-schedule");
  startRetentionSchedule(db);
}
