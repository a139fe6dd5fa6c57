import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { staffUsers } from "./access";

/**
 * A receptionist's signed-in session: better-auth's `session` model. `token` is what the
 * httpOnly cookie carries, signed with the app's secret (an HMAC): a copy of this table alone
 * cannot make a cookie that opens the desk. A sign-in always makes a new row (rotation).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    token: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_sessions_token_key").on(t.token),
    index("staff_sessions_user_idx").on(t.userId),
    index("staff_sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * How a staff user proves who they are: better-auth's `account` model. The desk has e-mail and
 * password only, so each staff user has one row with providerId "credential", accountId = the
 * user's id and `password` = the argon2id hash (written by the fixture importer).
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    password: text(),
    // Better-auth's account model has these for OAuth providers; the desk has none, so they
    // stay empty, and are here so that its schema check (on at run time) passes.
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_accounts_provider_account_key").on(t.providerId, t.accountId), index("staff_accounts_user_idx").on(t.userId)],
);

/**
 * Better-auth's verification model (e-mail verification and password-reset tokens). The desk
 * uses neither today; better-auth's schema check requires the table.
 */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/**
 * Desk sign-in attempts per client (server/platform/http/client-address.ts), whatever the e-mails, for the
 * lock of server/staff/sign-in-throttle.ts. An attempt counts as a failure from its start and is
 * taken back when it succeeds, so concurrent attempts cannot slip past the limit. One row per
 * client that failed lately: a failure on a random e-mail adds nothing else. `expiresAt` (the
 * end of the window or of the lock, whichever is later) is when the row means nothing any
 * more; the retention job deletes it then.
 */
export const signInClientFailures = pgTable(
  "sign_in_client_failures",
  {
    client: text().primaryKey(),
    failures: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("sign_in_client_failures_expires_idx").on(t.expiresAt),
    check("sign_in_client_failures_count_check", sql`${t.failures} >= 0`),
  ],
);

/**
 * Failed desk sign-ins on one e-mail from every client, which slow the answers on that e-mail
 * (server/staff/sign-in-slowdown.ts). Every e-mail is counted, a staff user's or nobody's, so
 * the wait does not tell an attacker which e-mails are staff. The key is an HMAC of the
 * lower-case e-mail (a key derived from APP_SECRET): the table holds no address, not even the
 * ones attackers try. The count runs while failures keep coming: `expiresAt` is a quarter of an
 * hour after the last one, when the retention job deletes the row and the count starts over.
 * Rows are bounded by the failures the per-client lock lets through.
 */
export const signInEmailFailures = pgTable(
  "sign_in_email_failures",
  {
    emailKey: text().primaryKey(),
    failures: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_email_failures_expires_idx").on(t.expiresAt), check("sign_in_email_failures_count_check", sql`${t.failures} > 0`)],
);
