import * as z from "zod/mini";
import { ACCOMMODATION_TYPES, GENDERS, GUEST_CATEGORIES, ID_TYPES, STAY_PURPOSES, TRAVEL_PURPOSES, VISA_KINDS } from "./enums";
import { atMost, documentedDate, email, oneLine, optionalText, phone } from "./guest-field-types";
import type { GuestRecordField } from "./guest-record";

/**
 * How Update Booking's records (and the check-in form) write each field of the guest record
 * (guest-record.ts), in its order: a field of the record without a type here, or a type of no
 * field, fails to compile.
 */
export const GUEST_RECORD_TYPES = {
  name: z.string().check(z.trim(), z.minLength(1, "The guest's name is required."), atMost(255), oneLine()),
  email: z.nullish(email()),
  phone,
  birthday: z.nullish(documentedDate),
  gender: z.nullish(z.enum(GENDERS)),
  identity: optionalText(50),
  id_type: z.nullish(z.enum(ID_TYPES)),
  identity_issue_date: z.nullish(documentedDate),
  address: optionalText(500),
  ward: optionalText(100),
  city: optionalText(100),
  country: z.nullish(z.string().check(z.regex(/^[A-Z]{2}$/, "Use the ISO 3166-1 alpha-2 code, two uppercase letters (VN)."))),
  is_primary_guest: z.nullish(z.boolean()),
  accommodation_type: z.nullish(z.enum(ACCOMMODATION_TYPES)),
  travel_purpose: z.nullish(z.enum(TRAVEL_PURPOSES)),
  guest_category: z.nullish(z.enum(GUEST_CATEGORIES)),
  // Extension: a foreigner's stay (docs/choices.md, where the fields are described: no describe()
  // here, its text would weigh on the guest's phone). The gate code (Get Border Gates, or
  // `other`) is checked against the list on the server (apply-guest-updates.ts), so the phone
  // does not download the list; a null stay_until means the room's check-out.
  visa_kind: z.nullish(z.enum(VISA_KINDS)),
  visa_number: optionalText(50),
  visa_expiry: z.nullish(documentedDate),
  entry_date: z.nullish(documentedDate),
  entry_port: optionalText(20),
  entry_port_other: optionalText(100),
  stay_purpose: z.nullish(z.enum(STAY_PURPOSES)),
  stay_until: z.nullish(documentedDate),
} satisfies Record<GuestRecordField, z.core.$ZodType>;
