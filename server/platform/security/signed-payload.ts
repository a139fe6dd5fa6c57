import "server-only";
import { appSecret } from "./app-secret";
import { hmacSha256, sameSecret } from "./hmac";

// What the app hands out signed (check-in links, the e-mails' stop links) is one format:
// `<prefix><base64url JSON>.<base64url HMAC-SHA256 of that base64url text>`, keyed by the app's
// secret for one purpose, so a token signed for one use is refused by every other. Tokens
// already sent in e-mails and links depend on this format byte for byte (signed-payload.test.ts).

/** A token carrying `claims`, signed for `purpose`. */
export function signPayload(purpose: string, prefix: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${prefix}${payload}.${mac(purpose, payload)}`;
}

/**
 * The JSON object a genuine token carries, its fields not yet checked (the caller knows its
 * claims); undefined for a wrong prefix, a bad signature or a payload that is not a JSON object.
 */
export function verifyPayload(purpose: string, prefix: string, token: string): Record<string, unknown> | undefined {
  if (!token.startsWith(prefix)) return undefined;
  // base64url has no ".": a genuine token has exactly two parts.
  const [payload, signature, ...rest] = token.slice(prefix.length).split(".");
  if (!payload || !signature || rest.length > 0) return undefined;
  if (!sameSecret(signature, mac(purpose, payload))) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}

function mac(purpose: string, payload: string): string {
  return hmacSha256(appSecret(purpose), payload).toString("base64url");
}
