import "server-only";
import fs from "node:fs";
import path from "node:path";
import { hkdfSync, randomBytes } from "node:crypto";
import { listOf, masterKey, type Keyring, type MasterKey, type RingKey } from "./keyring";

// One secret signs what the app hands out (check-in tokens, image URLs) and encrypts what it
// must read back (kept answers; webhook secrets unless WEBHOOK_SECRET_KEY is set). Each use gets
// its own key derived with HKDF, so a key leaked from one use opens nothing else.
// APP_SECRET_PREVIOUS (comma-separated) keeps older secrets able to decrypt after a rotation;
// they never sign nor encrypt (docs/deploy.md, "Rotating APP_SECRET").

const MIN_LENGTH = 32;
export const DEVELOPMENT_SECRET_FILE = path.join(".data", "app-secret");

export interface AppMasterKeys {
  source: "environment" | "development file";
  current: MasterKey;
  previous: MasterKey[];
}

let cached: { signature: string; keys: AppMasterKeys } | undefined;
const derived = new Map<string, Buffer>();

/** The current secret's key for `purpose` (signing, and encrypting). */
export function appSecret(purpose: string): Buffer {
  return derive(appMasterKeys().current, purpose).key;
}

/** Every APP_SECRET key for `purpose`: the current one encrypts, the previous ones still decrypt. */
export function appKeyring(purpose: string): Keyring {
  const { current, previous } = appMasterKeys();
  return { current: derive(current, purpose), keys: [current, ...previous].map((master) => derive(master, purpose)) };
}

function derive(master: MasterKey, purpose: string): RingKey {
  const cacheKey = `${master.kid}\u0000${purpose}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", master.secret, Buffer.alloc(0), `lodging:${purpose}`, 32));
    derived.set(cacheKey, key);
  }
  return { kid: master.kid, key };
}

/**
 * What is wrong with APP_SECRET (or APP_SECRET_PREVIOUS), in words an operator can act on, or
 * undefined. Production needs one (every instance must sign alike); development makes its own
 * when it is unset. The start-up check (production-config.ts) and the first use apply this rule.
 */
export function appSecretProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.APP_SECRET;
  if (configured === undefined || configured === "") {
    return env.NODE_ENV === "production"
      ? `APP_SECRET is not set: set it to ${MIN_LENGTH} or more random characters, the same on every instance.`
      : undefined;
  }
  if (configured.length < MIN_LENGTH) return `APP_SECRET is too short (${configured.length} characters): it needs ${MIN_LENGTH} or more.`;
  const short = listOf(env.APP_SECRET_PREVIOUS).findIndex((previous) => previous.length < MIN_LENGTH);
  if (short >= 0)
    return `APP_SECRET_PREVIOUS holds a value under ${MIN_LENGTH} characters (entry ${short + 1}): list the former APP_SECRET values, comma-separated.`;
  return undefined;
}

/**
 * The master secrets: APP_SECRET when set, with APP_SECRET_PREVIOUS. Unset outside production, a
 * random secret is made once and kept in .data/app-secret, so links, URLs and encrypted rows
 * survive a restart of `npm run dev`. Read again when the environment changes (tests do).
 */
export function appMasterKeys(env: NodeJS.ProcessEnv = process.env): AppMasterKeys {
  const signature = [env.APP_SECRET, env.APP_SECRET_PREVIOUS, env.NODE_ENV, process.cwd()].join("\u0000");
  if (cached?.signature === signature) return cached.keys;
  const problem = appSecretProblem(env);
  if (problem) throw new Error(problem);
  const previous = listOf(env.APP_SECRET_PREVIOUS).map((value, index) =>
    masterKey(Buffer.from(value, "utf8"), `APP_SECRET_PREVIOUS entry ${index + 1}`),
  );
  const keys: AppMasterKeys = env.APP_SECRET
    ? { source: "environment", current: masterKey(Buffer.from(env.APP_SECRET, "utf8"), "APP_SECRET"), previous }
    : { source: "development file", current: masterKey(developmentSecret(), `the development file ${DEVELOPMENT_SECRET_FILE}`), previous };
  cached = { signature, keys };
  return keys;
}

function developmentSecret(): Buffer {
  const file = path.join(process.cwd(), DEVELOPMENT_SECRET_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8");
}
