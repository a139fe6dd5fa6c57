// npm run retention:purge: deletes the ID photos of stays that ended more than
// IDENTITY_IMAGE_RETENTION_DAYS (default 30) days ago, for a cron job or by hand.
import { openConfiguredDatabase } from "@/server/db/engines";
import { purgeExpiredIdentityImages, retentionDays } from "@/server/documents/purge-expired-identity-images";

const open = await openConfiguredDatabase();
try {
  const { deleted } = await purgeExpiredIdentityImages({ db: open.db });
  console.log(`Deleted ${deleted} identity images of stays that ended more than ${retentionDays()} days ago.`);
} finally {
  await open.close();
}
