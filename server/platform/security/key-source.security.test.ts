import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureLog } from "@/tests/support/capture-log";
import { announceKeySource, describeKeySource, refuseUnusableKeys } from "./key-source";
import { kidOf } from "./keyring";

// Before, a command (db:seed, apikey:create, the worker, retention) took whatever key it found:
// without APP_SECRET it quietly used the development file, and its writes could not be read by
// the server. Every command now takes its keys through key-source.ts: said at start, refused in
// production without APP_SECRET.

const SECRET = "a-production-secret-of-at-least-32-chars";
const COMMANDS = ["db-seed", "apikey-create", "webhook-worker", "retention-purge", "secrets-reencrypt"];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function catchExit(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(process, "exit").mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as typeof process.exit);
  return lines;
}

describe("the key a command encrypts with", () => {
  it("refuses a production command without APP_SECRET rather than sealing data with a development key no other process holds", () => {
    const lines = catchExit();
    expect(() => refuseUnusableKeys({ NODE_ENV: "production" })).toThrow("exit 1");
    expect(lines).toEqual([expect.stringMatching(/^Refusing to start: APP_SECRET is not set/)]);
  });

  it("refuses a malformed previous key rather than starting without it", () => {
    const lines = catchExit();
    expect(() => refuseUnusableKeys({ NODE_ENV: "production", APP_SECRET: SECRET, APP_SECRET_PREVIOUS: "short" })).toThrow("exit 1");
    expect(() => refuseUnusableKeys({ NODE_ENV: "production", APP_SECRET: SECRET, WEBHOOK_SECRET_KEY_PREVIOUS: "nope" })).toThrow("exit 1");
    expect(lines).toEqual([
      expect.stringMatching(/^Refusing to start: APP_SECRET_PREVIOUS/),
      expect.stringMatching(/^Refusing to start: WEBHOOK_SECRET_KEY_PREVIOUS/),
    ]);
    expect(lines.join()).not.toContain(SECRET);
  });

  it("says at start which source it used, by key id, never the key", () => {
    vi.stubEnv("APP_SECRET", SECRET);
    expect(describeKeySource()).toBe(`encryption key: environment (APP_SECRET, kid ${kidOf(Buffer.from(SECRET))})`);
    vi.stubEnv("APP_SECRET", "");
    expect(describeKeySource()).toMatch(/^encryption key: development file \.data\/app-secret \(kid [\w-]{12}\)$/);

    vi.stubEnv("APP_SECRET", SECRET);
    const log = captureLog();
    try {
      announceKeySource();
      announceKeySource();
    } finally {
      log.restore();
    }
    expect(log.lines()).toEqual([
      expect.objectContaining({ level: "info", keySource: "environment", msg: expect.stringMatching(/^encryption key: environment/) }),
    ]);
    expect(log.text()).not.toContain(SECRET);
  });

  it("is taken the same way by every command that reads or writes encrypted data", () => {
    for (const command of COMMANDS) {
      const source = fs.readFileSync(path.join(process.cwd(), "scripts", `${command}.ts`), "utf8");
      expect(source, command).toContain("await openDatabaseWithKeys()");
      expect(source, command).not.toContain("openConfiguredDatabase");
    }
  });
});
