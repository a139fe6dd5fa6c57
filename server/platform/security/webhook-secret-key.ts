import { appSecret } from "@/server/platform/security/app-secret";

// The key that encrypts webhook signing secrets at rest. WEBHOOK_SECRET_KEY, when set, keeps it
// apart from APP_SECRET (an operator can hold it in a KMS or secret store of its own, and a leak
// of APP_SECRET then opens no webhook secret); otherwise it is derived from APP_SECRET.

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}={0,1}$/;

const FORMAT = "WEBHOOK_SECRET_KEY must be 32 random bytes written as 64 hexadecimal characters or in base64 (openssl rand -base64 32).";

/** What is wrong with WEBHOOK_SECRET_KEY, for the production configuration check; undefined when unset or valid. */
export function webhookSecretKeyProblem(value = process.env.WEBHOOK_SECRET_KEY): string | undefined {
  if (value === undefined || value === "") return undefined;
  return parseKey(value) ? undefined : FORMAT;
}

/** The 32-byte AES-256-GCM key of webhook secrets. Throws on a malformed WEBHOOK_SECRET_KEY rather than guessing. */
export function webhookSecretKey(): Buffer {
  const configured = process.env.WEBHOOK_SECRET_KEY;
  if (configured === undefined || configured === "") return appSecret("webhook-secrets");
  const key = parseKey(configured);
  if (!key) throw new Error(FORMAT);
  return key;
}

function parseKey(value: string): Buffer | undefined {
  const trimmed = value.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!BASE64_KEY.test(trimmed)) return undefined;
  // Node's base64 decoder reads the URL-safe alphabet too.
  const key = Buffer.from(trimmed, "base64");
  return key.length === 32 ? key : undefined;
}
