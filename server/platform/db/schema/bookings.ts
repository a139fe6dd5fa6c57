import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, PAYMENT_COLLECT, ROOM_STATUSES } from "@/server/domain/enums";
import { QUANTITY_COLUMN } from "@/server/domain/json-amount";
import { createdAt, isOneOf, money, propertyId } from "./columns";
import { bookingSources } from "./catalog";
import { properties, roomTypes, rooms } from "./properties";

const HOUR_PATTERN = "'^([01][0-9]|2[0-3]):[0-5][0-9]$'";

/**
 * A booking. A group (master) booking has `isGroup` and no rooms of its own;
 * its children point at it through `groupId`.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    code: text().notNull(),
    status: text().notNull(),
    isGroup: boolean().notNull().default(false),
    groupId: uuid().references((): AnyPgColumn => bookings.id, { onDelete: "set null" }),
    checkinDate: date().notNull(),
    checkoutDate: date().notNull(),
    arrivalHour: text().notNull(),
    departureHour: text().notNull(),
    currency: text().notNull(),
    sourceId: uuid()
      .notNull()
      .references(() => bookingSources.id),
    sourceReservationCode: text(),
    /**
     * Create Booking with a source_reservation_code: a digest of each field of the request as it
     * was parsed (create-booking/reservation-facts.ts), so a channel's resend is compared with the
     * first request rather than with what the desk changed since. Null for bookings made otherwise
     * or before it was recorded (those are compared with what they hold now).
     */
    sourceRequestDigests: jsonb().$type<Record<string, string>>(),
    paymentCollect: text(),
    notes: text(),
    /** What the guest wrote on the check-in page: kept apart from the staff's and channel's notes, which a guest never sees. */
    guestMessage: text(),
    customerName: text().notNull(),
    customerEmail: text(),
    customerPhone: text(),
    /**
     * The guest's language as Create Booking, a fixture or the desk gave it (a canonical BCP 47
     * tag, `ko`, `zh-TW`); null when unknown. The check-in e-mails and page speak its nearest of
     * the six page languages (server/domain/language-tag.ts).
     */
    customerLanguage: text(),
    /** Online check-in e-mails stopped for this booking (the guest's stop link, or the desk): none is sent after it. */
    checkinMessagesStoppedAt: timestamp({ withTimezone: true }),
    /**
     * When every open room last came to have a complete registration (the `checkin.completed`
     * event is written then); back to null when a room stops being complete (a guest removed, a room added).
     */
    checkinCompletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("bookings_property_code_key").on(t.propertyId, t.code),
    index("bookings_group_idx").on(t.groupId),
    // Create Booking answers the booking a channel already pushed (same source, same code).
    index("bookings_source_reservation_idx")
      .on(t.propertyId, t.sourceId, t.sourceReservationCode)
      .where(sql`${t.sourceReservationCode} is not null`),
    check("bookings_code_check", sql`length(${t.code}) between 1 and 8`),
    check("bookings_status_check", isOneOf(t.status, BOOKING_STATUSES)),
    check("bookings_payment_collect_check", isOneOf(t.paymentCollect, PAYMENT_COLLECT)),
    check("bookings_dates_check", sql`${t.checkoutDate} >= ${t.checkinDate}`),
    check("bookings_hours_check", sql`${t.arrivalHour} ~ ${sql.raw(HOUR_PATTERN)} and ${t.departureHour} ~ ${sql.raw(HOUR_PATTERN)}`),
    check("bookings_notes_check", sql`length(${t.notes}) <= 1000`),
    check("bookings_guest_message_check", sql`length(${t.guestMessage}) <= 1000`),
    check("bookings_customer_language_check", sql`length(${t.customerLanguage}) <= 35`),
    check("bookings_group_not_nested_check", sql`not (${t.isGroup} and ${t.groupId} is not null)`),
  ],
);

/**
 * One room of a booking. The stay dates are kept per room (copied from the booking when
 * the room is made) so availability reads one table; early check-out keeps them unchanged.
 */
