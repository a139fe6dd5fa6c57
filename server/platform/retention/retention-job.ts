import type { Database } from "@/server/platform/db/database";

/**
 * One kind of data deleted once it has outlived its use. Each feature declares its own next to
 * the data (documents/retention-jobs.ts...); the composition root lists them
 * (server/composition/retention.ts) for the hourly schedule and for npm run retention:purge.
 */
export interface RetentionJob {
  /** Named in the log when the job fails. */
  name: string;
  purge(db: Database): Promise<RetentionOutcome>;
}

/** What a purge deleted, as the hourly log and the command each say it. */
interface RetentionOutcome {
  /** The hourly run logs only when this is above 0. */
  deleted: number;
  log: { fields: Record<string, unknown>; message: string };
  /** The line npm run retention:purge prints, whatever was deleted. */
  summary: string;
}
