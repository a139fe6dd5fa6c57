import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { apiKeys } from "./access";
import { createdAt, isOneOf, propertyId } from "./columns";
import { properties } from "./properties";

/**
 * A stored signing secret: encrypted (`enc:v2:<key id>:`, or `enc:v1:` from before key ids), or a
 * plaintext `whsec_` row written before encryption.
 */
const storedSecret = (column: AnyPgColumn) => sql`(${column} like 'enc:v2:%' or ${column} like 'enc:v1:%' or ${column} like 'whsec\\_%')`;

/**
 * A partner's endpoint for events. Signing needs the secret itself, so it is kept encrypted
 * (AES-256-GCM, server/webhooks/webhook-secret.ts) rather than hashed; after a rotation the
 * previous one keeps signing until `previousSecretExpiresAt`. The owner is the API key that
 * registered it, or the one a fixture names (null for a fixture's webhook that names none, which
 * every key that could register it on the property manages); deleting the key deletes its webhooks. `failingSince` is when the current
 * run of failed attempts began (a success clears it); five days of it disable the endpoint.
 * `configFailure` says why no delivery can even be sent (its secret does not decrypt with the
 * server's keys), from `configFailureSince`: the list shows it as `status: "failing"`.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    ownerApiKeyId: uuid().references(() => apiKeys.id, { onDelete: "cascade" }),
    code: text().notNull(),
    url: text().notNull(),
    events: text().array().notNull(),
    secret: text().notNull(),
    previousSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    failingSince: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: text(),
    configFailure: text(),
    configFailureSince: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("webhooks_property_code_key").on(t.propertyId, t.code),
    // The per-key limit counts here; deleting a key finds its webhooks here.
    index("webhooks_owner_property_idx").on(t.ownerApiKeyId, t.propertyId),
    check("webhooks_secret_check", storedSecret(t.secret)),
    check("webhooks_previous_secret_check", sql`${t.previousSecret} is null or ${storedSecret(t.previousSecret)}`),
    check("webhooks_disabled_check", sql`(${t.disabledAt} is null) = (${t.disabledReason} is null)`),
    check("webhooks_config_failure_check", sql`(${t.configFailure} is null) = (${t.configFailureSince} is null)`),
  ],
);

/** The outbox: events written in the same transaction as the change that caused them. */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId(),
    type: text().notNull(),
    bookingId: uuid().notNull(),
    bookingRoomId: uuid(),
    payload: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_events_property_created_idx").on(t.propertyId, t.createdAt),
    // The history purge walks the oldest events of every property at once (purge-webhook-history.ts).
    index("outbox_events_created_idx").on(t.createdAt),
  ],
);

/** One event to deliver to one webhook; retried with backoff until delivered or given up. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId(),
    eventId: uuid()
      .notNull()
      .references(() => outboxEvents.id, { onDelete: "cascade" }),
    webhookId: uuid()
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("webhook_deliveries_event_webhook_key").on(t.eventId, t.webhookId),
    // The claim (claim-due-deliveries.ts): the endpoints with pending deliveries, and each one's due ones in order.
    index("webhook_deliveries_pending_due_idx")
      .on(t.webhookId, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // One endpoint's attempts in flight (leased), for its limit in the claim; and what disabling it fails.
    index("webhook_deliveries_pending_leased_idx")
      .on(t.webhookId, t.lockedUntil)
      .where(sql`${t.status} = 'pending'`),
    check("webhook_deliveries_status_check", isOneOf(t.status, ["pending", "delivered", "failed"])),
  ],
);

/** Every attempt at a delivery, kept for the partner's and the support team's eyes. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyId(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    durationMs: integer().notNull(),
    responseStatus: integer(),
    error: text(),
  },
  (t) => [index("webhook_delivery_attempts_delivery_idx").on(t.deliveryId)],
);
