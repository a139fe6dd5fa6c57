import type { Database } from "@/server/platform/db/database";
import { currentInstant } from "@/server/domain/clock";
import { logger } from "@/server/platform/observability/logger";
import { metricsRegistry } from "@/server/platform/metrics/registry";
import { backlogGauges } from "@/server/platform/metrics/work-metrics";
// Every module that declares metrics, so a scrape lists each name from the start (a counter that
// has not counted yet shows as absent otherwise, and an alert on it could not tell).
import "@/server/platform/metrics/http-metrics";
import "@/server/platform/metrics/db-pool-metrics";
import "@/server/platform/metrics/heartbeats";
import "@/server/platform/metrics/renderer-state";
import "@/server/platform/files/decode-slots";
import { checkReadiness } from "@/server/platform/health/check-readiness";
import { readQueues, type Queues } from "./read-queues";

const log = logger.child({ name: "metrics" });

/**
 * The metrics in Prometheus' text format: the process's counters and gauges, and the queues read
 * from the database now (a few index reads per scrape). When the database cannot be read the
 * queue gauges keep their last values and lodging_metrics_database_up says 0. `readiness`: the
 * app's scrapes say whether it is ready (lodging_instance_ready), as /api/ready would.
 */
export async function scrapeMetrics(db: Database, options: { readiness?: boolean } = {}): Promise<{ contentType: string; body: string }> {
  // The app's readiness, as /api/ready judges it (the worker has no readiness of its own).
  if (options.readiness) backlogGauges.instanceReady.set({ component: "app" }, (await checkReadiness()).ready ? 1 : 0);
  try {
    publish(await readQueues(db, currentInstant()));
    backlogGauges.databaseReadable.set(1);
  } catch (error) {
    log.warn({ err: error }, "the metrics could not read the queues from the database");
    backlogGauges.databaseReadable.set(0);
  }
  const registry = metricsRegistry();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

function publish(queues: Queues): void {
  backlogGauges.webhookPending.set(queues.webhooks.pending);
  backlogGauges.webhookOldestDue.set(queues.webhooks.oldestDueAgeSeconds);
  backlogGauges.emailPending.set(queues.checkinEmails.pending);
  backlogGauges.emailOldestDue.set(queues.checkinEmails.oldestDueAgeSeconds);
  backlogGauges.unmatchedTransfers.set(queues.unmatchedTransfers.count);
  backlogGauges.unmatchedOldest.set(queues.unmatchedTransfers.oldestAgeSeconds);
  // A property deleted since the last scrape leaves no series behind.
  backlogGauges.undeclaredGuests.reset();
  backlogGauges.minutesToDeadline.reset();
  for (const property of queues.undeclaredToday) {
    backlogGauges.undeclaredGuests.set({ property: property.property }, property.guests);
    backlogGauges.minutesToDeadline.set({ property: property.property }, property.minutesToDeadline);
  }
}
