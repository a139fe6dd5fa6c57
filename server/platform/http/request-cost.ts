// What one request takes from its credential's bucket, by what it costs the server. A bucket
// holds tokens, not requests: a booking read (about 1 ms of CPU) takes 1, an ID photo upload
// (hundreds of milliseconds to seconds of decoding) takes 10, so a credential that floods the
// dear routes empties its own bucket ten times sooner and leaves the CPU to everyone else.
// The weights are coarse on purpose: a partner can reason about five numbers, not a price list.
// docs/choices.md ("Rate limits") publishes this table; the OpenAPI headers speak of tokens.

export const REQUEST_COSTS = {
  /** A read of one booking, a list, a reference table. */
  read: 1,
  /** A change: one transaction that locks a booking, an outbox event. */
  write: 2,
  /** Availability across dates and room types, the desk's booking search, a night's register. */
  search: 3,
  /** A file built from a night's register (CSV, XLSX). */
  export: 10,
  /** An ID photo, decoded and re-encoded (the decode is bounded too: decode-slots.ts); a multipart body pays it per photo. */
  upload: 10,
} as const;

export type RequestCost = keyof typeof REQUEST_COSTS;

/** A route's cost: one kind, or one read off the request before its body (a multipart Update Booking is an upload). */
export type RouteCost = RequestCost | ((request: Request) => RequestCost);

/** Reads cost `read` and everything else `write`, unless the route says otherwise. */
export function costOf(route: RouteCost | undefined, request: Request): number {
  const kind =
    typeof route === "function" ? route(request) : (route ?? (request.method === "GET" || request.method === "HEAD" ? "read" : "write"));
  return REQUEST_COSTS[kind];
}

/**
 * What the photos of a multipart Update Booking add to its `upload` cost, taken once they are
 * counted and before any is decoded: the upload paid for its first photo, each further one costs
 * another upload, as staging it alone would. (A request is never charged more than its
 * credential's bucket holds: api-route.ts, `charge`.)
 */
export function morePhotosCost(photos: number): number {
  return Math.max(0, photos - 1) * REQUEST_COSTS.upload;
}

/** A multipart body carries photos; a JSON one does not. */
export const uploadWhenMultipart = (request: Request): RequestCost =>
  /^multipart\//i.test(request.headers.get("content-type") ?? "") ? "upload" : "write";
