import type { Database } from "@/server/db/database";
import { logger } from "@/server/observability/logger";
import { purgeExpiredIdentityImages, retentionDays } from "./purge-expired-identity-images";

const EVERY_MS = 60 * 60 * 1000;
const holder = globalThis as typeof globalThis & { __lodgingRetentionTimer?: NodeJS.Timeout };

/**
 * Runs the ID photo retention once now and then hourly, in this process (the app, or the
 * worker). Running it on several instances at once is harmless: deletes are idempotent.
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
  };
  holder.__lodgingRetentionTimer = setInterval(run, EVERY_MS);
  holder.__lodgingRetentionTimer.unref();
  void run();
}
