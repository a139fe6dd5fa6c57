import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { SOURCE_SEGMENTS } from "@/server/domain/enums";
import { createdAt, isOneOf, money, propertyId } from "./columns";
import { properties } from "./properties";

/** The service catalog. Deleting a service only marks it, so old lines still show its code. */
export const services = pgTable(
  "services",
  {
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    code: text().notNull(),
    name: text().notNull(),
    price: money().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.code] }),
    check("services_code_check", sql`${t.code} ~ '^SV[0-9a-fA-F]{8}$'`),
    check("services_price_check", sql`${t.price} >= 0`),
  ],
);

/** Where bookings come from: direct (walk-in, website, phone) or an OTA channel. */
export const bookingSources = pgTable(
  "booking_sources",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    name: text().notNull(),
    color: text().notNull(),
    segment: text().notNull(),
    active: boolean().notNull().default(true),
    translatedNameVi: text().notNull(),
    translatedNameEn: text().notNull(),
    /** The property's own order of its sources. */
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("booking_sources_property_name_key").on(t.propertyId, t.name),
    index("booking_sources_property_idx").on(t.propertyId, t.segment, t.active),
    check("booking_sources_segment_check", isOneOf(t.segment, SOURCE_SEGMENTS)),
    check("booking_sources_color_check", sql`${t.color} ~ '^#[0-9a-fA-F]{3,8}$'`),
  ],
);
