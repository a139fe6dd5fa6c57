import type { Database } from "@/server/db/database";
import { purgeExpiredIdentityImages, retentionDays } from "@/server/documents/purge-expired-identity-images";
import { logger } from "@/server/observability/logger";
import { purgeWebhookHistory, webhookHistoryDays } from "@/server/webhooks/purge-webhook-history";

const EVERY_MS = 60 * 60 * 1000;
const holder = globalThis as typeof globalThis & { __lodgingRetentionTimer?: NodeJS.Timeout };

/**
 * Runs the retention jobs (ID photos, webhook history) once now and then hourly, in this
 * process (the app, or the worker). Running them on several instances at once is harmless:
 * deletes are idempotent. Each job has its own try, so one failing never skips the other.
 */
export function startRetentionSchedule(db: Database): void {
  if (holder.__lodgingRetentionTimer || process.env.RETENTION_JOB === "off") return;
  const run = async () => {
    try {
      const { deleted } = await purgeExpiredIdentityImages({ db });
      if (deleted > 0) logger.info({ deleted, retention_days: retentionDays() }, "expired identity images deleted");
    } catch (error) {
      logger.error({ error: (error as Error).message }, "identity image retention failed");
    }
    try {
      const purged = await purgeWebhookHistory({ db });
      if (purged.events > 0) logger.info({ ...purged, history_days: webhookHistoryDays() }, "old webhook history deleted");
    } catch (error) {
      logger.error({ error: (error as Error).message }, "webhook history retention failed");
    }
  };
  holder.__lodgingRetentionTimer = setInterval(run, EVERY_MS);
  holder.__lodgingRetentionTimer.unref();
  void run();
}
