import { counter, histogram } from "./registry";

const requests = counter({
  name: "lodging_http_requests_total",
  help: "API requests answered, by route template, method and status.",
  labelNames: ["route", "method", "status"],
});
const duration = histogram({
  name: "lodging_http_request_duration_seconds",
  help: "Time to answer an API request, by route template and method.",
  labelNames: ["route", "method"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Counts one answered request; `route` is a template (routeTemplate), never the path itself. */
export function observeRequest(entry: { route: string; method: string; status: number; seconds: number }): void {
  requests.inc({ route: entry.route, method: entry.method, status: String(entry.status) });
  duration.observe({ route: entry.route, method: entry.method }, entry.seconds);
}

/**
 * The route's template, as its folder names it (/api/v1/properties/[tenant_id]/bookings/[booking_id]):
 * each path segment that is the value of a path parameter becomes the parameter's name, so a
 * booking's id or code, a file's key or a token never becomes a label value (one series per id
 * would also grow without end). A catch-all's segments ([...path], given as a list, always the
 * last) become its name once, whatever path was asked. The other segments are the route's own folders.
 */
export function routeTemplate(pathname: string, params: Record<string, unknown>): string {
  const names = new Map<string, string>();
  let segments = pathname.split("/");
  let catchAll = "";
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string") names.set(value, name);
    else if (Array.isArray(value) && value.length > 0) {
      segments = segments.slice(0, -value.length);
      catchAll = `/[...${name}]`;
    }
  }
  const template = segments
    .map((segment) => {
      const name = names.get(decoded(segment));
      return name === undefined ? segment : `[${name}]`;
    })
    .join("/");
  return template + catchAll;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
