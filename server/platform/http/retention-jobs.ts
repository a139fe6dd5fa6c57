import type { RetentionJob } from "@/server/platform/retention/retention-job";
import { purgeExpiredIdempotencyKeys } from "./purge-expired-idempotency-keys";

/** Idempotency-Key records past their 24 hours. */
export const idempotencyRetentionJobs: RetentionJob[] = [
  {
    name: "idempotency key retention",
    purge: async (db) => {
      const deleted = await purgeExpiredIdempotencyKeys({ db });
      return {
        deleted,
        log: { fields: { deleted }, message: "expired idempotency keys deleted" },
        summary: `Deleted ${deleted} Idempotency-Key records older than 24 hours.`,
      };
    },
  },
];
