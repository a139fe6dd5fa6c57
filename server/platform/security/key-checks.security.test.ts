import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { register } from "@/instrumentation";
import { queryRows } from "@/server/platform/db/query-rows";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { DEVELOPMENT_SECRET_FILE } from "./app-secret";
import { findKeyMismatch, refuseKeyMismatch } from "./key-checks";
import { kidOf } from "./keyring";

// The issue's operator: `npm run db:seed` without APP_SECRET sealed the fixture's webhook secrets
// with the development file's key; `npm start` with APP_SECRET then ran, and no delivery could
// ever be signed. The key-check rows let the start see it, and refuse with one line.

const testDb = setUpTestDatabase();
const PRODUCTION_SECRET = "a-production-secret-of-at-least-32-chars";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** What `npm run db:seed` does once its database is open (key-source.ts's openDatabaseWithKeys, then the import). */
async function seed(): Promise<void> {
  await refuseKeyMismatch(testDb.db());
  await loadDemo(testDb.db());
}

/** register() as `next start` calls it, with process.exit and stderr caught. */
async function startInProduction(env: Record<string, string>): Promise<string[]> {
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("TRUST_PROXY", "1");
  // Production asks where guests' e-mails go; these starts are about the key, not the mail.
  vi.stubEnv("MAIL_OUTBOX_DIR", ".data/key-checks-outbox");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(process, "exit").mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as typeof process.exit);
  await expect(register()).rejects.toThrow("exit 1");
  return lines;
}

const developmentKid = () => kidOf(Buffer.from(fs.readFileSync(path.join(process.cwd(), DEVELOPMENT_SECRET_FILE), "utf8").trim(), "utf8"));

describe("a start with a key the data was not written with", () => {
  it("refuses the production start after a seed run without APP_SECRET, in one line naming both keys", async () => {
    vi.stubEnv("APP_SECRET", "");
    await seed();

    const lines = await startInProduction({ APP_SECRET: PRODUCTION_SECRET });
    expect(lines).toEqual([
      `Refusing to start: the database's encrypted data was written with key ${developmentKid()} (the development file .data/app-secret), ` +
        `and APP_SECRET is key ${kidOf(Buffer.from(PRODUCTION_SECRET))}; start with the key it was written with, or keep APP_SECRET and add ` +
        'that key to APP_SECRET_PREVIOUS, then run npm run secrets:reencrypt (docs/deploy.md, "Rotating APP_SECRET").',
    ]);
    expect(lines.join()).not.toContain(PRODUCTION_SECRET);
  });

  it("refuses a database written before key ids (no key-check rows) when its webhook secrets do not open", async () => {
    vi.stubEnv("APP_SECRET", "");
    await seed();
    await testDb.db().execute(sql`delete from encryption_key_checks`);

    vi.stubEnv("APP_SECRET", PRODUCTION_SECRET);
    expect(await findKeyMismatch(testDb.db())).toMatch(
      /^the database's encrypted data was written with another key \(before key ids were recorded\)/,
    );
    vi.stubEnv("APP_SECRET", "");
    expect(await findKeyMismatch(testDb.db())).toBeUndefined();
  });

  it("probes the properties' SePay keys too when the database has no webhook secret to probe", async () => {
    vi.stubEnv("APP_SECRET", "");
    await seed();
    await testDb.db().execute(sql`delete from webhooks`);
    await testDb.db().execute(sql`delete from encryption_key_checks`);

    vi.stubEnv("APP_SECRET", PRODUCTION_SECRET);
    expect(await findKeyMismatch(testDb.db())).toMatch(
      /^the database's encrypted data was written with another key \(before key ids were recorded\)/,
    );
    vi.stubEnv("APP_SECRET", "");
    expect(await findKeyMismatch(testDb.db())).toBeUndefined();
  });

  it("is not fooled by a key whose id matches but whose check value does not (a forged or colliding row)", async () => {
    vi.stubEnv("APP_SECRET", PRODUCTION_SECRET);
    await seed();
    expect(await findKeyMismatch(testDb.db())).toBeUndefined();
    await testDb.db().execute(sql`update encryption_key_checks set check_value = 'forged'`);
    expect(await findKeyMismatch(testDb.db())).toMatch(/^the database's encrypted data was written with key /);
  });

  it("records the key a start writes with, by id and check value, never the key", async () => {
    vi.stubEnv("APP_SECRET", PRODUCTION_SECRET);
    await seed();
    const rows = await queryRows<Record<string, string>>(testDb.db(), sql`select kid, check_value, origin from encryption_key_checks`);
    expect(rows).toEqual([{ kid: kidOf(Buffer.from(PRODUCTION_SECRET)), check_value: expect.any(String), origin: "APP_SECRET" }]);
    expect(JSON.stringify(rows)).not.toContain(PRODUCTION_SECRET);
  });
});
