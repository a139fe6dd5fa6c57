import dns from "node:dns";
import type { LookupAddress, LookupOptions } from "node:dns";
import ipaddr from "ipaddr.js";

/**
 * The SSRF guard: deliveries go only to public unicast addresses, never to loopback, private,
 * link-local, unique-local, carrier-grade NAT, multicast or reserved ones, unless
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS=true (development, tests, the demo). The check runs on the
 * addresses the connection actually uses (as the socket's `lookup`), so a name that resolves
 * to a public address when checked and to a private one when connecting cannot slip through.
 */
export class RefusedDestinationError extends Error {
  constructor(host: string, address: string, range: string) {
    super(
      `refused: ${host} resolves to ${address} (${range}); deliveries to private networks are off ` +
        "(WEBHOOK_ALLOW_PRIVATE_NETWORKS is not true)",
    );
    this.name = "RefusedDestinationError";
  }
}

export function privateNetworksAllowed(): boolean {
  return process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === "true";
}

/** The range of an address when it is not public unicast ("loopback", "private", ...), else null. */
export function nonPublicRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return "invalid";
  const range = ipaddr.process(address).range();
  return range === "unicast" ? null : range;
}

/** A URL host that is an IP literal, without IPv6 brackets; null for a name. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(":") || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : null;
}

/** Throws when an IP literal host is not public; names are checked when they resolve. */
export function assertPublicLiteral(hostname: string): void {
  const literal = ipLiteralOf(hostname);
  if (literal === null) return;
  const range = nonPublicRange(literal);
  if (range) throw new RefusedDestinationError(hostname, literal, range);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `dns.lookup` for sockets that refuses any non-public answer (every address must pass). */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    for (const { address } of addresses) {
      const range = nonPublicRange(address);
      if (range) return callback(new RefusedDestinationError(hostname, address, range), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
    callback(null, first.address, first.family);
  });
}
