import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as ready } from "@/app/api/ready/route";
import { register } from "@/instrumentation";
import { captureLog } from "@/tests/support/capture-log";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { configurationProblems } from "./production-config";

// A production server without its secret must not start and fail later (a 500 at the first
// upload, a check-in link signed with nothing): it stops at start, and /api/ready is 503 (the log says why).

const testDb = setUpTestDatabase();
const GOOD_SECRET = "a-production-secret-of-at-least-32-chars";
const SHORT_SECRET = "short-secret-abc";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("the production configuration", () => {
  it("names APP_SECRET when production runs without it", () => {
    const mail = { MAIL_OUTBOX_DIR: "/var/mail-outbox" };
    expect(configurationProblems({ NODE_ENV: "production", ...mail })).toEqual([expect.stringMatching(/^APP_SECRET is not set/)]);
    expect(configurationProblems({ NODE_ENV: "production", APP_SECRET: "", ...mail })).toEqual([
      expect.stringMatching(/^APP_SECRET is not set/),
    ]);
  });

  it("names a guessable APP_SECRET (under 32 characters) without repeating it", () => {
    const problems = configurationProblems({ NODE_ENV: "production", APP_SECRET: SHORT_SECRET, MAIL_OUTBOX_DIR: "/var/mail-outbox" });
    expect(problems).toEqual([expect.stringMatching(/^APP_SECRET is too short/)]);
    expect(problems.join()).not.toContain(SHORT_SECRET);
  });

  it("names a malformed WEBHOOK_SECRET_KEY or TRUST_PROXY rather than falling back to a weaker key or a forgeable client address", () => {
    const base = { NODE_ENV: "production", APP_SECRET: GOOD_SECRET, MAIL_OUTBOX_DIR: "/var/mail-outbox" } as const;
    expect(configurationProblems({ ...base, WEBHOOK_SECRET_KEY: "too-short" })).toEqual([
      expect.stringMatching(/^WEBHOOK_SECRET_KEY must be/),
    ]);
    expect(configurationProblems({ ...base, TRUST_PROXY: "true" })).toEqual([expect.stringMatching(/^TRUST_PROXY must be/)]);
    expect(
      configurationProblems({ ...base, WEBHOOK_SECRET_KEY: "ab".repeat(32), TRUST_PROXY: "1", MAIL_OUTBOX_DIR: "/var/mail-outbox" }),
    ).toEqual([]);
  });

  it("finds nothing wrong with a long secret, nor in development without one (it makes its own)", () => {
    expect(configurationProblems({ NODE_ENV: "production", APP_SECRET: GOOD_SECRET, MAIL_OUTBOX_DIR: "/var/mail-outbox" })).toEqual([]);
    expect(configurationProblems({ NODE_ENV: "development" })).toEqual([]);
  });
});

describe("the production mail settings", () => {
  const base = { NODE_ENV: "production", APP_SECRET: GOOD_SECRET } as const;

  it("names SMTP_URL when production has nowhere to send the guests' e-mails, unless MAIL_OUTBOX_DIR keeps them as files on purpose", () => {
    expect(configurationProblems(base)).toEqual([expect.stringMatching(/^SMTP_URL is not set/)]);
    expect(configurationProblems({ ...base, MAIL_OUTBOX_DIR: "/srv/outbox" })).toEqual([]);
  });

  it("with SMTP_URL asks for MAIL_FROM and APP_URL, and refuses an SMTP_URL that is not smtp:// or smtps://, without repeating its password", () => {
    const smtp = { ...base, SMTP_URL: "smtps://mailer:s3cret-pass@smtp.example:465" };
    expect(configurationProblems(smtp)).toEqual([expect.stringMatching(/^MAIL_FROM is not set/)]);
    expect(configurationProblems({ ...smtp, MAIL_FROM: "checkin@hotel.example" })).toEqual([expect.stringMatching(/^APP_URL is not set/)]);
    expect(configurationProblems({ ...smtp, MAIL_FROM: "checkin@hotel.example", APP_URL: "https://hotel.example" })).toEqual([]);
    const wrong = configurationProblems({ ...base, SMTP_URL: "https://mailer:s3cret-pass@smtp.example" });
    expect(wrong).toEqual([expect.stringMatching(/^SMTP_URL must start with smtp:\/\/ or smtps:\/\//)]);
    expect(wrong.join()).not.toContain("s3cret");
    expect(configurationProblems({ NODE_ENV: "development", MAIL_FROM: "Hotel <checkin@hotel.example>" })).toEqual([
      expect.stringMatching(/^MAIL_FROM must be a bare address/),
    ]);
  });
});

describe("start and readiness", () => {
  it("stops the production start (exit 1) with one line naming APP_SECRET, before opening the database", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_SECRET", "");
    vi.stubEnv("MAIL_OUTBOX_DIR", ".data/test-outbox");
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const exit = vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    await expect(register()).rejects.toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toEqual([expect.stringMatching(/^Refusing to start: APP_SECRET is not set/)]);
  });

  it("answers /api/ready with 503 and nothing else while the configuration is incomplete: the reason goes to the log", async () => {
    expect(testDb.db()).toBeDefined();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_SECRET", SHORT_SECRET);
    vi.stubEnv("MAIL_OUTBOX_DIR", ".data/test-outbox");
    const log = captureLog();
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ ready: false });
      expect(log.lines()).toEqual([
        expect.objectContaining({ level: "warn", msg: expect.stringMatching(/^not ready: APP_SECRET is too short/) }),
      ]);
      expect(log.text()).not.toContain(SHORT_SECRET);
    } finally {
      log.restore();
    }

    vi.stubEnv("APP_SECRET", GOOD_SECRET);
    const fixed = await ready();
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toEqual({ ready: true });
  });
});
