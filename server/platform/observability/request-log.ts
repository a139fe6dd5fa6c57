import { logger } from "./logger";
import { observeRequest } from "@/server/platform/metrics/http-metrics";

/**
 * One line per API request: who (credential name, never the key), which property, which
 * route, the answer and how long it took. The path has no query string, so signed-URL
 * signatures and search terms stay out of the log. The same request is counted in the metrics
 * by its route's template (http-metrics.ts), which names no booking, file or token.
 */
export function logRequest(entry: RequestLogEntry): void {
  const line = requestLogLine(entry);
  if (entry.status >= 500) logger.error(line, "request failed");
  else logger.info(line, "request");
  observeRequest({ route: entry.template, method: entry.method, status: entry.status, seconds: line.duration_ms / 1000 });
}

export interface RequestLogEntry {
  method: string;
  /** The path, without its query string. */
  route: string;
  /** The route's template (/api/v1/properties/[tenant_id]/bookings): what the metrics count by. */
  template: string;
  requestId: string;
  status: number;
  startedAt: number;
  /** Who called, as `kind:name` (an API key's name, a desk user's e-mail), never a secret. */
  credential?: string;
  tenantId?: string;
}

/** The fields of a request's log line. */
function requestLogLine(entry: RequestLogEntry) {
  return {
    request_id: entry.requestId,
    method: entry.method,
    route: entry.route,
    tenant: entry.tenantId ?? null,
    credential: entry.credential ?? null,
    status: entry.status,
    duration_ms: Math.round((performance.now() - entry.startedAt) * 10) / 10,
  };
}
