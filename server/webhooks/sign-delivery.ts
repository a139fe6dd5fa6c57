import { hmacSha256 } from "@/server/platform/security/hmac";

/**
 * Standard Webhooks signing: `v1,` and the base64 HMAC-SHA256, keyed by the secret's base64
 * part, of `<webhook-id>.<webhook-timestamp>.<body>`. The body is signed as the exact bytes sent.
 */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret, "base64");
  return `v1,${hmacSha256(key, `${id}.${timestamp}.${body}`).toString("base64")}`;
}

/**
 * The three Standard Webhooks headers of one attempt. `secrets` is the current secret, then the
 * previous one while a rotation's 24 hours last: receivers accept any listed signature, so one
 * still holding the old secret keeps verifying until it switches.
 */
export function signDelivery(input: { id: string; timestamp: number; body: string; secrets: readonly string[] }): {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
} {
  return {
    "webhook-id": input.id,
    "webhook-timestamp": String(input.timestamp),
    "webhook-signature": input.secrets.map((secret) => signatureOf(secret, input.id, input.timestamp, input.body)).join(" "),
  };
}
