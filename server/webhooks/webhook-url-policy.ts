import { ipLiteralOf, nonPublicRange, privateNetworksAllowed } from "./network-guard";

/** What a webhook URL may be: production refuses plain http; the network guard's switch widens both rules for tests and the demo. */
export interface WebhookUrlPolicy {
  production: boolean;
  allowPrivateNetworks: boolean;
}

export function webhookUrlPolicy(): WebhookUrlPolicy {
  return { production: process.env.NODE_ENV === "production", allowPrivateNetworks: privateNetworksAllowed() };
}

/**
 * Deliveries carry guests' bookings, so in production they leave over TLS only: plain http would
 * show them, and the signature, to anyone on the path. WEBHOOK_ALLOW_PRIVATE_NETWORKS=true (the
 * tests, the fault scripts) also lets http reach loopback, which never leaves the machine.
 * `npm run dev` takes http anywhere. Checked at registration and again at every delivery, for
 * rows written before the rule.
 */
export function plainHttpRefusal(url: URL, policy: WebhookUrlPolicy): string | undefined {
  if (!policy.production || url.protocol === "https:") return undefined;
  if (policy.allowPrivateNetworks && isLoopback(url.hostname)) return undefined;
  return "Use an https:// URL: deliveries carry guests' bookings and are sent over TLS only.";
}

/**
 * Why registration refuses a URL, or undefined: plain http in production, or a host that names
 * a loopback, private or reserved address outright (names are checked at each delivery, when
 * they resolve).
 */
export function webhookUrlProblem(url: URL, policy: WebhookUrlPolicy): string | undefined {
  const refusal = plainHttpRefusal(url, policy);
  if (refusal || policy.allowPrivateNetworks) return refusal;
  if (isLocalhostName(url.hostname)) return "Loopback addresses cannot receive webhooks.";
  const literal = ipLiteralOf(url.hostname);
  if (literal !== null && nonPublicRange(literal)) return "Loopback, private and reserved addresses cannot receive webhooks.";
  return undefined;
}

function isLocalhostName(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost");
}

function isLoopback(hostname: string): boolean {
  const literal = ipLiteralOf(hostname);
  return literal === null ? isLocalhostName(hostname) : nonPublicRange(literal) === "loopback";
}
