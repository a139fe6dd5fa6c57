import ipaddr from "ipaddr.js";

// Which client sent a request, for the desk's sign-in throttle. Route handlers see no socket,
// only headers, and `next start` sets X-Forwarded-For from the socket only when the request has
// none (`??=` in next/dist/server/base-server.js): a header the client wrote passes through
// unchanged. So the header says who the client is only when proxies of ours wrote its last
// entries. TRUST_PROXY is how many there are (as Express's `trust proxy` with a number): each
// appends the address it received the request from, and the Nth entry from the right is the
// one the outermost proxy saw, the client. Entries further left are the client's own words.

/** More proxies than anyone runs in front of an app; a larger number is a typo. */
const MAX_TRUSTED_PROXIES = 10;

/** What is wrong with TRUST_PROXY, for the production configuration check; undefined when fine. */
export function trustProxyProblem(value = process.env.TRUST_PROXY): string | undefined {
  if (value === undefined || value === "" || parseTrustProxy(value) !== undefined) return undefined;
  return `TRUST_PROXY must be the number of proxies in front of the app (0 to ${MAX_TRUSTED_PROXIES}), not "${value}".`;
}

function parseTrustProxy(value: string): number | undefined {
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const count = Number(value);
  return count <= MAX_TRUSTED_PROXIES ? count : undefined;
}

/**
 * The client's address as the outermost trusted proxy saw it, or null when the app cannot know
 * it: no TRUST_PROXY (or an invalid one), fewer entries than proxies (the request did not come
 * through them), or an entry that is not an address. IPv6 clients are their /64 network,
 * since one host may hold all of it. Null is never a shared "unknown" client: the throttle does
 * not count what it cannot attribute, so one attacker cannot lock out everyone who is unknown.
 */
export function clientAddress(request: Request): string | null {
  const proxies = parseTrustProxy(process.env.TRUST_PROXY ?? "") ?? 0;
  if (proxies === 0) return null;
  const entries = (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  if (entries.length < proxies) return null;
  return normalized(entries[entries.length - proxies]!);
}

function normalized(entry: string): string | null {
  const address = withoutPort(entry);
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

/** Some proxies write `203.0.113.7:51234` or `[2001:db8::1]:443`. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4WithPort ? ipv4WithPort[1]! : entry;
}
