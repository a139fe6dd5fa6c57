import * as z from "zod/mini";
import type { GuestFieldLabels } from "@/i18n/vocabulary/vi";
import { ACCOMMODATION_TYPES, GENDERS, GUEST_CATEGORIES, ID_TYPES, STAY_PURPOSES, TRAVEL_PURPOSES, VISA_KINDS } from "./enums";
import { atMost, documentedDate, email, oneLine, optionalText, phone } from "./guest-field-types";

// The guest record, defined once: each field a guest record holds, by its API name, with what
// every part that lists guest fields needs to know of it. The API's schemas, the detail answer,
// a check-in link's masking, the check-in form's values, the history's diff and the police
// register derive their lists from here, in this order (the order of the API's fields, so their
// JSON keeps its order). guest-record.test.ts holds it against the `guests` table.

export interface GuestFieldDefinition {
  /** The field's key in Drizzle's `guests` table (server/platform/db/schema/guests.ts). */
  column: string;
  /** How Update Booking's records (and the check-in form) write it. */
  type: z.core.$ZodType;
  /**
   * What a check-in link reads of it for a guest someone else registered (docs/choices.md, "What
   * a check-in link shows"): the value, nothing (null), or the ID's last 4 characters.
   */
  sharedWithOtherGuests: boolean | "last 4";
  /** Get Booking Detail's guests carry it. */
  inDetail: boolean;
  /** A booking's lines carry it (load-booking-lines.ts): the detail and the registration rules read it there. */
  inLines: boolean;
  /**
   * How the history records a change of it (history/diff-booking-lines.ts): the values, their
   * last characters, or only that it changed; none: not recorded. Only for fields inLines.
   */
  history?: "values" | "last 4" | "last 3" | "changed";
  /** The police register declares it: among who the guest is, or among a foreigner's stay. */
  declared?: "identity" | "foreign stay";
  /** Its label in the shared vocabulary (i18n/vocabulary), where it has one. */
  label?: keyof GuestFieldLabels;
}

