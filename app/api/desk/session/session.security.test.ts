import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "@/server/platform/auth/passwords";
import { queryRows } from "@/server/platform/db/query-rows";
import { purgeSignInFailures } from "@/server/staff/purge-sign-in-failures";
import { freezeClock } from "@/server/domain/clock";
import { DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { signInEmailKey } from "@/server/staff/sign-in-slowdown";
import { installSocketAddressHeader, SOCKET_ADDRESS_HEADER } from "@/server/platform/http/socket-address";
import { browserFrom, DEMO_STAFF, postSignIn } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Attacks on the desk's sign-in (OWASP's Authentication and Credential Stuffing cheat sheets):
// guessing across many e-mails from one client, guessing one e-mail from many clients (which
// must not lock the receptionist out), many guesses at once, cycling e-mails that are nobody's,
// forging the address.

// The slowdown's waits are recorded instead of waited (they are timers, so no work is lost). A
// wait for a password-check slot (the timer given an AbortSignal) lasts until a slot is handed
// over, or runs out at once where a test sets `slotWaits.runOut`. The password hooks are watched
// to count argon2id runs.
const { pauses, slotWaits } = vi.hoisted(() => ({ pauses: [] as number[], slotWaits: { runOut: false, started: 0 } }));
vi.mock("node:timers/promises", async (importOriginal) => ({
  ...(await importOriginal<typeof import("node:timers/promises")>()),
  setTimeout: async (ms: number, _value?: unknown, options?: { signal?: AbortSignal }) => {
    const signal = options?.signal;
    if (!signal) return void pauses.push(ms);
    slotWaits.started += 1;
    if (slotWaits.runOut) return;
    await new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
  },
}));
vi.mock("@/server/platform/auth/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/platform/auth/passwords")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});

// As `next start` does (instrumentation.ts): the connection's address is believed.
installSocketAddressHeader();

const testDb = setUpTestDatabase();
beforeEach(async () => {
  await loadDemo(testDb.db());
  pauses.length = 0;
  slotWaits.runOut = false;
  slotWaits.started = 0;
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
});
afterEach(() => vi.unstubAllEnvs());

const RECEPTION = DEMO_STAFF.hanoiReception;
const wrong = { email: RECEPTION.email, password: "not-the-password" };
const nobody = (n: number) => ({ email: `guess-${n}@example.com`, password: "Password1!" });
/** Through one proxy that appended the address (TRUST_PROXY=1). */
const from = (address: string) => ({ "x-forwarded-for": address });
/** Straight from a connection of that address, whatever X-Forwarded-For it writes. */
const connectedFrom = (address: string, forged = "192.0.2.1") => ({ [SOCKET_ADDRESS_HEADER]: address, "x-forwarded-for": forged });
const realPasswords = await vi.importActual<typeof import("@/server/platform/auth/passwords")>("@/server/platform/auth/passwords");

/** Holds the next call of a password hook (one argon2id run) until `finish`, as a slow check would. */
function holdNextPasswordCheck(hook: typeof hashPassword | typeof verifyPassword) {
  let started!: () => void;
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  const mock = vi.mocked(hook as (...args: string[]) => Promise<string | boolean>);
  const real = (hook === hashPassword ? realPasswords.hashPassword : realPasswords.verifyPassword) as (
    ...args: string[]
  ) => Promise<string | boolean>;
  mock.mockImplementationOnce(async (...args: string[]) => {
    started();
    await gate;
    return real(...args);
  });
  return { started: hasStarted, finish };
}

