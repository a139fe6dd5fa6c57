import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { deskAuth } from "@/server/platform/auth/desk-auth";
import { freezeClock } from "@/server/domain/clock";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, browserFrom, postSignIn, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { DELETE, GET } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));
// better-auth reads the system clock for a session's expiry (the business clock is frozen).
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const whoAmI = (browser: Pick<DeskBrowser, "cookie">, headers: Record<string, string> = {}) =>
  callRoute(GET, { path: "/api/desk/session", headers: { cookie: browser.cookie, ...headers } });
const attributes = (line: string) => line.split("; ").slice(1).sort();
const wrong = { email: DEMO_STAFF.hanoiReception.email, password: "not-the-password" };

describe("desk sign-in", () => {
  it("signs in with the fixture's password and sets an httpOnly, SameSite session cookie and a CSRF cookie", async () => {
    const answer = await postSignIn(DEMO_STAFF.hanoiReception);
    expect(answer.status).toBe(200);
    expect(answer.body.data.staff).toEqual({ name: "Lan (front desk)", email: "reception@oldquarter.example" });
    const [session, csrf, device, ...others] = answer.headers.getSetCookie();
    expect(others).toEqual([]);
    // The browser's proof that this e-mail signed in on it (server/staff/trusted-device.ts).
    expect(device).toMatch(/^desk_device=\d+\.[\w-]{43}; /);
    expect(attributes(device!)).toEqual(["HttpOnly", "Max-Age=15552000", "Path=/api/desk/session", "SameSite=Strict"]);
    // better-auth's cookie: the session token, a dot and its HMAC signature (URL-encoded).
    expect(session).toMatch(/^desk_session=[A-Za-z0-9]{32}\.[A-Za-z0-9%_-]{40,}; /);
    expect(attributes(session!)).toEqual(["HttpOnly", "Max-Age=43200", "Path=/", "SameSite=Strict"]);
    expect(csrf).toMatch(/^desk_csrf=[A-Za-z0-9_-]{43}; /);
    expect(attributes(csrf!)).toEqual(["Max-Age=43200", "Path=/", "SameSite=Strict"]);

    const me = await whoAmI(browserFrom(answer));
    expect(me.status).toBe(200);
    expect(me.body.data.properties.map((property: { id: string }) => property.id)).toEqual(["hanoi-old-quarter"]);
  });

  it("opens nothing with the session token from the table alone: the cookie must carry the app's signature", async () => {
    const browser = await signInAs(DEMO_STAFF.hanoiReception);
    const rows = await queryRows<{ token: string; lifetime: number }>(
      testDb.db(),
      sql`select token, extract(epoch from expires_at - created_at)::int as lifetime from staff_sessions`,
    );
    expect(rows).toHaveLength(1);
    const { token, lifetime } = rows[0]!;
    expect(browser.cookie).toContain(`desk_session=${token}.`);
    expect(Math.abs(lifetime - 12 * 3600)).toBeLessThanOrEqual(1);

    for (const forged of [token, `${token}.${"A".repeat(43)}%3D`]) {
      const me = await whoAmI({ cookie: `desk_session=${forged}` });
      expect(me.status).toBe(401);
    }
    expect((await whoAmI(browser)).status).toBe(200);
  });

  it("over HTTPS, names the cookie __Secure-desk_session and marks both cookies Secure", async () => {
    const https = { "x-forwarded-proto": "https" };
    const answer = await postSignIn(DEMO_STAFF.hanoiReception, https);
    const [session, csrf] = answer.headers.getSetCookie();
    expect(session).toMatch(/^__Secure-desk_session=/);
    expect(attributes(session!)).toContain("Secure");
    expect(attributes(csrf!)).toContain("Secure");
    expect((await whoAmI(browserFrom(answer), https)).status).toBe(200);
  });

  it("gives a staff user of several properties all of them, and accepts the e-mail in any case", async () => {
    const browser = await signInAs({ ...DEMO_STAFF.chainManager, email: "Manager@Chain.example" });
    const me = await whoAmI(browser);
    expect(me.body.data.properties.map((property: { id: string }) => property.id).sort()).toEqual([
      "danang-beach",
      "hanoi-old-quarter",
      "saigon-apartments",
    ]);
  });

  it("refuses a wrong password and an unknown e-mail with the same 401", async () => {
    const badPassword = await postSignIn(wrong);
    const unknown = await postSignIn({ email: "nobody@example.com", password: "whatever" });
    expect(badPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(badPassword.body).toEqual(unknown.body);
    expect(badPassword.headers.getSetCookie()).toEqual([]);
  });

  it("locks a client for 15 minutes after 10 failures, even for the right password", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let attempt = 1; attempt <= 10; attempt++) expect((await postSignIn(wrong)).status).toBe(401);
    const locked = await postSignIn(DEMO_STAFF.hanoiReception);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: "RATE_LIMITED", retry_after: 900 });
    expect(locked.headers.get("retry-after")).toBe("900");

    // Another client is not locked, and the count is in the database for every instance.
    expect((await postSignIn(DEMO_STAFF.hanoiReception, { "x-forwarded-for": "198.51.100.9" })).status).toBe(200);
    const [row] = await queryRows<{ failures: number }>(
      testDb.db(),
      sql`select failures from sign_in_client_failures where client = '203.0.113.7'`,
    );
    expect(row!.failures).toBe(10);

    freezeClock(DEMO_NOW.add({ minutes: 15, seconds: 1 }));
    expect((await postSignIn(DEMO_STAFF.hanoiReception)).status).toBe(200);
    // The success took back the attempt it counted: the client starts a new window with none.
    const [after] = await queryRows<{ failures: number }>(
      testDb.db(),
      sql`select failures from sign_in_client_failures where client = '203.0.113.7'`,
    );
    expect(after!.failures).toBe(0);
  });

  it("forgets failures once the window is over, so 9 old and 9 new do not lock", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    for (let attempt = 1; attempt <= 9; attempt++) await postSignIn(wrong);
    freezeClock(DEMO_NOW.add({ minutes: 16 }));
    for (let attempt = 1; attempt <= 9; attempt++) expect((await postSignIn(wrong)).status).toBe(401);
    expect((await postSignIn(DEMO_STAFF.hanoiReception)).status).toBe(200);
  });

  it("refuses a sign-in posted from another site (login CSRF)", async () => {
    const answer = await postSignIn(DEMO_STAFF.hanoiReception, { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect((await postSignIn(DEMO_STAFF.hanoiReception, { origin: "http://localhost" })).status).toBe(200);
  });

  it("makes a new session at each sign-in and ends the one the browser held", async () => {
    const first = await signInAs(DEMO_STAFF.hanoiReception);
    const second = browserFrom(await postSignIn(DEMO_STAFF.hanoiReception, { cookie: first.cookie }));
    expect(second.cookie).not.toBe(first.cookie);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(second)).status).toBe(200);
  });

  it("ends a session after 12 hours, however much it is used", async () => {
    const browser = await signInAs(DEMO_STAFF.hanoiReception);
    const signedInAt = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: signedInAt + (12 * 60 - 1) * 60 * 1000 });
    expect((await whoAmI(browser)).status).toBe(200);
    vi.setSystemTime(signedInAt + 12 * 3600 * 1000 + 1000);
    const me = await whoAmI(browser);
    expect(me.status).toBe(401);
    expect(me.body.code).toBe("UNAUTHENTICATED");
    expect(await queryRows(testDb.db(), sql`select * from staff_sessions`)).toEqual([]);
  });

  it("signs out only with the CSRF token, and the cookie then opens nothing", async () => {
    const browser = await signInAs(DEMO_STAFF.hanoiReception);
    const forged = await callRoute(DELETE, { method: "DELETE", path: "/api/desk/session", headers: browser.headers() });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("CSRF_TOKEN_INVALID");
    expect((await whoAmI(browser)).status).toBe(200);

    const out = await callRoute(DELETE, { method: "DELETE", path: "/api/desk/session", headers: browser.headers(true) });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    expect(cleared.find((line) => line.startsWith("desk_session="))).toMatch(/^desk_session=; .*Max-Age=0.*HttpOnly/);
    expect(cleared.find((line) => line.startsWith("desk_csrf="))).toMatch(/^desk_csrf=; .*Max-Age=0/);
    expect(await queryRows(testDb.db(), sql`select * from staff_sessions`)).toEqual([]);
    expect((await whoAmI(browser)).status).toBe(401);
  });

  it("lets nobody sign up: staff come from the fixture", async () => {
    const auth = deskAuth(testDb.db(), new Request("http://localhost/api/desk/session"));
    const attempt = auth.api.signUpEmail({ body: { email: "new@example.com", password: "a-long-password", name: "New" } });
    await expect(attempt).rejects.toMatchObject({ statusCode: 400 });
    expect(await queryRows(testDb.db(), sql`select * from staff_users where email = 'new@example.com'`)).toEqual([]);
  });

  it("does not answer who-am-I to a partner's API key", async () => {
    const answer = await callRoute(GET, { path: "/api/desk/session", token: "lpk_demo_all_QK74KH" });
    expect(answer.status).toBe(403);
  });
});
