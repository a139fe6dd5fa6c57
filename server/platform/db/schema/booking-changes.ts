import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { isOneOf, propertyId } from "./columns";
import { bookings } from "./bookings";

/**
 * The booking's history: one row per change, whoever made it (a receptionist, a partner's key,
 * a guest's link), with what changed (before and after) and why, when a reason was given.
 * Written in the same transaction as the change, so a change and its record stand or fall
 * together. Names are copied, not referenced: the record outlives a revoked key or a departed
 * receptionist.
 */
export const bookingChanges = pgTable(
  "booking_changes",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyId(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The room the change was made on (a room operation), or null for the booking as a whole. */
    bookingRoomId: uuid(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorKind: text().notNull(),
    /** `kind:id` of the credential (never a secret). */
    actorId: text().notNull(),
    actorName: text().notNull(),
    action: text().notNull(),
    /** [{ field, before, after }], field a dot path of the booking detail (rooms.<id>.status...). */
    changes: jsonb().notNull(),
    reason: text(),
  },
  (t) => [
    index("booking_changes_booking_idx").on(t.bookingId, t.id),
    check("booking_changes_actor_kind_check", isOneOf(t.actorKind, ["api_key", "desk_session", "checkin_token", "integration"])),
    check(
      "booking_changes_lengths_check",
      sql`length(${t.actorId}) <= 100 and length(${t.actorName}) <= 255 and length(${t.action}) <= 50 and length(${t.reason}) <= 500`,
    ),
  ],
);
