import { appKeyring, appMasterKeys } from "@/server/platform/security/app-secret";
import { listOf, masterKey, type Keyring, type MasterKey } from "./keyring";

// The key that encrypts webhook signing secrets at rest. WEBHOOK_SECRET_KEY, when set, keeps it
// apart from APP_SECRET (an operator can hold it in a KMS or secret store of its own, and a leak
// of APP_SECRET then opens no webhook secret written under it); otherwise it is derived from
// APP_SECRET. WEBHOOK_SECRET_KEY_PREVIOUS (comma-separated) decrypts after a rotation, as
// APP_SECRET_PREVIOUS does for APP_SECRET.

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}={0,1}$/;

const FORMAT = "WEBHOOK_SECRET_KEY must be 32 random bytes written as 64 hexadecimal characters or in base64 (openssl rand -base64 32).";
const PURPOSE = "webhook-secrets";

/** What is wrong with WEBHOOK_SECRET_KEY, for the production configuration check; undefined when unset or valid. */
export function webhookSecretKeyProblem(
  value = process.env.WEBHOOK_SECRET_KEY,
  previous = process.env.WEBHOOK_SECRET_KEY_PREVIOUS,
): string | undefined {
  if (value !== undefined && value !== "" && !parseKey(value)) return FORMAT;
  const bad = listOf(previous).findIndex((entry) => !parseKey(entry));
  return bad >= 0 ? `WEBHOOK_SECRET_KEY_PREVIOUS entry ${bad + 1}: ${FORMAT}` : undefined;
}

/** The 32-byte AES-256-GCM key that encrypts webhook secrets now. Throws on a malformed WEBHOOK_SECRET_KEY rather than guessing. */
export function webhookSecretKey(): Buffer {
  return webhookKeyring().current.key;
}

/**
 * The webhook secrets' keyring: WEBHOOK_SECRET_KEY and its previous keys when set, then the
 * APP_SECRET keys (current and previous), which keep opening what was written before
 * WEBHOOK_SECRET_KEY was set until `npm run secrets:reencrypt` moves it.
 */
export function webhookKeyring(): Keyring {
  const own = webhookMasterKeys();
  if (own.length === 0) return appKeyring(PURPOSE);
  const keys = own.map((master) => ({ kid: master.kid, key: master.secret }));
  return { current: keys[0]!, keys: [...keys, ...appKeysIfAny()] };
}

/** APP_SECRET's webhook keys, or none where APP_SECRET cannot be had (WEBHOOK_SECRET_KEY alone then serves). */
function appKeysIfAny() {
  try {
    return appKeyring(PURPOSE).keys;
  } catch {
    return [];
  }
}

/** WEBHOOK_SECRET_KEY then WEBHOOK_SECRET_KEY_PREVIOUS, parsed; [] when it is unset. */
export function webhookMasterKeys(): MasterKey[] {
  const configured = process.env.WEBHOOK_SECRET_KEY;
  if (configured === undefined || configured === "") return [];
  const values = [configured, ...listOf(process.env.WEBHOOK_SECRET_KEY_PREVIOUS)];
  return values.map((value, index) => {
    const key = parseKey(value);
    if (!key) throw new Error(index === 0 ? FORMAT : `WEBHOOK_SECRET_KEY_PREVIOUS entry ${index}: ${FORMAT}`);
    return masterKey(key, index === 0 ? "WEBHOOK_SECRET_KEY" : `WEBHOOK_SECRET_KEY_PREVIOUS entry ${index}`);
  });
}

/** The master key whose id webhook secrets are written under now (for the key-check rows). */
export function currentWebhookMasterKey(): MasterKey {
  return webhookMasterKeys()[0] ?? appMasterKeys().current;
}

function parseKey(value: string): Buffer | undefined {
  const trimmed = value.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!BASE64_KEY.test(trimmed)) return undefined;
  // Node's base64 decoder reads the URL-safe alphabet too.
  const key = Buffer.from(trimmed, "base64");
  return key.length === 32 ? key : undefined;
}
