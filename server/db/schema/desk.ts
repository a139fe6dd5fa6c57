import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { staffUsers } from "./access";

/**
 * A receptionist's signed-in session. Only a SHA-256 hash of the 32-byte random cookie value
 * is kept, so a copy of this table opens no desk. A sign-in always makes a new row (rotation).
 */
export const deskSessions = pgTable(
  "desk_sessions",
  {
    tokenHash: text().primaryKey(),
    staffUserId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("desk_sessions_staff_idx").on(t.staffUserId), index("desk_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Failed sign-ins per e-mail and client address, counted in the database so that every app
 * instance sees the same count. `lockedUntil` is set when the count reaches the limit.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text().notNull(),
    clientAddress: text().notNull(),
    failures: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.clientAddress] }), check("sign_in_failures_count_check", sql`${t.failures} >= 0`)],
);
