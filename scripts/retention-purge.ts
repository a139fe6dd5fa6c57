// npm run retention:purge: deletes the ID photos of stays that ended more than
// IDENTITY_IMAGE_RETENTION_DAYS (default 30) days ago, and the finished webhook history older
// than WEBHOOK_HISTORY_DAYS (default 30), for a cron job or by hand.
import { openConfiguredDatabase } from "@/server/db/engines";
import { purgeExpiredIdentityImages, retentionDays } from "@/server/documents/purge-expired-identity-images";
import { purgeWebhookHistory, webhookHistoryDays } from "@/server/webhooks/purge-webhook-history";

const open = await openConfiguredDatabase();
try {
  const { deleted } = await purgeExpiredIdentityImages({ db: open.db });
  console.log(`Deleted ${deleted} identity images of stays that ended more than ${retentionDays()} days ago.`);
  const history = await purgeWebhookHistory({ db: open.db });
  console.log(
    `Deleted ${history.events} webhook events (${history.deliveries} deliveries, ${history.attempts} attempts) finished and older than ${webhookHistoryDays()} days.`,
  );
} finally {
  await open.close();
}
