import ipaddr from "ipaddr.js";
import { SOCKET_ADDRESS_HEADER, socketAddressHeaderInstalled } from "./socket-address";

// Which client sent a request, for the desk's sign-in throttle. Route handlers see no socket,
// only headers, and `next start` sets X-Forwarded-For from the socket only when the request has
// none (`??=` in next/dist/server/base-server.js): a header the client wrote passes through
// unchanged. So, as Express's `trust proxy` with a number, the chain is X-Forwarded-For's
// entries followed by the connection's address (socket-address.ts), and TRUST_PROXY is how many
// proxies of ours stand at its right end. With none, the client is the connection itself; with
// N, each proxy appended the address it received the request from, and the Nth entry from the
// right of the header is the one the outermost proxy saw. Entries further left are the client's
// own words.

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
 * The client's address: the connection's without TRUST_PROXY (or with an invalid one), else as
 * the outermost trusted proxy saw it. Null when the app cannot know it: the socket layer is not
 * installed in this process (a route called outside `next start`/`next dev`), fewer entries than
 * proxies (the request did not come through them), or an entry that is not an address. IPv6
 * clients are their /64 network, since one host may hold all of it. Null is never a shared
 * "unknown" client: the throttle does not count what it cannot attribute, so one attacker cannot
 * lock out everyone who is unknown.
 */
export function clientAddress(request: Request): string | null {
  const proxies = parseTrustProxy(process.env.TRUST_PROXY ?? "") ?? 0;
  if (proxies === 0) {
    const socket = socketAddressHeaderInstalled() ? request.headers.get(SOCKET_ADDRESS_HEADER) : null;
    return socket ? normalized(socket) : null;
  }
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
