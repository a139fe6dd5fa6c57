import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { cookieValue } from "@/server/domain/cookie-header";
import type { Database } from "@/server/platform/db/database";
import { staffAccounts, staffSessions, staffUsers, staffVerifications } from "@/server/platform/db/schema";
import { isHttps } from "@/server/platform/security/is-https";
import { logger } from "@/server/platform/observability/logger";
import { appSecret } from "@/server/platform/security/app-secret";
import { hashPassword, STAFF_PASSWORD_MAX_LENGTH, verifyPassword } from "./passwords";

// better-auth keeps the desk's sessions and checks e-mail and password. Its HTTP handler is not
// mounted: the desk's own routes (app/api/desk/session) call it server-side, around the parts
// that stay ours (login-CSRF origin check, the sign-in throttle, the CSRF token that
// every /api/v1 and /api/desk request made with the session must carry).

/** A receptionist's shift and a little more; a new sign-in is needed afterwards. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

/** The httpOnly session cookie (with the `__Secure-` prefix over HTTPS). */
const SESSION_COOKIE = "desk_session";

function createDeskAuth(db: Database, secure: boolean) {
  return betterAuth({
    appName: "Lodging desk",
    secret: appSecret("better-auth").toString("base64url"),
    baseURL: process.env.APP_URL ?? "http://localhost",
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: staffUsers, session: staffSessions, account: staffAccounts, verification: staffVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      // Staff come from the fixture (server/fixtures); nobody signs up.
      disableSignUp: true,
      maxPasswordLength: STAFF_PASSWORD_MAX_LENGTH,
      // The project's argon2id (better-auth's own default is scrypt).
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // A shift has a fixed end: using the desk does not push the expiry further.
      disableSessionRefresh: true,
    },
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: secure,
      cookiePrefix: "desk",
      cookies: { session_token: { name: SESSION_COOKIE } },
      // Strict: no request from another site carries the session, not even a top-level link.
      defaultCookieAttributes: { sameSite: "strict", httpOnly: true, path: "/" },
    },
    // The handler is not mounted, so its per-IP limiter would count nothing; the throttle on
    // repeated failures is ours (server/staff/sign-in-throttle.ts, sign-in-slowdown.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Into the app's JSON log; only the message and an Error's own fields, never the other
    // arguments, which may hold a session.
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((arg): arg is Error => arg instanceof Error);
        logger[level]({ component: "better-auth", ...(err ? { err } : {}) }, message);
      },
    },
  });
}

export type DeskAuth = ReturnType<typeof createDeskAuth>;

/**
 * The better-auth instance of this database. Two per database, because better-auth fixes the
 * cookie's `Secure` attribute (and its `__Secure-` name prefix) per instance, and the desk
 * sets it per request: over HTTPS, directly or behind a proxy that says so.
 * Tests open a database per file, hence the WeakMap rather than one module-level instance.
 */
export function deskAuth(db: Database, request: Request): DeskAuth {
  let instances = byDatabase.get(db);
  if (!instances) {
    instances = { plain: createDeskAuth(db, false), secure: createDeskAuth(db, true) };
    byDatabase.set(db, instances);
  }
  return isHttps(request) ? instances.secure : instances.plain;
}

const byDatabase = new WeakMap<Database, { plain: DeskAuth; secure: DeskAuth }>();

/** Whether the request carries a desk session cookie at all (plain or `__Secure-`). */
export function hasSessionCookie(request: Request): boolean {
  return cookieValue(request.headers.get("cookie"), SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`) !== undefined;
}
