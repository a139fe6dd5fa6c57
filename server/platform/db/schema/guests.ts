import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  ACCOMMODATION_TYPES,
  GENDERS,
  GUEST_CATEGORIES,
  ID_TYPES,
  TRAVEL_PURPOSES,
} from "@/server/domain/enums";
import { createdAt, isOneOf, propertyId } from "./columns";
import { bookingRooms } from "./bookings";

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
    invoiceCompany: text(),
    invoiceTaxCode: text(),
    invoiceAddress: text(),
    invoiceEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("guests_booking_room_idx").on(t.bookingRoomId, t.position),
    check("guests_gender_check", isOneOf(t.gender, GENDERS)),
    check("guests_id_type_check", isOneOf(t.idType, ID_TYPES)),
    check("guests_accommodation_type_check", isOneOf(t.accommodationType, ACCOMMODATION_TYPES)),
    check("guests_travel_purpose_check", isOneOf(t.travelPurpose, TRAVEL_PURPOSES)),
    check("guests_guest_category_check", isOneOf(t.guestCategory, GUEST_CATEGORIES)),
    check(
      "guests_lengths_check",
      sql`length(${t.name}) <= 255 and length(${t.email}) <= 255 and length(${t.identity}) <= 50
        and length(${t.address}) <= 500 and length(${t.ward}) <= 100 and length(${t.city}) <= 100
        and length(${t.country}) <= 100`,
    ),
    check(
      "guests_invoice_lengths_check",
      sql`length(${t.invoiceCompany}) <= 255 and length(${t.invoiceTaxCode}) <= 20
        and length(${t.invoiceAddress}) <= 255 and length(${t.invoiceEmail}) <= 255`,
    ),
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
