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
class RefusedDestinationError extends Error {
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

/** IANA's global unicast block: every IPv6 address outside it is reserved, whatever ipaddr.js names it. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");
/** IPv4-compatible `::a.b.c.d` (RFC 4291, deprecated): ipaddr.js calls it unicast, but some stacks reach the IPv4 behind it. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/**
 * The range of an address when it is not public unicast ("loopback", "private", ...), else null.
 * IPv4-mapped addresses are judged as their IPv4 (ipaddr.process). For IPv6, ipaddr.js's
 * "unicast" is only what its table does not name, so `::127.0.0.1` came out unicast: the
 * IPv4-compatible block is refused outright, and so is anything outside 2000::/3.
 */
export function nonPublicRange(address: string): string | null {
  const exact = withoutDottedQuad(address);
  if (exact === null || !ipaddr.isValid(exact)) return "invalid";
  const parsed = ipaddr.process(exact);
  const range = parsed.range();
  if (range !== "unicast") return range;
  if (parsed.kind() === "ipv4") return null;
  if (parsed.match(IPV4_COMPATIBLE)) return "ipv4Compatible";
  return parsed.match(GLOBAL_UNICAST_V6) ? null : "reserved";
}

/**
 * IPv6 text with a dotted IPv4 tail in hexadecimal (WHATWG URL's serializer). ipaddr.js reads
 * `::8.8.8.8` as IPv4-mapped `::ffff:8.8.8.8`, and DNS answers print IPv4-compatible addresses
 * that way (inet_ntop), so without this the block refused above would pass as its IPv4.
 */
function withoutDottedQuad(address: string): string | null {
  if (!address.includes(":") || !address.includes(".")) return address;
  try {
    return new URL(`http://[${address}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
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