export const bookingRooms = pgTable(
  "booking_rooms",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    roomTypeId: uuid()
      .notNull()
      .references(() => roomTypes.id),
    roomId: uuid().references(() => rooms.id, { onDelete: "set null" }),
    /**
     * The direct rate plan the room was sold on (Create Booking), which prices the nights a stay
     * change adds. Null for an imported room. No foreign key: a plan taken off sale later must
     * not change or block what was sold.
     */
    ratePlanId: text(),
    status: text().notNull(),
    checkinDate: date().notNull(),
    checkoutDate: date().notNull(),
    adults: integer().notNull().default(1),
    children: integer().notNull().default(0),
    infants: integer().notNull().default(0),
    hasBreakfast: boolean().notNull().default(false),
    discount: money().notNull().default("0"),
    actualDepartureHour: text(),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedOutAt: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
  },
  (t) => [
    index("booking_rooms_booking_idx").on(t.bookingId),
    index("booking_rooms_inventory_idx").on(t.propertyId, t.roomTypeId, t.checkinDate, t.checkoutDate),
    // Availability reads only the rooms that take inventory (INVENTORY_ROOM_STATUSES): by room
    // type and check-in date, with every column it needs in the index (index-only scans) ...
    index("booking_rooms_taking_inventory_idx")
      .on(t.propertyId, t.roomTypeId, t.checkinDate, t.checkoutDate, t.roomId)
      .where(sql`${t.status} in ('confirmed', 'checked_in')`),
    // ... by room, for the booked rooms that are also out of sale (counted once) ...
    index("booking_rooms_room_taking_inventory_idx")
      .on(t.roomId, t.checkinDate, t.checkoutDate, t.roomTypeId)
      .where(sql`${t.status} in ('confirmed', 'checked_in')`),
    // ... and the longest such stay, which bounds how early an overlapping stay can start.
    index("booking_rooms_longest_stay_idx")
      .on(sql`(${t.checkoutDate} - ${t.checkinDate})`)
      .where(sql`${t.status} in ('confirmed', 'checked_in')`),
    check("booking_rooms_status_check", isOneOf(t.status, ROOM_STATUSES)),
    check("booking_rooms_dates_check", sql`${t.checkoutDate} >= ${t.checkinDate}`),
    check("booking_rooms_occupancy_check", sql`${t.adults} >= 0 and ${t.children} >= 0 and ${t.infants} >= 0`),
    check("booking_rooms_discount_check", sql`${t.discount} >= 0`),
  ],
);

/**
 * Booking rooms that take inventory (confirmed or checked in), counted per room type and
 * night: what availability reads instead of spreading every overlapping stay over its nights.
 * Kept by triggers on booking_rooms in the same transaction as the change (migration
 * 0004_room_type_nights): never written by the application.
 */
export const roomTypeNights = pgTable(
  "room_type_nights",
  {
    // No foreign key of its own: the room type's cascade clears these rows, and a property's
    // delete must not remove them before the booking rooms whose triggers count them down.
    propertyId: propertyId(),
    roomTypeId: uuid()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    night: date().notNull(),
    rooms: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    // A search reads the nights of the properties in scope, index only: one range per property.
    index("room_type_nights_property_night_idx").on(t.propertyId, t.night, t.roomTypeId, t.rooms),
  ],
);

/** The price of one night of a booking room. */
export const nightlyPrices = pgTable(
  "nightly_prices",
  {
    propertyId: propertyId(),
    bookingRoomId: uuid()
      .notNull()
      .references(() => bookingRooms.id, { onDelete: "cascade" }),
    day: date().notNull(),
    price: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingRoomId, t.day] }), check("nightly_prices_price_check", sql`${t.price} >= 0`)],
);

/** Breakfast served to a booking room. Price, notes, is_included and created_by stay internal. */
export const meals = pgTable(
  "meals",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId(),
    bookingRoomId: uuid()
      .notNull()
      .references(() => bookingRooms.id, { onDelete: "cascade" }),
    serveDate: date().notNull(),
    adults: integer().notNull().default(0),
    children: integer().notNull().default(0),
    price: money(),
    notes: text(),
    isIncluded: boolean().notNull().default(true),
    createdBy: text(),
  },
  (t) => [
    index("meals_booking_room_idx").on(t.bookingRoomId, t.serveDate),
    check("meals_count_check", sql`${t.adults} >= 0 and ${t.children} >= 0`),
    check("meals_price_check", sql`${t.price} >= 0`),
  ],
);

/**
 * A service sold to a booking room. `serviceCode` keeps the catalog code even when the
 * catalog service is deleted; it is null for a line that never came from the catalog (an OTA's).
 */
export const serviceLines = pgTable(
  "service_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId(),
    bookingRoomId: uuid()
      .notNull()
      .references(() => bookingRooms.id, { onDelete: "cascade" }),
    serviceCode: text(),
    name: text().notNull(),
    quantity: numeric(QUANTITY_COLUMN).notNull(),
    pricePerUnit: money().notNull(),
    discount: money().notNull().default("0"),
    currency: text(),
    serviceUsedDate: date(),
    notes: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("service_lines_booking_room_idx").on(t.bookingRoomId),
    check("service_lines_code_check", sql`${t.serviceCode} ~ '^SV[0-9a-fA-F]{8}$'`),
    check("service_lines_quantity_check", sql`${t.quantity} > 0`),
    check("service_lines_price_check", sql`${t.pricePerUnit} >= 0 and ${t.discount} >= 0`),
    check("service_lines_notes_check", sql`length(${t.notes}) <= 500`),
  ],
);
