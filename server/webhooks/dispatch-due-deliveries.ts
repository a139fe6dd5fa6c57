import type { Database } from "@/server/platform/db/database";
import { attemptDelivery } from "./attempt-delivery";
import { claimDueDeliveries } from "./claim-due-deliveries";
import { defaultDispatchSettings, type DispatchSettings } from "./dispatch-settings";

/**
 * One round: claim what is due (as much as `concurrency` allows), send it, record each
 * attempt, and return how many were attempted. The running dispatcher (webhook-dispatcher.ts)
 * does not wait for rounds: it claims again as places free up; the tests drive it round by
 * round with this. Safe to run in several processes at once.
 */
export async function dispatchDueDeliveries(db: Database, settings: DispatchSettings = defaultDispatchSettings()): Promise<number> {
  const claimed = await claimDueDeliveries(db, settings, settings.concurrency);
  await Promise.all(claimed.map((delivery) => attemptDelivery(db, delivery, settings)));
  return claimed.length;
}
