import fs from "node:fs";
import path from "node:path";
import { hkdfSync, randomBytes } from "node:crypto";

// One secret signs what the app hands out (check-in tokens, image URLs). Each use gets its own
// key derived with HKDF, so a key leaked from one use opens nothing else.

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
 * APP_SECRET in production. In development a random secret is made once and kept in
 * .data/app-secret, so links and URLs survive a restart of `npm run dev`.
 */
function masterSecret(): Buffer {
  if (master) return master;
  const configured = process.env.APP_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error("APP_SECRET must be at least 32 characters.");
    master = Buffer.from(configured, "utf8");
    return master;
  }
  if (process.env.NODE_ENV === "production") {
    throw new Error("Set APP_SECRET (32 characters or more) in production.");
  }
  const file = path.join(process.cwd(), ".data", "app-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  master = Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8");
  return master;
}
