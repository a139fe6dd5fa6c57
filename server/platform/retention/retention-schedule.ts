import type { Database } from "@/server/platform/db/database";
import { purgeSignInFailures } from "@/server/desk/purge-sign-in-failures";
import { purgeExpiredIdentityImages, retentionDays } from "@/server/documents/purge-expired-identity-images";
import { purgeExpiredStagedIdentityImages } from "@/server/documents/purge-expired-staged-identity-images";
import { purgeExpiredIdempotencyKeys } from "@/server/platform/http/purge-expired-idempotency-keys";
import { logger } from "@/server/platform/observability/logger";
import { purgeWebhookHistory, webhookHistoryDays } from "@/server/webhooks/purge-webhook-history";

const EVERY_MS = 60 * 60 * 1000;
const holder = globalThis as typeof globalThis & { __lodgingRetentionTimer?: NodeJS.Timeout };

/** Each job deletes what has outlived its use, and logs what it deleted when it deleted anything. */
const JOBS: { name: string; run: (db: Database) => Promise<void> }[] = [
  {
    name: "identity image retention",
    run: async (db) => {
      const { deleted } = await purgeExpiredIdentityImages({ db });
      if (deleted > 0) logger.info({ deleted, retention_days: retentionDays() }, "expired identity images deleted");
    },
  },
  {
    name: "staged identity image expiry",
    run: async (db) => {
      const { deleted } = await purgeExpiredStagedIdentityImages({ db });
      if (deleted > 0) logger.info({ deleted }, "expired staged identity images deleted");
    },
  },
  {
    name: "webhook history retention",
    run: async (db) => {
      const purged = await purgeWebhookHistory({ db });
      if (purged.events > 0) logger.info({ ...purged, history_days: webhookHistoryDays() }, "old webhook history deleted");
    },
  },
  {
    name: "idempotency key retention",
    run: async (db) => {
      const deleted = await purgeExpiredIdempotencyKeys({ db });
      if (deleted > 0) logger.info({ deleted }, "expired idempotency keys deleted");
    },
  },
  {
    name: "sign-in failure retention",
    run: async (db) => {
      const deleted = await purgeSignInFailures({ db });
      if (deleted > 0) logger.info({ deleted }, "expired sign-in failure counts deleted");
    },
  },
];

/**
 * Runs the retention jobs (ID photos, staged ID photos left unused, webhook history, Idempotency-Key records, sign-in
 * failure counts) once now and then hourly, in this process (the app, or the worker). Running
 * them on several instances at once is harmless: deletes are idempotent. Each job has its own
 * try, so one failing never skips the others.
 */
export function startRetentionSchedule(db: Database): void {
  if (holder.__lodgingRetentionTimer || process.env.RETENTION_JOB === "off") return;
  const run = async () => {
    for (const job of JOBS) {
      try {
        await job.run(db);
      } catch (error) {
        logger.error({ error: (error as Error).message }, `${job.name} failed`);
      }
    }
  };
  holder.__lodgingRetentionTimer = setInterval(run, EVERY_MS);
  holder.__lodgingRetentionTimer.unref();
  void run();
}
