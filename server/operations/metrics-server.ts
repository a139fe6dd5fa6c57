import http from "node:http";
import type { Database } from "@/server/platform/db/database";
import { logger } from "@/server/platform/observability/logger";
import { metricsAccess } from "@/server/platform/security/metrics-token";
import { readOperatorStatus } from "./operator-status";
import { scrapeMetrics } from "./scrape-metrics";

const log = logger.child({ name: "metrics" });

/**
 * The metrics on a port of their own (METRICS_PORT), for `npm run worker`, which serves no HTTP
 * otherwise, and for an app whose operator keeps the metrics off the public port: GET /metrics
 * and GET /status, with the same bearer token as /api/metrics (production-config.ts refuses
 * METRICS_PORT without METRICS_TOKEN). Bound to METRICS_HOST, all interfaces by default: a
 * Prometheus in another container must reach it. `readiness`: the app's scrape says whether it
 * is ready (lodging_instance_ready); the worker's does not.
 */
export function startMetricsServer(
  db: Database,
  options: { readiness: boolean },
  env: Record<string, string | undefined> = process.env,
): http.Server | undefined {
  if (!env.METRICS_PORT) return undefined;
  const server = http.createServer((request, response) => {
    void answer(db, request, options, env).then(
      ({ status, type, body, headers }) => {
        response.writeHead(status, { "content-type": type, "cache-control": "no-store", ...headers });
        response.end(body);
      },
      (error: unknown) => {
        log.error({ err: error }, "a metrics request failed");
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        response.end("The metrics could not be read.\n");
      },
    );
  });
  server.on("error", (error) => log.error({ err: error }, `the metrics server cannot listen on port ${env.METRICS_PORT}`));
  server.listen(Number(env.METRICS_PORT), env.METRICS_HOST || undefined, () =>
    log.info({ port: Number(env.METRICS_PORT) }, "metrics served"),
  );
  server.unref();
  return server;
}

async function answer(
  db: Database,
  request: http.IncomingMessage,
  options: { readiness: boolean },
  env: Record<string, string | undefined>,
) {
  const text = "text/plain; charset=utf-8";
  const path = new URL(request.url ?? "/", "http://metrics").pathname;
  const access = metricsAccess(request.headers.authorization ?? null, env);
  if (request.method !== "GET" || access === "off" || (path !== "/metrics" && path !== "/status"))
    return { status: 404, type: text, body: "Not found.\n" };
  if (access === "refused")
    return { status: 401, type: text, body: "The metrics token is required.\n", headers: { "www-authenticate": 'Bearer realm="metrics"' } };
  if (path === "/status") return { status: 200, type: "application/json", body: JSON.stringify(await readOperatorStatus(db)) };
  const { contentType, body } = await scrapeMetrics(db, options);
  return { status: 200, type: contentType, body };
}
