import { getDb } from "@/server/platform/db/client";
import type { Database } from "@/server/platform/db/database";
import { metricsAccess } from "@/server/platform/security/metrics-token";

/**
 * A route for Prometheus and operators (the metrics, the operator's status): 404 as if absent
 * while METRICS_TOKEN is unset, 401 without the token, never cached. The database is opened only
 * for a caller that holds the token.
 */
export function operatorRoute(handler: (db: Database) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const access = metricsAccess(request.headers.get("authorization"));
    if (access === "off") return new Response("Not found.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    if (access === "refused") {
      return new Response("The metrics token is required.\n", {
        status: 401,
        headers: { "content-type": "text/plain; charset=utf-8", "www-authenticate": 'Bearer realm="metrics"' },
      });
    }
    const response = await handler(await getDb());
    response.headers.set("cache-control", "no-store");
    return response;
  };
}
