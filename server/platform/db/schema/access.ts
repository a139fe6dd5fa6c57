import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "@/server/domain/enums";
import { createdAt, isOneOf } from "./columns";
import { properties } from "./properties";

/**
 * A partner's API key. Only a SHA-256 hash of the key is stored (keys are long random
 * strings, so a fast hash is safe); `prefix` helps people recognise a key in lists.
 * A key acts on every property (`allProperties`) or on those in `apiKeyProperties`.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    keyHash: text().notNull(),
    prefix: text().notNull(),
    scopes: text().array().notNull(),
    allProperties: boolean().notNull().default(false),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_key_hash_key").on(t.keyHash)],
);

export const apiKeyProperties = pgTable(
  "api_key_properties",
  {
    apiKeyId: uuid()
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    propertyId: text()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.propertyId] }), index("api_key_properties_property_idx").on(t.propertyId)],
);

/**
 * A receptionist or manager who signs in to the desk pages: better-auth's `user` model
 * (server/platform/auth/desk-auth.ts), so it has the columns better-auth reads and writes. The password
 * (an argon2id hash) is on the staff user's `staff_accounts` row, where better-auth looks for it.
 * E-mails are stored lower-case: better-auth looks them up that way.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_users_email_key").on(sql`lower(${t.email})`)],
);

/**
 * Which properties a staff user works at, and as what: the role is per property (a chain's
 * manager of one hotel may be a receptionist at another), as the fixture lists staff per property.
 */
export const staffMemberships = pgTable(
  "staff_memberships",
  {
    staffUserId: uuid()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    propertyId: text()
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    role: text().notNull().default("receptionist"),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.propertyId] }), check("staff_memberships_role_check", isOneOf(t.role, STAFF_ROLES))],
);

/**
 * A remembered POST, so a retry with the same Idempotency-Key replays the first answer.
 * Scoped to the credential that sent it; kept 24 hours, then deleted by the retention job.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    credentialId: text().notNull(),
    key: text().notNull(),
    propertyId: text(),
    requestHash: text().notNull(),
    state: text().notNull().default("in_flight"),
    responseStatus: integer(),
    // Text, not jsonb: a replay must give back the very bytes of the first answer. Encrypted
    // (`enc:v2:<key id>:`, server/platform/security/encrypted-text.ts): it may hold a webhook secret or guests' data.
    responseBody: text(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.credentialId, t.key] }),
    index("idempotency_keys_expires_idx").on(t.expiresAt),
    check("idempotency_keys_state_check", sql`${t.state} in ('in_flight', 'completed')`),
    check("idempotency_keys_key_check", sql`length(${t.key}) between 1 and 255`),
  ],
);
