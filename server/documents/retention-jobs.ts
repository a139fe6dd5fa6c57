import type { RetentionJob } from "@/server/platform/retention/retention-job";
import { purgeExpiredIdentityImages, retentionDays } from "./purge-expired-identity-images";
import { purgeExpiredStagedIdentityImages } from "./purge-expired-staged-identity-images";

/** ID photos of stays over for IDENTITY_IMAGE_RETENTION_DAYS, and staged ones never used. */
export const documentRetentionJobs: RetentionJob[] = [
  {
    name: "identity image retention",
    purge: async (db) => {
      const { deleted } = await purgeExpiredIdentityImages({ db });
      return {
        deleted,
        log: { fields: { deleted, retention_days: retentionDays() }, message: "expired identity images deleted" },
        summary: `Deleted ${deleted} identity images of stays that ended more than ${retentionDays()} days ago.`,
      };
    },
  },
  {
    name: "staged identity image expiry",
    purge: async (db) => {
      const { deleted } = await purgeExpiredStagedIdentityImages({ db });
      return {
        deleted,
        log: { fields: { deleted }, message: "expired staged identity images deleted" },
        summary: `Deleted ${deleted} staged identity images left unused past their 24 hours.`,
      };
    },
  },
];
