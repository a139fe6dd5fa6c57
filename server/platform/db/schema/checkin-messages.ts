import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CHECKIN_MESSAGE_KINDS, CHECKIN_MESSAGE_STATUSES } from "@/server/domain/enums";
import { createdAt, isOneOf, propertyId } from "./columns";
import { bookings } from "./bookings";
import { checkinLinks } from "./checkin-links";
import { properties } from "./properties";

/**
 * One online check-in e-mail to one guest address: due work the worker sends (as it delivers
 * webhooks), at least once and never twice for the same booking, kind and address (the unique
 * index below, for the scheduled kinds; a `resend` is a receptionist's explicit request, one row
 * per request). `status`:
 * - `scheduled`: waiting for `nextAttemptAt` (first `dueAt`, then each retry's time);
 * - `sending`: claimed by a worker until `lockedUntil` (the lease; a row whose lease ran out
 *   while the SMTP server had not accepted it is sent again);
 * - `sent`: the SMTP server accepted it (`sentAt`, `smtpMessageId`);
 * - `failed`: retries exhausted (`lastError`), shown on the desk;
 * - `bounced`: the receiving server refused the address for good (`bounceReason`), shown on the desk;
 * - `skipped`: not sent, and why (`skipReason`: cancelled, complete, stopped, no_email, invalid_email, disabled).
 */
export const checkinMessages = pgTable(
  "checkin_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    /** The customer's address when the message was scheduled (lower case); rescheduled when it changes. */
    recipient: text().notNull(),
    status: text().notNull().default("scheduled"),
    /** When it was meant to go (the schedule), kept as the first attempt's time. */
    dueAt: timestamp({ withTimezone: true }).notNull(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The language it was written in (one of the guest page's six), set when it is sent. */
    language: text(),
    /** The link it carries, minted when it is first sent and reused by its retries. */
    checkinLinkId: uuid().references(() => checkinLinks.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }),
    smtpMessageId: text(),
    lastError: text(),
    bouncedAt: timestamp({ withTimezone: true }),
    bounceReason: text(),
    skipReason: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkin_messages_once_key")
      .on(t.bookingId, t.kind, t.recipient)
      .where(sql`${t.kind} <> 'resend'`),
    // The worker's claim: the due ones in order.
    index("checkin_messages_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
    index("checkin_messages_booking_idx").on(t.bookingId),
    check("checkin_messages_kind_check", isOneOf(t.kind, CHECKIN_MESSAGE_KINDS)),
    check("checkin_messages_status_check", isOneOf(t.status, CHECKIN_MESSAGE_STATUSES)),
    check(
      "checkin_messages_lengths_check",
      sql`length(${t.recipient}) <= 255 and length(${t.lastError}) <= 1000 and length(${t.bounceReason}) <= 1000`,
    ),
  ],
);
