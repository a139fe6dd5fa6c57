import type { Database } from "@/server/platform/db/database";
import { logger } from "@/server/platform/observability/logger";
import type { RetentionJob } from "./retention-job";

const EVERY_MS = 60 * 60 * 1000;
const holder = globalThis as typeof globalThis & { __lodgingRetentionTimer?: NodeJS.Timeout };

/**
 * Runs the retention jobs (the composition root's list: server/composition/retention.ts) once now
 * and then hourly, in this process (the app, or the worker). Running them on several instances at
 * once is harmless: deletes are idempotent. Each job has its own try, so one failing never skips
 * the others; each logs what it deleted when it deleted anything.
 */
export function startRetentionSchedule(db: Database, jobs: readonly RetentionJob[]): void {
  if (holder.__lodgingRetentionTimer || process.env.RETENTION_JOB === "off") return;
  const run = async () => {
    for (const job of jobs) {
      try {
        const { deleted, log } = await job.purge(db);
        if (deleted > 0) logger.info(log.fields, log.message);
      } catch (error) {
        logger.error({ error: (error as Error).message }, `${job.name} failed`);
      }
    }
  };
  holder.__lodgingRetentionTimer = setInterval(run, EVERY_MS);
  holder.__lodgingRetentionTimer.unref();
  void run();
}
