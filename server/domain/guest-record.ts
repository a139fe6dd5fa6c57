import type { GuestFieldLabels } from "@/i18n/vocabulary/vi";

// The guest record, defined once: each field a guest record holds, by its API name, with what
// every part that lists guest fields needs to know of it. The API's schemas, the detail answer,
// a check-in link's masking, the check-in form's values, the history's diff and the police
// register derive their lists from here, in this order (the order of the API's fields, so their
// JSON keeps its order). Each field's zod type is in guest-record-types.ts, keyed alike: the
// check-in page reads this list with its first load, and zod only once the guest starts typing.
// guest-record.test.ts holds both against the `guests` table.

export interface GuestFieldDefinition {
  /** The field's key in Drizzle's `guests` table (server/platform/db/schema/guests.ts). */
  column: string;
  /**
   * What a check-in link reads of it for a guest someone else registered (docs/choices.md, "What
   * a check-in link shows"): the value, nothing (null), or the ID's last 4 characters.
   */
  sharedWithOtherGuests: boolean | "last 4";
  /** Get Booking Detail's guests carry it. */
  inDetail: boolean;
  /** A booking's lines carry it (load-booking-lines.ts): the detail, the registration rules and the history read it there. */
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

const registerIdentity = { declared: "identity" } as const;
const foreignStay = { declared: "foreign stay" } as const;

export const GUEST_RECORD = {
  name: {
    column: "name",
    sharedWithOtherGuests: true,
    inDetail: true,
    inLines: true,
    history: "values",
    ...registerIdentity,
    label: "fullName",
  },
  email: { column: "email", sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "changed" },
  phone: { column: "phone", sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "last 3" },
  birthday: {
    column: "birthday",
    sharedWithOtherGuests: false,
    inDetail: false,
    inLines: true,
    history: "changed",
    ...registerIdentity,
    label: "birthDate",
  },
  gender: {
    column: "gender",
    sharedWithOtherGuests: false,
    inDetail: false,
    inLines: true,
    history: "values",
    ...registerIdentity,
    label: "gender",
  },
  identity: {
    column: "identity",
    sharedWithOtherGuests: "last 4",
    inDetail: true,
    inLines: true,
    history: "last 4",
    ...registerIdentity,
    label: "idNumber",
  },
  id_type: {
    column: "idType",
    sharedWithOtherGuests: true,
    inDetail: true,
    inLines: true,
    history: "values",
    ...registerIdentity,
    label: "idType",
  },
  identity_issue_date: { column: "identityIssueDate", sharedWithOtherGuests: false, inDetail: false, inLines: false },
  address: { column: "address", sharedWithOtherGuests: false, inDetail: false, inLines: false },
  ward: { column: "ward", sharedWithOtherGuests: false, inDetail: false, inLines: true, history: "values" },
  city: { column: "city", sharedWithOtherGuests: false, inDetail: false, inLines: true, history: "values" },
  country: {
    column: "country",
    sharedWithOtherGuests: true,
    inDetail: false,
    inLines: true,
    history: "values",
    ...registerIdentity,
    label: "nationality",
  },
  is_primary_guest: { column: "isPrimaryGuest", sharedWithOtherGuests: true, inDetail: true, inLines: true, history: "values" },
  accommodation_type: { column: "accommodationType", sharedWithOtherGuests: false, inDetail: false, inLines: false },
  travel_purpose: { column: "travelPurpose", sharedWithOtherGuests: false, inDetail: false, inLines: false },
  guest_category: { column: "guestCategory", sharedWithOtherGuests: false, inDetail: false, inLines: false },
  // A foreigner's stay (docs/choices.md, "A foreigner's stay").
  visa_kind: { column: "visaKind", sharedWithOtherGuests: true, inDetail: true, inLines: true, history: "values", ...foreignStay },
  visa_number: { column: "visaNumber", sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "changed", ...foreignStay },
  visa_expiry: { column: "visaExpiry", sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "changed", ...foreignStay },
  entry_date: { column: "entryDate", sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "changed", ...foreignStay },
  entry_port: {
    column: "entryPort",
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "values",
    ...foreignStay,
    label: "entryPort",
  },
  entry_port_other: {
    column: "entryPortOther",
    sharedWithOtherGuests: false,
    inDetail: true,
    inLines: true,
    history: "changed",
    ...foreignStay,
  },
  stay_purpose: { column: "stayPurpose", sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "values", ...foreignStay },
  stay_until: { column: "stayUntil", sharedWithOtherGuests: false, inDetail: true, inLines: true, history: "values", ...foreignStay },
} as const satisfies Record<string, GuestFieldDefinition>;

export type GuestRecordField = keyof typeof GUEST_RECORD;
type Definition<F extends GuestRecordField> = (typeof GUEST_RECORD)[F];
/** A field's Drizzle key. */
export type GuestColumn<F extends GuestRecordField = GuestRecordField> = Definition<F>["column"];

/** Every field, in the record's order. */
export const GUEST_RECORD_FIELDS = Object.keys(GUEST_RECORD) as GuestRecordField[];

/** The fields whose definition has `property: value`. */
export type GuestFieldsWhere<P extends keyof GuestFieldDefinition, V> = {
  [F in GuestRecordField]: Definition<F> extends Record<P, V> ? F : never;
}[GuestRecordField];

/** The fields whose definition has `property: value`, in the record's order. */
export function guestFieldsWhere<P extends keyof GuestFieldDefinition, V extends GuestFieldDefinition[P]>(
  property: P,
  value: V,
): GuestFieldsWhere<P, V>[] {
  return GUEST_RECORD_FIELDS.filter((field) => (GUEST_RECORD[field] as GuestFieldDefinition)[property] === value) as GuestFieldsWhere<
    P,
    V
  >[];
}
