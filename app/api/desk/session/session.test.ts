import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { freezeClock } from "@/server/domain/clock";
import { queryRows } from "@/server/db/query-rows";
import { callRoute } from "@/server/testing/call-route";
import { DEMO_NOW, loadDemo } from "@/server/testing/demo";
import { DEMO_STAFF, browserFrom, postSignIn, signInAs, type DeskBrowser } from "@/server/testing/desk-session";
import { setUpTestDatabase } from "@/server/testing/test-database";
import { DELETE, GET } from "./route";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const whoAmI = (browser: Pick<DeskBrowser, "cookie">) => callRoute(GET, { path: "/api/desk/session", headers: { cookie: browser.cookie } });
const wrong = { email: DEMO_STAFF.hanoiReception.email, password: "not-the-password" };

describe("desk sign-in", () => {
  it("signs in with the fixture's password and sets an httpOnly, SameSite session cookie and a CSRF cookie", async () => {
    const answer = await postSignIn(DEMO_STAFF.hanoiReception);
    expect(answer.status).toBe(200);
    expect(answer.body.data.staff).toEqual({ name: "Lan (front desk)", email: "reception@oldquarter.example" });
    const [session, csrf] = answer.headers.getSetCookie();
    expect(session).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; HttpOnly; Path=\/; SameSite=Strict; Max-Age=43200$/);
    expect(csrf).toMatch(/^desk_csrf=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict/);
    expect(csrf).not.toContain("HttpOnly");

    const me = await whoAmI(browserFrom(answer));
    expect(me.status).toBe(200);
    expect(me.body.data.properties.map((property: { id: string }) => property.id)).toEqual(["hanoi-old-quarter"]);
  });

  it("stores only a hash of the session token", async () => {
    const browser = await signInAs(DEMO_STAFF.hanoiReception);
    const token = browser.cookie.match(/desk_session=([^;]+)/)![1]!;
    const rows = await queryRows<{ token_hash: string }>(testDb.db(), sql`select token_hash from desk_sessions`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
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

  it("locks an e-mail and address for 15 minutes after 5 failures, even for the right password", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await postSignIn(wrong)).status).toBe(401);
    const locked = await postSignIn(DEMO_STAFF.hanoiReception);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: "RATE_LIMITED", retry_after: 900 });
    expect(locked.headers.get("retry-after")).toBe("900");

    // Another address is not locked, and the count is in the database for every instance.
    expect((await postSignIn(DEMO_STAFF.hanoiReception, { "x-forwarded-for": "198.51.100.9" })).status).toBe(200);
    const [row] = await queryRows<{ failures: number }>(testDb.db(), sql`select failures from sign_in_failures where client_address = '203.0.113.7'`);
    expect(row!.failures).toBe(5);

    freezeClock(DEMO_NOW.add({ minutes: 15, seconds: 1 }));
    expect((await postSignIn(DEMO_STAFF.hanoiReception)).status).toBe(200);
    expect(await queryRows(testDb.db(), sql`select * from sign_in_failures where client_address = '203.0.113.7'`)).toEqual([]);
  });

  it("locks the e-mail everywhere after 20 failures spread over many addresses (a forged X-Forwarded-For)", async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await postSignIn(wrong, { "x-forwarded-for": `192.0.2.${attempt}` })).status).toBe(401);
    }
    const answer = await postSignIn(DEMO_STAFF.hanoiReception, { "x-forwarded-for": "192.0.2.200" });
    expect(answer.status).toBe(429);
    expect((await postSignIn(DEMO_STAFF.chainManager, { "x-forwarded-for": "192.0.2.200" })).status).toBe(200);
  });

  it("forgets failures older than the window, so 4 old and 4 new do not lock", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) await postSignIn(wrong);
    freezeClock(DEMO_NOW.add({ minutes: 16 }));
    for (let attempt = 1; attempt <= 4; attempt++) expect((await postSignIn(wrong)).status).toBe(401);
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

  it("ends a session after 12 hours", async () => {
    const browser = await signInAs(DEMO_STAFF.hanoiReception);
    freezeClock(DEMO_NOW.add({ hours: 12, seconds: 1 }));
    const me = await whoAmI(browser);
    expect(me.status).toBe(401);
    expect(me.body.code).toBe("UNAUTHENTICATED");
  });

  it("signs out only with the CSRF token, and the cookie then opens nothing", async () => {
    const browser = await signInAs(DEMO_STAFF.hanoiReception);
    const forged = await callRoute(DELETE, { method: "DELETE", path: "/api/desk/session", headers: browser.headers() });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("CSRF_TOKEN_INVALID");
    expect((await whoAmI(browser)).status).toBe(200);

    const out = await callRoute(DELETE, { method: "DELETE", path: "/api/desk/session", headers: browser.headers(true) });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^desk_session=; HttpOnly;.*Max-Age=0/);
    expect((await whoAmI(browser)).status).toBe(401);
  });

  it("does not answer who-am-I to a partner's API key", async () => {
    const answer = await callRoute(GET, { path: "/api/desk/session", token: "lpk_demo_all_QK74KH" });
    expect(answer.status).toBe(403);
  });
});
