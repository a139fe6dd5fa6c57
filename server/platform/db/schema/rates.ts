import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { RATE_PLAN_KINDS } from "@/server/domain/enums";
import { isOneOf, money, propertyId } from "./columns";
import { properties, roomTypes } from "./properties";

/**
 * A rate plan of a room type. Its id is the channel-facing code (for example `RPJV86K901`),
 * unique within its property. `default_rates` are the prices of a night by weekday.
 */
export const ratePlans = pgTable(
  "rate_plans",
  {
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    id: text().notNull(),
    roomTypeId: uuid()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    title: text().notNull(),
    kind: text().notNull(),
    sellMode: text().notNull(),
    currency: text().notNull(),
    hasBreakfast: boolean().notNull().default(false),
    rateMon: money().notNull(),
    rateTue: money().notNull(),
    rateWed: money().notNull(),
    rateThu: money().notNull(),
    rateFri: money().notNull(),
    rateSat: money().notNull(),
    rateSun: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.id] }),
    index("rate_plans_room_type_idx").on(t.roomTypeId),
    check("rate_plans_kind_check", isOneOf(t.kind, RATE_PLAN_KINDS)),
    check(
      "rate_plans_rates_check",
      sql`least(${t.rateMon}, ${t.rateTue}, ${t.rateWed}, ${t.rateThu}, ${t.rateFri}, ${t.rateSat}, ${t.rateSun}) >= 0`,
    ),
  ],
);

/** A per-date override of a rate plan's price (restriction data comes before default rates). */
export const rateRestrictions = pgTable(
  "rate_restrictions",
  {
    propertyId: propertyId(),
    ratePlanId: text().notNull(),
    date: date().notNull(),
    price: money().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.ratePlanId, t.date] }),
    // Composite key: a restriction can only point at a rate plan of its own property.
    foreignKey({ columns: [t.propertyId, t.ratePlanId], foreignColumns: [ratePlans.propertyId, ratePlans.id] }).onDelete("cascade"),
    check("rate_restrictions_price_check", sql`${t.price} >= 0`),
    // Search Properties reads the restrictions of a few nights across the whole chain.
    index("rate_restrictions_date_idx").on(t.date, t.propertyId, t.ratePlanId, t.price),
  ],
);
