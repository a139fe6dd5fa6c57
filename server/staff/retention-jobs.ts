import type { RetentionJob } from "@/server/platform/retention/retention-job";
import { purgeSignInFailures } from "./purge-sign-in-failures";

/** Sign-in failure counts that no longer count. */
export const signInRetentionJobs: RetentionJob[] = [
  {
    name: "sign-in failure retention",
    purge: async (db) => {
      const deleted = await purgeSignInFailures({ db });
      return {
        deleted,
        log: { fields: { deleted }, message: "expired sign-in failure counts deleted" },
        summary: `Deleted ${deleted} expired sign-in failure counts.`,
      };
    },
  },
];