const count = async (table: "sign_in_client_failures" | "sign_in_email_failures") =>
  (await queryRows<{ n: number }>(testDb.db(), sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe("desk sign-in under attack", () => {
  it("answers 429 with Retry-After to a client after 10 failures across many e-mails, even for the right password", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let n = 1; n <= 10; n++) expect((await postSignIn(nobody(n), from("198.51.100.20"))).status).toBe(401);
    const locked = await postSignIn(RECEPTION, from("198.51.100.20"));
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, code: "RATE_LIMITED", retry_after: 900 });
    expect(locked.headers.get("retry-after")).toBe("900");
    expect(locked.headers.getSetCookie()).toEqual([]);
    // Locked is the client, not the e-mail: the receptionist elsewhere is not.
    expect((await postSignIn(RECEPTION, from("203.0.113.50"))).status).toBe(200);
  });

  it("lets no burst of concurrent attempts from one client past its 10 failures", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => postSignIn(nobody(n), from("198.51.100.21"))));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it("keeps a locked client locked when it writes its own X-Forwarded-For in front of the proxy's entry", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let n = 1; n <= 10; n++) await postSignIn(nobody(n), from("198.51.100.22"));
    expect((await postSignIn(RECEPTION, from("192.0.2.99, 198.51.100.22"))).status).toBe(429);
  });

  it("lets the receptionist sign in from her own client after 50 failures on her e-mail from other clients: slowed, never blocked", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let n = 1; n <= 50; n++) expect((await postSignIn(wrong, from(`198.51.100.${n}`))).status).toBe(401);
    // Nothing waits for the first 10 failures; then 1 s, doubling, at most 10 s.
    expect(pauses).toEqual([1000, 2000, 4000, 8000, ...Array<number>(36).fill(10_000)]);

    pauses.length = 0;
    const her = await postSignIn(RECEPTION, from("203.0.113.50"));
    expect(her.status).toBe(200);
    expect(pauses).toEqual([10_000]);
  });

  it("stops 25 wrong passwords from one client without TRUST_PROXY: its connection is locked whatever X-Forwarded-For it forges", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) statuses.push((await postSignIn(wrong, connectedFrom("198.51.100.30", `192.0.2.${n}`))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(15).fill(429)]);
    // Only the ten it was let through cost a password check.
    expect(verifyPassword).toHaveBeenCalledTimes(10);
    // The receptionist, at her own desk, signs in meanwhile.
    expect((await postSignIn(RECEPTION, connectedFrom("203.0.113.50"))).status).toBe(200);
  });

  it("stops an attacker from telling staff e-mails by the wait: an unknown e-mail is slowed as a staff e-mail is", async () => {
    const stranger = { email: "not-staff@oldquarter.example", password: "not-the-password" };
    for (const guess of [wrong, stranger]) {
      pauses.length = 0;
      for (let n = 1; n <= 13; n++) expect((await postSignIn(guess, connectedFrom(`198.51.100.${n}`))).status).toBe(401);
      expect(pauses).toEqual([1000, 2000, 4000]);
    }
    // One row per e-mail, known by an HMAC: no address is stored, not even a stranger's.
    const rows = await queryRows<{ email_key: string; failures: number }>(
      testDb.db(),
      sql`select email_key, failures from sign_in_email_failures order by failures`,
    );
    expect(rows.map((row) => row.failures)).toEqual([13, 13]);
    expect(rows.map((row) => row.email_key).sort()).toEqual([signInEmailKey(wrong.email), signInEmailKey(stranger.email)].sort());
    expect(rows.some((row) => row.email_key.includes("@"))).toBe(false);
  });

  it("stops parallel guesses on one e-mail from sharing one wait: a second guess while one is in flight is refused 429 with Retry-After", async () => {
    const held = holdNextPasswordCheck(verifyPassword);
    const first = postSignIn(wrong, connectedFrom("198.51.100.40"));
    await held.started;
    const parallel = await Promise.all(
      Array.from({ length: 7 }, (_, n) =>
        postSignIn({ ...wrong, email: ` ${wrong.email.toUpperCase()}` }, connectedFrom(`198.51.100.${41 + n}`)),
      ),
    );
    expect(parallel.map((answer) => answer.status)).toEqual(Array<number>(7).fill(429));
    expect(parallel[0]!.body).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(parallel[0]!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // Another e-mail is not held up by it.
    expect((await postSignIn(DEMO_STAFF.chainManager, connectedFrom("203.0.113.60"))).status).toBe(200);

    held.finish();
    expect((await first).status).toBe(401);
    // Refused guesses checked no password and cost their clients nothing; the e-mail is free again.
    const counted = await queryRows<{ client: string }>(
      testDb.db(),
      sql`select client from sign_in_client_failures where client like '198.51.100.%'`,
    );
    expect(counted).toEqual([{ client: "198.51.100.40" }]);
    expect((await postSignIn(RECEPTION, connectedFrom("203.0.113.50"))).status).toBe(200);
  });

  it("stops a distributed attacker from holding the receptionist's e-mail: her own browser skips the e-mail's wait and queue", async () => {
    const herDesk = connectedFrom("203.0.113.50");
    const herBrowser = browserFrom(await postSignIn(RECEPTION, herDesk));
    const proof = herBrowser.cookie.split("; ").find((cookie) => cookie.startsWith("desk_device="))!;
    for (let n = 1; n <= 12; n++) await postSignIn(wrong, connectedFrom(`198.51.100.${n}`));
    pauses.length = 0;

    // One of the attacker's guesses is in flight on her e-mail (after its 4 s wait).
    const held = holdNextPasswordCheck(verifyPassword);
    const guess = postSignIn(wrong, connectedFrom("198.51.100.60"));
    await held.started;
    expect(pauses).toEqual([4000]);
    expect((await postSignIn(RECEPTION, connectedFrom("203.0.113.51"))).status).toBe(429);
    // From the browser where she signed in before: no wait, no queue.
    expect((await postSignIn(RECEPTION, { ...herDesk, cookie: proof })).status).toBe(200);
    expect(pauses).toEqual([4000]);

    held.finish();
    expect((await guess).status).toBe(401);
    // Her proof is for her e-mail only: on another e-mail it is no proof.
    for (let n = 1; n <= 10; n++)
      await postSignIn({ ...DEMO_STAFF.chainManager, password: "wrong" }, connectedFrom(`198.51.100.${100 + n}`));
    pauses.length = 0;
    expect((await postSignIn(DEMO_STAFF.chainManager, { ...herDesk, cookie: proof })).status).toBe(200);
    expect(pauses).toEqual([1000]);
  });

  it("stops a flood of guesses from taking every core: past two password checks at once, a sign-in waits, then is refused 429", async () => {
    const one = holdNextPasswordCheck(hashPassword);
    const firstGuess = postSignIn(nobody(1), connectedFrom("198.51.100.50"));
    await one.started;
    const two = holdNextPasswordCheck(hashPassword);
    const secondGuess = postSignIn(nobody(2), connectedFrom("198.51.100.51"));
    await two.started;

    // A third waits for a slot and gets the first that frees.
    const waiting = postSignIn(RECEPTION, connectedFrom("203.0.113.50"));
    await vi.waitFor(() => expect(slotWaits.started).toBe(1));
    expect(verifyPassword).not.toHaveBeenCalled();
    one.finish();
    expect((await waiting).status).toBe(200);
    expect((await firstGuess).status).toBe(401);

    // With both slots busy and the wait run out: 429, and no password checked.
    const three = holdNextPasswordCheck(hashPassword);
    const thirdGuess = postSignIn(nobody(3), connectedFrom("198.51.100.52"));
    await three.started;
    slotWaits.runOut = true;
    vi.mocked(verifyPassword).mockClear();
    const refused = await postSignIn(RECEPTION, connectedFrom("203.0.113.50"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(verifyPassword).not.toHaveBeenCalled();
    two.finish();
    three.finish();
    expect((await secondGuess).status).toBe(401);
    expect((await thirdGuess).status).toBe(401);
    expect((await postSignIn(RECEPTION, connectedFrom("203.0.113.50"))).status).toBe(200);
  });

  it("makes an unknown e-mail cost one argon2id run with the staff hashes' parameters, as a wrong password does", async () => {
    expect((await postSignIn(wrong)).status).toBe(401);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(hashPassword).not.toHaveBeenCalled();

    vi.mocked(verifyPassword).mockClear();
    expect((await postSignIn(nobody(1))).status).toBe(401);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    expect(verifyPassword).not.toHaveBeenCalled();

    const dummy = await vi.mocked(hashPassword).mock.results[0]!.value;
    const [stored] = await queryRows<{ password: string }>(
      testDb.db(),
      sql`select a.password from staff_accounts a join staff_users u on u.id = a.user_id where u.email = ${RECEPTION.email}`,
    );
    // `$argon2id$v=19$m=...,t=...,p=...$salt$hash`: the same algorithm and costs.
    const costs = (hash: string) => hash.split("$").slice(1, 4).join("$");
    expect(costs(dummy)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costs(dummy)).toBe(costs(stored!.password));
  });

  it("purges failure counts once they no longer count (the hourly retention job)", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let n = 1; n <= 3; n++) await postSignIn(wrong, from("198.51.100.24"));
    freezeClock(DEMO_NOW.add({ minutes: 10 }));
    await postSignIn(nobody(1), from("198.51.100.25"));
    expect(await count("sign_in_client_failures")).toBe(2);
    expect(await count("sign_in_email_failures")).toBe(2);

    // 16 minutes on: the first client's window and the e-mail's quiet quarter hour are over.
    freezeClock(DEMO_NOW.add({ minutes: 16 }));
    expect(await purgeSignInFailures({ db: testDb.db(), batchSize: 1 })).toBe(2);
    expect(await queryRows(testDb.db(), sql`select client from sign_in_client_failures`)).toEqual([{ client: "198.51.100.25" }]);
    expect(await queryRows(testDb.db(), sql`select email_key from sign_in_email_failures`)).toEqual([
      { email_key: signInEmailKey(nobody(1).email) },
    ]);
  });
});

describe("desk sign-in with odd passwords", () => {
  it.each([
    ["control characters", "\u0001".repeat(600)],
    ["a long one", "x".repeat(1024)],
  ])("answers 401, not 500, to a wrong password made of %s", async (_, password) => {
    const answer = await postSignIn({ email: RECEPTION.email, password });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false });
  });
});
