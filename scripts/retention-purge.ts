// npm run retention:purge: deletes the ID photos of stays that ended more than
// IDENTITY_IMAGE_RETENTION_DAYS (default 30) days ago, staged ID photos left unused past
// their expiry, the finished webhook history older
// than WEBHOOK_HISTORY_DAYS (default 30), Idempotency-Key records past their 24 hours and
// sign-in failure counts that no longer count, for a cron job or by hand.
import { openDatabaseWithKeys } from "@/server/platform/security/key-source";
import { purgeSignInFailures } from "@/server/desk/purge-sign-in-failures";
import { purgeExpiredIdentityImages, retentionDays } from "@/server/documents/purge-expired-identity-images";
import { purgeExpiredStagedIdentityImages } from "@/server/documents/purge-expired-staged-identity-images";
import { purgeExpiredIdempotencyKeys } from "@/server/platform/http/purge-expired-idempotency-keys";
import { purgeWebhookHistory, webhookHistoryDays } from "@/server/webhooks/purge-webhook-history";

// Keys taken as the server takes them: said at start, refused in production without APP_SECRET or
// when the data was written with another key (server/platform/security/key-source.ts).
const open = await openDatabaseWithKeys();
try {
  const { deleted } = await purgeExpiredIdentityImages({ db: open.db });
  console.log(`Deleted ${deleted} identity images of stays that ended more than ${retentionDays()} days ago.`);
  const staged = await purgeExpiredStagedIdentityImages({ db: open.db });
  console.log(`Deleted ${staged.deleted} staged identity images left unused past their 24 hours.`);
  const history = await purgeWebhookHistory({ db: open.db });
  console.log(
    `Deleted ${history.events} webhook events (${history.deliveries} deliveries, ${history.attempts} attempts) finished and older than ${webhookHistoryDays()} days.`,
  );
  console.log(`Deleted ${await purgeExpiredIdempotencyKeys({ db: open.db })} Idempotency-Key records older than 24 hours.`);
  console.log(`Deleted ${await purgeSignInFailures({ db: open.db })} expired sign-in failure counts.`);
} finally {
  await open.close();
}
