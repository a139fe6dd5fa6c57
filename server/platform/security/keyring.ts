import { hmacSha256 } from "./hmac";

// A keyring: the key that encrypts from now on, and the keys that still decrypt what older keys
// wrote (the previous ones of a rotation). Every key has an id, a short fingerprint that names it
// in stored text (`enc:v2:<kid>:...`), in the key-check rows and in log lines, never the key.

/** One master key and where it came from (`APP_SECRET`, `APP_SECRET_PREVIOUS`, the development file...). */
export interface MasterKey {
  kid: string;
  secret: Buffer;
  origin: string;
}

/** A usable 32-byte key (AES-256-GCM), named by its master's id. */
export interface RingKey {
  kid: string;
  key: Buffer;
}

export interface Keyring {
  /** The key that encrypts. */
  current: RingKey;
  /** Every key that may decrypt, the current one first. */
  keys: RingKey[];
}

/**
 * A key's id: the first 12 characters of the base64url HMAC of a constant under the key. It
 * names the key without revealing it (an HMAC cannot be turned back into its key), and 72 bits
 * keep two keys of one deployment from sharing an id. base64url has no `:`, the separator.
 */
export function kidOf(secret: Buffer): string {
  return hmacSha256(secret, "lodging:key-id").toString("base64url").slice(0, 12);
}

/** The full-length check value of a key (the key-check rows): proves the key, where the id only names it. */
export function checkValueOf(secret: Buffer): string {
  return hmacSha256(secret, "lodging:key-check").toString("base64url");
}

export function masterKey(secret: Buffer, origin: string): MasterKey {
  return { kid: kidOf(secret), secret, origin };
}

/** Comma-separated values of a `..._PREVIOUS` variable, blanks dropped. */
export function listOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}
