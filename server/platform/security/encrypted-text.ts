import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { kidOf, type Keyring, type RingKey } from "./keyring";

// Secrets the app must read back in plaintext (a webhook's signing secret, a stored answer that
// holds one) are kept encrypted at rest with AES-256-GCM, so a copy of the database, a backup or
// a replica alone does not reveal them. The stored text names its scheme and its key:
// `enc:v2:<kid>:`, so a reader picks the key of a keyring by id (after a rotation the previous
// key still opens its rows), and a key that is not in the ring is named instead of guessed.
// `enc:v1:` (before key ids) is still read, by trying each key of the ring.
// `context` is authenticated with the text (GCM's additional data): a ciphertext copied onto
// another row (another webhook's id) fails to open instead of lending that row its secret.

const V1 = "enc:v1:";
const V2 = "enc:v2:";
const IV_BYTES = 12;

/** A keyring, or one bare key (tests, and callers that hold a single key). */
export type Keys = Keyring | Buffer;

/** Thrown when the text names a key the ring does not hold: the operator's key is not the writer's. */
export class UnknownKeyError extends Error {
  constructor(readonly kid: string) {
    super(`encrypted with key ${kid}, which is not among this process's keys`);
  }
}

export function isEncryptedText(value: string): boolean {
  return value.startsWith(V2) || value.startsWith(V1);
}

/** The id of the key a stored text was encrypted with; undefined for `enc:v1:` (no id) or plaintext. */
export function keyIdOf(stored: string): string | undefined {
  if (!stored.startsWith(V2)) return undefined;
  const end = stored.indexOf(":", V2.length);
  return end > V2.length ? stored.slice(V2.length, end) : undefined;
}

/** `enc:v2:<kid>:<iv>.<tag>.<ciphertext>`, each part base64url, under the ring's current key. */
export function encryptText(plaintext: string, keys: Keys, context = ""): string {
  const { kid, key } = Buffer.isBuffer(keys) ? { kid: kidOf(keys), key: keys } : keys.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${V2}${kid}:${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url")).join(".")}`;
}

/**
 * The plaintext of `encryptText`'s output. Throws UnknownKeyError when the text names a key the
 * ring lacks, and an error when the key, the context or the text differ. A bare key is tried
 * whatever id the text names.
 */
export function decryptText(stored: string, keys: Keys, context = ""): string {
  const candidates: Pick<RingKey, "key">[] = Buffer.isBuffer(keys) ? [{ key: keys }] : keys.keys;
  if (stored.startsWith(V1)) return firstThatOpens(stored.slice(V1.length), candidates, context);
  const kid = keyIdOf(stored);
  if (kid === undefined) throw new Error("not an encrypted text");
  const named = Buffer.isBuffer(keys) ? candidates : keys.keys.filter((key) => key.kid === kid);
  if (named.length === 0) throw new UnknownKeyError(kid);
  return firstThatOpens(stored.slice(V2.length + kid.length + 1), named, context);
}

function firstThatOpens(body: string, candidates: Pick<RingKey, "key">[], context: string): string {
  let failure: unknown = new Error("no key to decrypt with");
  for (const { key } of candidates) {
    try {
      return open(body, key, context);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

function open(body: string, key: Buffer, context: string): string {
  const [iv, tag, ciphertext] = body.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !ciphertext || iv.length !== IV_BYTES) throw new Error("malformed encrypted text");
  const decipher = createDecipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context, "utf8")).setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
}
