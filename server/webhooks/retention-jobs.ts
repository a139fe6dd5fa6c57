import type { RetentionJob } from "@/server/platform/retention/retention-job";
import { purgeWebhookHistory, webhookHistoryDays } from "./purge-webhook-history";

/** Finished webhook history older than WEBHOOK_HISTORY_DAYS. */
export const webhookRetentionJobs: RetentionJob[] = [
  {
    name: "webhook history retention",
    purge: async (db) => {
      const purged = await purgeWebhookHistory({ db });
      return {
        deleted: purged.events,
        log: { fields: { ...purged, history_days: webhookHistoryDays() }, message: "old webhook history deleted" },
        summary:
          `Deleted ${purged.events} webhook events (${purged.deliveries} deliveries, ${purged.attempts} attempts) ` +
          `finished and older than ${webhookHistoryDays()} days.`,
      };
    },
  },
];
