/**
 * The client's address for throttling. The last X-Forwarded-For entry is the one the nearest
 * proxy (Next.js's own server, or the load balancer in front of it) appended; earlier entries
 * are whatever the client wrote and could be forged to dodge a lock.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last || request.headers.get("x-real-ip")?.trim() || "unknown";
}
