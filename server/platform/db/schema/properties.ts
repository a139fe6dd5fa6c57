import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, propertyId } from "./columns";

/** A property is the tenant: every other tenant-owned row points at one. */
export const properties = pgTable(
  "properties",
  {
    id: text().primaryKey(),
    prefix: text().notNull(),
    title: text().notNull(),
    propertyType: text().notNull(),
    currency: text().notNull(),
    timezone: text().notNull(),
    requireFullPaymentAtCheckout: boolean().notNull().default(false),
    /** API keys too must register every guest before checking a room in (links and the desk always must). */
    requireCompleteRegistration: boolean().notNull().default(false),
    /** HH:MM, property local time: a guest link checks a room in from then on its arrival day. */
    checkinTime: text().notNull().default("14:00"),
    /** A guest link may check in before checkinTime (from the start of the arrival day). */
    allowEarlyCheckin: boolean().notNull().default(false),
    /** What a guest needs once checked in (the check-in page's finished view): optional, shown when set. */
    address: text(),
    phone: text(),
    wifiName: text(),
    wifiPassword: text(),
    /** The account guests pay by bank transfer (VietQR): its bank's NAPAS BIN, number, holder (upper case, no tone marks). */
    bankBin: text(),
    bankAccountNumber: text(),
    bankAccountHolder: text(),
    /**
     * The property's own key for its SePay receiver (`/api/v1/integrations/sepay/{tenant_id}`),
     * encrypted like webhook secrets (`enc:v2:...`); set by a manager at the desk, shown once.
     * Without it the property's receiver answers 404: its transfers are not taken.
     */
    sepayWebhookKey: text(),
    sepayWebhookKeySetAt: timestamp({ withTimezone: true }),
    /**
     * Online check-in e-mails (docs/checkin-messages.md): on unless switched off; the first goes
     * `checkinMessageDaysBefore` days before arrival at `checkinMessageTime` (property local time),
     * or at once for a booking made later than that; the reminder on the arrival day at
     * `checkinReminderTime` while the booking is not complete.
     */
    checkinMessagesEnabled: boolean().notNull().default(true),
    checkinMessageDaysBefore: integer().notNull().default(3),
    checkinMessageTime: text().notNull().default("10:00"),
    checkinReminderEnabled: boolean().notNull().default(true),
    checkinReminderTime: text().notNull().default("09:00"),
    createdAt: createdAt(),
  },
  (t) => [
    check("properties_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("properties_id_check", sql`length(${t.id}) between 1 and 64`),
    check("properties_checkin_time_check", sql`${t.checkinTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      "properties_checkin_messages_check",
      sql`${t.checkinMessageDaysBefore} between 0 and 30 and ${t.checkinMessageTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.checkinReminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      "properties_guest_info_lengths_check",
      sql`length(${t.address}) <= 500 and length(${t.phone}) <= 32 and length(${t.wifiName}) <= 64 and length(${t.wifiPassword}) <= 64`,
    ),
    // All three or none; the number as banks write it (digits, some banks letters), the holder as VietQR apps show it.
    check(
      "properties_bank_account_check",
      sql`(${t.bankBin} is null and ${t.bankAccountNumber} is null and ${t.bankAccountHolder} is null) or (${t.bankBin} ~ '^[0-9]{6}$' and ${t.bankAccountNumber} ~ '^[0-9A-Z]{4,19}$' and ${t.bankAccountHolder} ~ '^[A-Z][A-Z .-]{0,69}$')`,
    ),
    // One bank account, one property: otherwise one property's QR codes pay into another's account.
    uniqueIndex("properties_bank_account_key").on(t.bankBin, t.bankAccountNumber),
    check("properties_sepay_webhook_key_check", sql`${t.sepayWebhookKey} is null or ${t.sepayWebhookKey} like 'enc:%'`),
  ],
);

export const roomTypes = pgTable(
  "room_types",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    title: text().notNull(),
    occAdults: integer().notNull(),
    occChildren: integer().notNull().default(0),
    occInfants: integer().notNull().default(0),
    position: integer().notNull().default(0),
    /** How many rooms (units) the type has: kept by a trigger on rooms (0006), never written here. */
    units: integer().notNull().default(0),
  },
  (t) => [
    index("room_types_property_idx").on(t.propertyId),
    check("room_types_occupancy_check", sql`${t.occAdults} >= 0 and ${t.occChildren} >= 0 and ${t.occInfants} >= 0`),
  ],
);

/** A sellable unit (the spec's `room_unit`). */
export const rooms = pgTable(
  "rooms",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    roomTypeId: uuid()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    name: text().notNull(),
    outOfOrder: boolean().notNull().default(false),
  },
  (t) => [
    unique("rooms_property_name_key").on(t.propertyId, t.name),
    index("rooms_room_type_idx").on(t.roomTypeId),
    // The few units out of order, read by every availability search.
    index("rooms_out_of_order_idx")
      .on(t.propertyId, t.roomTypeId, t.id)
      .where(sql`${t.outOfOrder}`),
  ],
);

/** A room out of sale for the nights `fromDate`..`toDate`, both included. */
export const maintenanceWindows = pgTable(
  "maintenance_windows",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    roomId: uuid()
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    reason: text(),
  },
  (t) => [
    index("maintenance_windows_property_dates_idx").on(t.propertyId, t.fromDate, t.toDate),
    check("maintenance_windows_dates_check", sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
