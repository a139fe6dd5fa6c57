import type { Database } from "@/server/platform/db/database";
import { signInRetentionJobs } from "@/server/staff/retention-jobs";
import { documentRetentionJobs } from "@/server/documents/retention-jobs";
import { idempotencyRetentionJobs } from "@/server/platform/http/retention-jobs";
import type { RetentionJob } from "@/server/platform/retention/retention-job";
import { startRetentionSchedule } from "@/server/platform/retention/retention-schedule";
import { webhookRetentionJobs } from "@/server/webhooks/retention-jobs";

/** Every feature's retention jobs, in the order they run (ID photos first: the data the law bounds). */
export const RETENTION_JOBS: readonly RetentionJob[] = [
  ...documentRetentionJobs,
  ...webhookRetentionJobs,
  ...idempotencyRetentionJobs,
  ...signInRetentionJobs,
];

/** The hourly retention of the app (instrumentation.ts) or of npm run worker. */
export function startRetention(db: Database): void {
  startRetentionSchedule(db, RETENTION_JOBS);
}
