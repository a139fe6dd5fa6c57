import { randomBytes } from "node:crypto";

/**
 * A new signing secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random
 * bytes (the specification asks for 24 to 64). Kept in plaintext because signing needs it.
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A short code partners name a webhook by (`WH` and 6 characters, like the fixtures' codes). */
export function generateWebhookCode(): string {
  const bytes = randomBytes(6);
  let code = "WH";
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}
