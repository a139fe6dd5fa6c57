import { createHash, randomBytes } from "node:crypto";

// API keys are 32 random bytes, so a plain SHA-256 is enough to store them safely
// (the slow hashes are for low-entropy passwords) and keeps the lookup one index probe.

const KEY_PREFIX = "lpk_";

export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** The first characters of a key, safe to show in lists so people can tell keys apart. */
export function displayPrefix(key: string): string {
  return key.slice(0, 12);
}
