import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  ACCOMMODATION_TYPES,
  GENDERS,
  GUEST_CATEGORIES,
  ID_TYPES,
  STAY_PURPOSES,
  TRAVEL_PURPOSES,
  VISA_KINDS,
} from "@/server/domain/enums";
import { createdAt, isOneOf, propertyId } from "./columns";
import { bookingRooms, bookings } from "./bookings";

/**
 * A guest staying in a booking room. The invoice columns belong to the booking's primary
 * guest and are kept apart from the guest's own company, address and e-mail.
 */
export const guests = pgTable(
  "guests",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyId(),
    bookingRoomId: uuid()
      .notNull()
      .references(() => bookingRooms.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    email: text(),
    phone: text(),
    birthday: date(),
    gender: text(),
    identity: text(),
    idType: text(),
    identityIssueDate: date(),
    address: text(),
    ward: text(),
    city: text(),
    country: text(),
    company: text(),
    isPrimaryGuest: boolean().notNull().default(false),
    accommodationType: text(),
    travelPurpose: text(),
    guestCategory: text(),
    /** A foreigner's stay (docs/choices.md): the visa or exemption, the entry into Vietnam, the purpose and the intended end. */
    visaKind: text(),
    visaNumber: text(),
    visaExpiry: date(),
    entryDate: date(),
    /** A code of server/reference/border-gates.ts, or `other` with entryPortOther. */
    entryPort: text(),
    entryPortOther: text(),
    stayPurpose: text(),
    /** The intended end of the stay; null: the room's check-out date. */
    stayUntil: date(),
    invoiceCompany: text(),
    invoiceTaxCode: text(),
    invoiceAddress: text(),
    invoiceEmail: text(),
    /**
     * The credential (`kind:id`) that last wrote the invoice columns. A check-in link sees the
     * invoice only when it wrote it itself (docs/choices.md, "What a check-in link shows"); null
     * (written before it was recorded, or imported): someone else, to every link.
     */
    invoiceWrittenBy: text(),
    /**
     * The credential (`kind:id`) that last wrote the guest's identity. A check-in link shows a guest
     * someone else registered masked (ID's last 4 digits, no birthday, no photos). Null for guests
     * stored before it was recorded: someone else, to every link.
     */
    registeredBy: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("guests_booking_room_idx").on(t.bookingRoomId, t.position),
    check("guests_gender_check", isOneOf(t.gender, GENDERS)),
    check("guests_id_type_check", isOneOf(t.idType, ID_TYPES)),
    check("guests_accommodation_type_check", isOneOf(t.accommodationType, ACCOMMODATION_TYPES)),
    check("guests_travel_purpose_check", isOneOf(t.travelPurpose, TRAVEL_PURPOSES)),
    check("guests_guest_category_check", isOneOf(t.guestCategory, GUEST_CATEGORIES)),
    check("guests_visa_kind_check", isOneOf(t.visaKind, VISA_KINDS)),
    check("guests_stay_purpose_check", isOneOf(t.stayPurpose, STAY_PURPOSES)),
    check(
      "guests_foreign_stay_lengths_check",
      sql`length(${t.visaNumber}) <= 50 and length(${t.entryPort}) <= 20 and length(${t.entryPortOther}) <= 100`,
    ),
    check(
      "guests_lengths_check",
      sql`length(${t.name}) <= 255 and length(${t.email}) <= 255 and length(${t.identity}) <= 50
        and length(${t.address}) <= 500 and length(${t.ward}) <= 100 and length(${t.city}) <= 100
        and length(${t.country}) <= 100 and length(${t.registeredBy}) <= 100`,
    ),
    check(
      "guests_invoice_lengths_check",
      sql`length(${t.invoiceCompany}) <= 255 and length(${t.invoiceTaxCode}) <= 20
        and length(${t.invoiceAddress}) <= 255 and length(${t.invoiceEmail}) <= 255`,
    ),
    check("guests_invoice_written_by_check", sql`length(${t.invoiceWrittenBy}) <= 100`),
  ],
);

/** A photo of a guest's ID or passport, stored under a random key outside any public path. */
export const identityImages = pgTable(
  "identity_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId(),
    guestId: bigint({ mode: "number" })
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: integer().notNull().default(0),
    /**
     * The uploading credential as `kind:id`: a check-in link sees only its own uploads. Null for
     * images stored before this was recorded, which no link sees.
     */
    uploadedBy: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("identity_images_guest_idx").on(t.guestId),
    check("identity_images_content_type_check", isOneOf(t.contentType, ["image/jpeg", "image/png"])),
    check("identity_images_position_check", sql`${t.position} between 0 and 2`),
    check("identity_images_uploaded_by_check", sql`length(${t.uploadedBy}) <= 100`),
  ],
);

/**
 * An ID photo uploaded before the form is saved (the check-in page sends each photo as soon as it
 * is taken). Bound to the booking and the uploading credential: only that credential may use it,
 * in an Update Booking of that booking, which moves it to identity_images. Unused ones are
 * deleted (row and file) after `expiresAt`, at most 24 hours after the upload.
 */
export const stagedIdentityImages = pgTable(
  "staged_identity_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The uploading credential as `kind:id` (checkin_token:<link id>, api_key:<id>, desk_session:<user id>). */
    uploadedBy: text().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("staged_identity_images_booking_idx").on(t.bookingId),
    index("staged_identity_images_expires_idx").on(t.expiresAt),
    check("staged_identity_images_content_type_check", isOneOf(t.contentType, ["image/jpeg", "image/png"])),
    check("staged_identity_images_uploaded_by_check", sql`length(${t.uploadedBy}) <= 100`),
  ],
);

/**
 * A guest's stay declared to the police (the residence declaration for citizens, the
 * temporary-residence declaration for foreigners): who at the desk marked it, and when. One per
 * guest record (a guest record is one stay); removing the mark deletes the row.
 */
export const residenceDeclarations = pgTable(
  "residence_declarations",
  {
    guestId: bigint({ mode: "number" })
      .primaryKey()
      .references(() => guests.id, { onDelete: "cascade" }),
    propertyId: propertyId(),
    declaredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The receptionist's name when it was marked (copied: the record outlives the account). */
    declaredBy: text().notNull(),
  },
  (t) => [
    index("residence_declarations_property_idx").on(t.propertyId),
    check("residence_declarations_by_check", sql`length(${t.declaredBy}) <= 255`),
  ],
);
