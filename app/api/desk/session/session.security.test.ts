import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { hashPassword, verifyPassword } from "@/server/platform/auth/passwords";
import { queryRows } from "@/server/platform/db/query-rows";
import { purgeSignInFailures } from "@/server/desk/purge-sign-in-failures";
import { freezeClock } from "@/server/domain/clock";
import { DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, postSignIn } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Attacks on the desk's sign-in (OWASP's Authentication and Credential Stuffing cheat sheets):
// guessing across many e-mails from one client, guessing one e-mail from many clients (which
// must not lock the receptionist out), cycling e-mails that are nobody's, forging the address.

// The slowdown's waits are recorded instead of waited (they are timers, so no work is lost);
// the password hooks are watched to count argon2id runs.
const { pauses } = vi.hoisted(() => ({ pauses: [] as number[] }));
vi.mock("node:timers/promises", async (importOriginal) => ({
  ...(await importOriginal<typeof import("node:timers/promises")>()),
  setTimeout: async (ms: number) => {
    pauses.push(ms);
  },
}));
vi.mock("@/server/platform/auth/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/platform/auth/passwords")>();
  return { ...real, hashPassword: vi.fn(real.hashPassword), verifyPassword: vi.fn(real.verifyPassword) };
});

const testDb = setUpTestDatabase();
beforeEach(async () => {
  await loadDemo(testDb.db());
  pauses.length = 0;
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
});
afterEach(() => vi.unstubAllEnvs());

const RECEPTION = DEMO_STAFF.hanoiReception;
const wrong = { email: RECEPTION.email, password: "not-the-password" };
const nobody = (n: number) => ({ email: `guess-${n}@example.com`, password: "Password1!" });
const from = (address: string) => ({ "x-forwarded-for": address });
const count = async (table: "sign_in_client_failures" | "sign_in_staff_failures") =>
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

  it("without TRUST_PROXY, locks nobody out through one shared 'unknown' client", async () => {
    for (let n = 1; n <= 15; n++) expect((await postSignIn(nobody(n), n % 2 ? {} : from(`192.0.2.${n}`))).status).toBe(401);
    expect((await postSignIn(RECEPTION, {})).status).toBe(200);
    expect(await count("sign_in_client_failures")).toBe(0);
  });

  it("writes nothing per e-mail for e-mails that are nobody's, so cycling random e-mails grows no table", async () => {
    for (let n = 1; n <= 25; n++) await postSignIn(nobody(n), from(`192.0.2.${n}`));
    expect(await count("sign_in_staff_failures")).toBe(0);
    expect(await count("sign_in_client_failures")).toBe(0);

    // Behind a proxy: one row for the client, still none per e-mail.
    vi.stubEnv("TRUST_PROXY", "1");
    for (let n = 1; n <= 9; n++) await postSignIn(nobody(100 + n), from("198.51.100.23"));
    expect(await count("sign_in_client_failures")).toBe(1);
    expect(await count("sign_in_staff_failures")).toBe(0);
    await postSignIn(wrong, from("198.51.100.23"));
    expect(await count("sign_in_staff_failures")).toBe(1);
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
    expect(await count("sign_in_staff_failures")).toBe(1);

    // 16 minutes on: the first client's window and the e-mail's quiet quarter hour are over.
    freezeClock(DEMO_NOW.add({ minutes: 16 }));
    expect(await purgeSignInFailures({ db: testDb.db(), batchSize: 1 })).toBe(2);
    expect(await queryRows(testDb.db(), sql`select client from sign_in_client_failures`)).toEqual([{ client: "198.51.100.25" }]);
    expect(await count("sign_in_staff_failures")).toBe(0);
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