export const GUEST_RECORD = {
  name: {
    column: "name",
    type: z.string().check(z.trim(), z.minLength(1, "The guest's name is required."), atMost(255), oneLine()),
    sharedWithOtherGuests: true,
    inDetail: true,
    inLines: true,
    history: "values",
    declared: "identity",
    label: "fullName",
  },
  email: { column: "email", type: z.nullish(email()), sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "changed" },
  phone: { column: "phone", type: phone, sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "last 3" },
  birthday: {
    column: "birthday",
    type: z.nullish(documentedDate),
    sharedWithOtherGuests: false,
    inDetail: false,
    inLines: true,
    history: "changed",
    declared: "identity",
    label: "birthDate",
  },
  gender: {
    column: "gender",
    type: z.nullish(z.enum(GENDERS)),
    sharedWithOtherGuests: false,
    inDetail: false,
    inLines: true,
    history: "values",
    declared: "identity",
    label: "gender",
  },
  identity: {
    column: "identity",
    type: optionalText(50),
    sharedWithOtherGuests: "last 4",
    inDetail: true,
    inLines: true,
    history: "last 4",
    declared: "identity",
    label: "idNumber",
  },
  id_type: {
    column: "idType",
    type: z.nullish(z.enum(ID_TYPES)),
    sharedWithOtherGuests: true,
    inDetail: true,
    inLines: true,
    history: "values",
    declared: "identity",
    label: "idType",
  },
  identity_issue_date: { column: "identityIssueDate", type: z.nullish(documentedDate), sharedWithOtherGuests: false, inDetail: false, inLines: false },
  address: { column: "address", type: optionalText(500), sharedWithOtherGuests: false, inDetail: false, inLines: false },
  ward: { column: "ward", type: optionalText(100), sharedWithOtherGuests: false, inDetail: false, inLines: true, history: "values" },
  city: { column: "city", type: optionalText(100), sharedWithOtherGuests: false, inDetail: false, inLines: true, history: "values" },
  country: {
    column: "country",
    type: z.nullish(z.string().check(z.regex(/^[A-Z]{2}$/, "Use the ISO 3166-1 alpha-2 code, two uppercase letters (VN)."))),
    sharedWithOtherGuests: true,
    inDetail: false,
    inLines: true,
    history: "values",
    declared: "identity",
    label: "nationality",
  },
  is_primary_guest: { column: "isPrimaryGuest", type: z.nullish(z.boolean()), sharedWithOtherGuests: true, inDetail: true, inLines: true, history: "values" },
  accommodation_type: {
    column: "accommodationType",
    type: z.nullish(z.enum(ACCOMMODATION_TYPES)),
    sharedWithOtherGuests: false,
    inDetail: false,
    inLines: false,
  },
  travel_purpose: { column: "travelPurpose", type: z.nullish(z.enum(TRAVEL_PURPOSES)), sharedWithOtherGuests: false, inDetail: false, inLines: false },
  guest_category: { column: "guestCategory", type: z.nullish(z.enum(GUEST_CATEGORIES)), sharedWithOtherGuests: false, inDetail: false, inLines: false },
  // Extension: a foreigner's stay (docs/choices.md, where the fields are described: no describe()
  // here, its text would weigh on the guest's phone). The gate code (Get Border Gates, or
  // `other`) is checked against the list on the server (apply-guest-updates.ts), so the phone
  // does not download the list; a null stay_until means the room's check-out.
  visa_kind: {
    column: "visaKind",
    type: z.nullish(z.enum(VISA_KINDS)),
    sharedWithOtherGuests: true,
    inDetail: true,
    inLines: true,
    history: "values",
    declared: "foreign stay",
  },
  visa_number: { column: "visaNumber", type: optionalText(50), sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "changed", declared: "foreign stay" },
  visa_expiry: {
    column: "visaExpiry",
    type: z.nullish(documentedDate),
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "changed",
    declared: "foreign stay",
  },
  entry_date: {
    column: "entryDate",
    type: z.nullish(documentedDate),
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "changed",
    declared: "foreign stay",
  },
  entry_port: {
    column: "entryPort",
    type: optionalText(20),
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "values",
    declared: "foreign stay",
    label: "entryPort",
  },
  entry_port_other: {
    column: "entryPortOther",
    type: optionalText(100),
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "changed",
    declared: "foreign stay",
  },
  stay_purpose: {
    column: "stayPurpose",
    type: z.nullish(z.enum(STAY_PURPOSES)),
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "values",
    declared: "foreign stay",
  },
  stay_until: {
    column: "stayUntil",
    type: z.nullish(documentedDate),
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "values",
    declared: "foreign stay",
  },
} as const satisfies Record<string, GuestFieldDefinition>;

export type GuestRecordField = keyof typeof GUEST_RECORD;
type Definition<F extends GuestRecordField> = (typeof GUEST_RECORD)[F];
/** A field's Drizzle key. */
export type GuestColumn<F extends GuestRecordField = GuestRecordField> = Definition<F>["column"];

/** Every field, in the record's order. */
export const GUEST_RECORD_FIELDS = Object.keys(GUEST_RECORD) as GuestRecordField[];

/** The fields whose definition has `property: value`, in the record's order. */
export type GuestFieldsWhere<P extends keyof GuestFieldDefinition, V> = {
  [F in GuestRecordField]: Definition<F> extends Record<P, V> ? F : never;
}[GuestRecordField];

export function guestFieldsWhere<P extends keyof GuestFieldDefinition, V extends GuestFieldDefinition[P]>(property: P, value: V): GuestFieldsWhere<P, V>[] {
  return GUEST_RECORD_FIELDS.filter((field) => (GUEST_RECORD[field] as GuestFieldDefinition)[property] === value) as GuestFieldsWhere<P, V>[];
}

/** The column of each field. */
export function guestColumnOf<F extends GuestRecordField>(field: F): GuestColumn<F> {
  return GUEST_RECORD[field].column;
}
