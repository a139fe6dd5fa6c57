import * as z from "zod/mini";
import {
  ACCOMMODATION_TYPES,
  GENDERS,
  GUEST_CATEGORIES,
  ID_TYPES,
  SERVICE_CODE_PATTERN,
  TRAVEL_PURPOSES,
} from "@/server/domain/enums";
import { isIsoDate } from "@/server/domain/iso-date";
import {
  columnRangeMessage,
  decimalPlaces,
  fitsColumnRange,
  MAX_SIGNIFICANT_DIGITS,
  MONEY_COLUMN,
  QUANTITY_COLUMN,
  significantDigits,
} from "@/server/domain/json-amount";

// The `data` part of Update Booking (spec Endpoint 1). One schema serves the API handler and
// the guest check-in form (react-hook-form), so a rule is written once.
//
// Written with zod/mini, zod 4's functional API over the same core as `zod`: it parses and
// reports the same issues, but the browser only downloads the checks used here (about 9 KB
// gzipped instead of 36 KB for classic zod), which keeps the check-in page in its budget.
// Messages the schema does not write itself come from the locale that classic zod installs
// on the server (parse-update-request.ts makes sure of it); the form translates issues by
// code, never by text. The OpenAPI document describes it through z.toJSONSchema
// (server/platform/openapi/paths/booking-writes.ts), since zod-to-openapi walks classic schemas only.

const atMost = (max: number) => z.maxLength(max, `At most ${max} characters.`);

const isoDate = z.string().check(z.refine(isIsoDate, "Use a real date written YYYY-MM-DD."));

/**
 * Dates are documented YYYY-MM-DD; the spec's schema labels them date-time, so a date-time's
 * date is accepted too (and only the length of one).
 */
const documentedDate = z.pipe(
  z.pipe(
    z.string().check(atMost(40)),
    z.transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value)),
  ),
  isoDate,
);

/** A JSON money amount that fits the money columns, passed on as its exact decimal text (room-operation-schemas.ts says why). */
const moneyAmount = z.pipe(
  z.number().check(
    z.refine((value) => significantDigits(value) <= MAX_SIGNIFICANT_DIGITS, `Use at most ${MAX_SIGNIFICANT_DIGITS} significant digits.`),
    z.refine((value) => fitsColumnRange(value, MONEY_COLUMN), columnRangeMessage(MONEY_COLUMN)),
  ),
  z.transform((value) => String(value)),
);
const nonNegativeMoney = z.pipe(z.number().check(z.gte(0, "Must be 0 or more.")), moneyAmount);
/** A service quantity, within its own column: a fourth decimal would be rounded away (to 0 for 0.0001). */
const quantity = z.pipe(
  z.number().check(
    z.gt(0, "The quantity must be more than 0."),
    z.refine((value) => fitsColumnRange(value, QUANTITY_COLUMN), columnRangeMessage(QUANTITY_COLUMN)),
    z.refine((value) => decimalPlaces(value) <= QUANTITY_COLUMN.scale, `At most ${QUANTITY_COLUMN.scale} decimals.`),
  ),
  moneyAmount,
);

/**
 * One request's work is bounded: at most this many rooms, guests and services per room, and
 * payments (update-booking.ts also holds rooms to the booking's own, apply-guest-updates.ts a
 * room's guests to the same maximum across requests).
 */
export const UPDATE_BOOKING_MAXIMA = { rooms: 500, guestsPerRoom: 50, servicesPerRoom: 50, payments: 50 } as const;
const atMostItems = (max: number, what: string) => z.maxLength(max, `At most ${max} ${what}.`);

const optionalText = (max: number) => z.nullish(z.string().check(z.trim(), atMost(max)));
const email = () => z.email("Enter a valid e-mail address.").check(atMost(255));

export const guestRecordSchema = z.strictObject({
  id: z.nullish(z.number().check(z.int(), z.positive())).check(z.describe("An existing guest of this room to update instead of adding")),
  name: z.string().check(z.trim(), z.minLength(1, "The guest's name is required."), atMost(255)),
  email: z.nullish(email()),
  phone: optionalText(50),
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
});
export type GuestRecord = z.output<typeof guestRecordSchema>;

export const serviceRecordSchema = z.strictObject({
  id: z
    .string()
    .check(atMost(10), z.regex(SERVICE_CODE_PATTERN, "A service code is SV followed by 8 hexadecimal characters.")),
  quantity,
  price_per_unit: z.nullish(nonNegativeMoney),
  service_used_date: z.nullish(isoDate),
  notes: optionalText(500),
});

export const paymentRecordSchema = z.strictObject({
  amount: moneyAmount,
  method: optionalText(50),
  paid_at: z.nullish(
    z
      .string()
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, "Use YYYY-MM-DD HH:mm:ss."),
        z.refine((value) => isIsoDate(value.slice(0, 10)), "Use a real date."),
      ),
  ),
  notes: optionalText(500),
});

export const invoiceSchema = z.strictObject({
  company: optionalText(255),
  tax_code: optionalText(20),
  address: optionalText(255),
  email: z.nullish(email()),
});

export const roomUpdateSchema = z.strictObject({
  id: z.uuid("A booking room id is a UUID."),
  status: z.nullish(z.literal("checked_in", { error: "The only status a room can be given here is checked_in." })),
  guests: z.optional(
    z.strictObject({
      method: z.enum(["add", "replace"]),
      records: z.array(guestRecordSchema).check(atMostItems(UPDATE_BOOKING_MAXIMA.guestsPerRoom, "guests per room")),
    }),
  ),
  services: z.optional(
    z.strictObject({
      method: z.literal("add"),
      records: z
        .array(serviceRecordSchema)
        .check(
          z.minLength(1, "Send at least one service."),
          atMostItems(UPDATE_BOOKING_MAXIMA.servicesPerRoom, "services per room in one request"),
        ),
    }),
  ),
});

export const updateBookingSchema = z.strictObject({
  notes: z.nullish(z.string().check(z.maxLength(1000, "At most 1000 characters."))),
  invoice: z.optional(invoiceSchema),
  payments: z.optional(
    z.strictObject({
      method: z.enum(["add", "replace"]),
      records: z
        .array(paymentRecordSchema)
        .check(
          z.minLength(1, "Send at least one payment."),
          atMostItems(UPDATE_BOOKING_MAXIMA.payments, "payments in one request"),
        ),
    }),
  ),
  rooms: z.nullish(z.array(roomUpdateSchema).check(atMostItems(UPDATE_BOOKING_MAXIMA.rooms, "rooms in one request"))),
});
export type UpdateBookingInput = z.output<typeof updateBookingSchema>;
