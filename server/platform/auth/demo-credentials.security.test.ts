import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as bookingDetailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { hashPassword } from "@/server/platform/auth/passwords";
import { properties, staffAccounts, staffUsers } from "@/server/platform/db/schema";
import { sealSepayKey } from "@/server/platform/security/sepay-receiver-key";
import { logger } from "@/server/platform/observability/logger";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, DEMO_SEPAY_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, postSignIn } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { warnAboutDemoCredentials } from "./warn-about-demo-credentials";

// The demo fixture's keys and passwords are published. A production server that holds them (a
// demo loaded by mistake, a copied database) must not open to them.

const testDb = setUpTestDatabase();
const SECRET = "test-only-app-secret-0123456789abcdefghij";

beforeEach(async () => {
  // Before the demo is loaded: its SePay keys are sealed under this secret, as production's would be.
  vi.stubEnv("APP_SECRET", SECRET);
  await loadDemo(testDb.db());
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const production = (allowDemo = false) => {
  vi.stubEnv("NODE_ENV", "production");
  if (allowDemo) vi.stubEnv("ALLOW_DEMO_CREDENTIALS", "true");
};
const readBooking = (token: string) =>
  callRoute(bookingDetailRoute, {
    path: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ",
    params: { tenant_id: "hanoi-old-quarter", booking_id: "HNVRBEHJ" },
    token,
  });
const wrongPassword = { email: DEMO_STAFF.hanoiReception.email, password: "not-the-password" };

describe("the demo's API keys in production", () => {
  it("refuses a published demo key with exactly the 401 of an unknown key", async () => {
    production();
    const unknown = await readBooking("lpk_nobody_has_this_key");
    for (const key of [DEMO_KEYS.all, DEMO_KEYS.readHanoi]) {
      const demo = await readBooking(key);
      expect(demo.status).toBe(401);
      expect(demo.body).toEqual(unknown.body);
      expect(demo.headers.get("www-authenticate")).toBe(unknown.headers.get("www-authenticate"));
    }
  });

  it("opens to them for a demo or CI run only with ALLOW_DEMO_CREDENTIALS=true", async () => {
    production(true);
    expect((await readBooking(DEMO_KEYS.all)).status).toBe(200);
  });

  it("leaves development on the demo", async () => {
    expect((await readBooking(DEMO_KEYS.all)).status).toBe(200);
  });
});

describe("the demo's staff passwords in production", () => {
  it("answers a demo e-mail and password exactly like a wrong password, with no session", async () => {
    production();
    const wrong = await postSignIn(wrongPassword);
    for (const staff of [DEMO_STAFF.hanoiReception, DEMO_STAFF.chainManager]) {
      const demo = await postSignIn(staff);
      expect(demo.status).toBe(wrong.status);
      expect(demo.body).toEqual(wrong.body);
      expect(demo.headers.getSetCookie()).toEqual([]);
    }
    expect(wrong.status).toBe(401);
  });

  it("refuses only the published pair: the same receptionist signs in once her password is changed", async () => {
    production();
    await setPassword(DEMO_STAFF.hanoiReception.email, "a-password-nobody-published");
    expect((await postSignIn({ email: DEMO_STAFF.hanoiReception.email, password: "a-password-nobody-published" })).status).toBe(200);
    expect((await postSignIn(DEMO_STAFF.hanoiReception)).status).toBe(401);
  });

  it("opens to them with ALLOW_DEMO_CREDENTIALS=true", async () => {
    production(true);
    expect((await postSignIn(DEMO_STAFF.hanoiReception)).status).toBe(200);
  });
});

describe("the warning at start", () => {
  const warnings = () => {
    const calls: { fields: Record<string, unknown>; message: string }[] = [];
    vi.spyOn(logger, "warn").mockImplementation(
      ((fields: Record<string, unknown>, message: string) => void calls.push({ fields, message })) as typeof logger.warn,
    );
    return calls;
  };

  it("names the demo keys and staff a production database holds, never a key or a password", async () => {
    const calls = warnings();
    await warnAboutDemoCredentials(testDb.db(), { NODE_ENV: "production" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.fields).toEqual({
      api_keys: ["channel-partner (all scopes)", "read-only, Hanoi only"], // the revoked one opens nothing
      staff: [DEMO_STAFF.chainManager.email, DEMO_STAFF.hanoiManager.email, DEMO_STAFF.hanoiReception.email],
      sepay_keys: ["danang-beach", "hanoi-old-quarter"],
    });
    const logged = JSON.stringify(calls);
    for (const secret of [
      ...Object.values(DEMO_KEYS),
      ...Object.values(DEMO_SEPAY_KEYS),
      ...Object.values(DEMO_STAFF).map((staff) => staff.password),
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("no longer names a key once it is revoked, staff whose password was changed, nor a property whose SePay key was", async () => {
    await testDb.db().execute(sql`update api_keys set revoked_at = now() where name = 'read-only, Hanoi only'`);
    await setPassword(DEMO_STAFF.chainManager.email, "a-password-nobody-published");
    await testDb
      .db()
      .update(properties)
      .set({ sepayWebhookKey: sealSepayKey("a-key-nobody-published-0123", "danang-beach") })
      .where(eq(properties.id, "danang-beach"));
    const calls = warnings();
    await warnAboutDemoCredentials(testDb.db(), { NODE_ENV: "production" });
    expect(calls[0]!.fields).toEqual({
      api_keys: ["channel-partner (all scopes)"],
      staff: [DEMO_STAFF.hanoiManager.email, DEMO_STAFF.hanoiReception.email],
      sepay_keys: ["hanoi-old-quarter"],
    });
  });

  it("says loudly that ALLOW_DEMO_CREDENTIALS=true opens the server to them", async () => {
    const calls = warnings();
    await warnAboutDemoCredentials(testDb.db(), { NODE_ENV: "production", ALLOW_DEMO_CREDENTIALS: "true" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.message).toMatch(
      /^ALLOW_DEMO_CREDENTIALS=true: .*published API keys, staff passwords and SePay keys open this server/,
    );
  });
});

async function setPassword(email: string, password: string): Promise<void> {
  const [user] = await testDb.db().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  await testDb
    .db()
    .update(staffAccounts)
    .set({ password: await hashPassword(password) })
    .where(eq(staffAccounts.userId, user!.id));
}
