// npm run retention:purge: deletes the ID photos of stays that ended more than
// IDENTITY_IMAGE_RETENTION_DAYS (default 30) days ago, staged ID photos left unused past
// their expiry, the finished webhook history older
// than WEBHOOK_HISTORY_DAYS (default 30), Idempotency-Key records past their 24 hours and
// sign-in failure counts that no longer count, for a cron job or by hand.
import { RETENTION_JOBS } from "@/server/composition/retention";
import { openDatabaseWithKeys } from "@/server/platform/security/key-source";

// Keys taken as the server takes them: said at start, refused in production without APP_SECRET or
// when the data was written with another key (server/platform/security/key-source.ts).
const open = await openDatabaseWithKeys();
try {
  // The hourly schedule's jobs (server/composition/retention.ts), one after the other; a failure stops the command.
  for (const job of RETENTION_JOBS) console.log((await job.purge(open.db)).summary);
} finally {
  await open.close();
}
