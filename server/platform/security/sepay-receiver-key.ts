import { randomBytes } from "node:crypto";
import { z } from "zod";
import { decryptText, encryptText } from "./encrypted-text";
import { webhookKeyring } from "./webhook-secret-key";

// A property's own key for its SePay receiver (POST /api/v1/integrations/sepay/{tenant_id}): the
// secret SePay sends (`Authorization: Apikey <key>`) or signs with (HMAC). The app must read it
// back to compare or sign, so it is encrypted at rest like webhook signing secrets (the same
// keyring: WEBHOOK_SECRET_KEY, else APP_SECRET), bound to its property, so a copy of the
// database does not reveal it and a ciphertext moved onto another property's row does not open.

/**
 * A key as SePay's dashboard takes it and an Authorization header carries it: 16 to 128
 * printable ASCII characters, no spaces (a fixture's key is checked with this).
 */
export const sepayKeySchema = z.string().regex(/^[\x21-\x7E]{16,128}$/, "A SePay key is 16 to 128 printable characters without spaces.");

/** A new key: 24 random bytes in hexadecimal (48 characters), which any form and header take. */
export function generateSepayKey(): string {
  return randomBytes(24).toString("hex");
}

const context = (propertyId: string) => `sepay:${propertyId}`;

/** The stored form of a property's key: `enc:v2:<kid>:...`, under the current key of the ring. */
export function sealSepayKey(key: string, propertyId: string): string {
  return encryptText(key, webhookKeyring(), context(propertyId));
}

/** The key of a stored value; throws when no key of the ring opens it, or it is another property's. */
export function openSepayKey(stored: string, propertyId: string): string {
  return decryptText(stored, webhookKeyring(), context(propertyId));
}
