import { randomBytes } from "node:crypto";
import { decryptText, encryptText, isEncryptedText } from "@/server/platform/security/encrypted-text";
import { webhookKeyring } from "@/server/platform/security/webhook-secret-key";

/**
 * A new signing secret in the Standard Webhooks form: `whsec_` and the base64 of 32 random
 * bytes (the specification asks for 24 to 64).
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The form a secret is stored in: encrypted, bound to its webhook's id, so a copy of the
 * database or a backup does not reveal it, and a ciphertext moved onto another webhook's row
 * does not open there. Signing needs the secret itself, so it cannot be hashed like an API key.
 */
export function sealWebhookSecret(secret: string, webhookId: string): string {
  return encryptText(secret, webhookKeyring(), webhookId);
}

/**
 * The secret of a stored value, opened with the key its text names (the current key or a
 * previous one of the ring); a plaintext `whsec_` row from before encryption reads as it is
 * until start-up encrypts it. Throws when no key of the ring opens it.
 */
export function openWebhookSecret(stored: string, webhookId: string): string {
  return isEncryptedText(stored) ? decryptText(stored, webhookKeyring(), webhookId) : stored;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A short code partners name a webhook by (`WH` and 6 characters, like the fixtures' codes). */
export function generateWebhookCode(): string {
  const bytes = randomBytes(6);
  let code = "WH";
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}
