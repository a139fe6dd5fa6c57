import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { isOneOf, propertyId } from "./columns";
import { properties } from "./properties";

/**
 * A property's settings history (today: its bank account), as booking_changes is a booking's:
 * who changed what, before and after, written in the transaction of the change. The bank
 * account is where guests' money goes, so a change of it must be traceable to a person.
 * Names are copied, not referenced: the record outlives a departed manager.
 */
export const propertyChanges = pgTable(
  "property_changes",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorKind: text().notNull(),
    /** `kind:id` of the credential (never a secret). */
    actorId: text().notNull(),
    actorName: text().notNull(),
    action: text().notNull(),
    /** [{ field, before, after }]. */
    changes: jsonb().notNull(),
  },
  (t) => [
    index("property_changes_property_idx").on(t.propertyId, t.id),
    check("property_changes_actor_kind_check", isOneOf(t.actorKind, ["desk_session"])),
    check(
      "property_changes_lengths_check",
      sql`length(${t.actorId}) <= 100 and length(${t.actorName}) <= 255 and length(${t.action}) <= 50`,
    ),
  ],
);
