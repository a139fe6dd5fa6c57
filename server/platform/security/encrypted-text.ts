import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// Secrets the app must read back in plaintext (a webhook's signing secret, a stored answer that
// holds one) are kept encrypted at rest with AES-256-GCM, so a copy of the database, a backup or
// a replica alone does not reveal them. The stored text names its scheme (`enc:v1:`), so rows
// written before encryption can be told apart and a later scheme can sit beside this one.
// `context` is authenticated with the text (GCM's additional data): a ciphertext copied onto
// another row (another webhook's id) fails to open instead of lending that row its secret.

const PREFIX = "enc:v1:";
const IV_BYTES = 12;

export function isEncryptedText(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** `enc:v1:<iv>.<tag>.<ciphertext>`, each part base64url; `key` is 32 bytes. */
export function encryptText(plaintext: string, key: Buffer, context = ""): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url")).join(".")}`;
}

/** The plaintext of `encryptText`'s output; throws when the key, the context or the text differ. */
export function decryptText(stored: string, key: Buffer, context = ""): string {
  if (!isEncryptedText(stored)) throw new Error("not an encrypted text");
  const [iv, tag, ciphertext] = stored.slice(PREFIX.length).split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES) throw new Error("malformed encrypted text");
  const decipher = createDecipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context, "utf8")).setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
}
