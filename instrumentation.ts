/**
 * Runs once when a Next.js server starts: open the database now (migrations, and the demo
 * fixture on an empty database) so the first request does not pay for it and a database
 * that cannot be opened stops the start with a clear message; then the background jobs
 * that run in the app process by default. Not during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/server/db/client");
  await getDb();
  const { startRetentionSchedule } = await import("@/server/documents/retention-schedule");
  startRetentionSchedule();
}
