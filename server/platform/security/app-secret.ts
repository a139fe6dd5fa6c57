import "server-only";
import fs from "node:fs";
import path from "node:path";
import { hkdfSync, randomBytes } from "node:crypto";

// One secret signs what the app hands out (check-in tokens, image URLs). Each use gets its own
// key derived with HKDF, so a key leaked from one use opens nothing else.

const MIN_LENGTH = 32;

let master: Buffer | undefined;
const derived = new Map<string, Buffer>();

export function appSecret(purpose: string): Buffer {
  let key = derived.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", masterSecret(), Buffer.alloc(0), `lodging:${purpose}`, 32));
    derived.set(purpose, key);
  }
  return key;
}

/**
 * What is wrong with APP_SECRET, in words an operator can act on, or undefined. Production
 * needs one (every instance must sign alike); development makes its own when it is unset.
 * The start-up check (production-config.ts) and the first use apply this same rule.
 */
export function appSecretProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.APP_SECRET;
  if (configured === undefined || configured === "") {
    return env.NODE_ENV === "production" ? `APP_SECRET is not set: set it to ${MIN_LENGTH} or more random characters, the same on every instance.` : undefined;
  }
  if (configured.length < MIN_LENGTH) return `APP_SECRET is too short (${configured.length} characters): it needs ${MIN_LENGTH} or more.`;
  return undefined;
}

/**
 * APP_SECRET when set. In development a random secret is made once and kept in
 * .data/app-secret, so links and URLs survive a restart of `npm run dev`.
 */
function masterSecret(): Buffer {
  if (master) return master;
  const problem = appSecretProblem();
  if (problem) throw new Error(problem);
  const configured = process.env.APP_SECRET;
  if (configured) {
    master = Buffer.from(configured, "utf8");
    return master;
  }
  const file = path.join(process.cwd(), ".data", "app-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  master = Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8");
  return master;
}
