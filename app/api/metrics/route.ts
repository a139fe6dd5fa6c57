import { operatorRoute } from "@/server/operations/operator-route";
import { scrapeMetrics } from "@/server/operations/scrape-metrics";

// Prometheus scrapes this with `Authorization: Bearer $METRICS_TOKEN`; unset, it does not exist (404).
export const dynamic = "force-dynamic";

export const GET = operatorRoute(async (db) => {
  const { contentType, body } = await scrapeMetrics(db, { readiness: true });
  return new Response(body, { headers: { "content-type": contentType } });
});
