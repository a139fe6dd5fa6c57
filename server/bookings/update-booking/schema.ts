import * as z from "zod/mini";
import { SERVICE_CODE_PATTERN } from "@/server/domain/enums";
import { isIsoDate } from "@/server/domain/iso-date";
import {
  AMOUNT_BOUND_MESSAGE,
  columnRangeMessage,
  decimalPlaces,
  fitsAmountBound,
  fitsColumnRange,
  MAX_SIGNIFICANT_DIGITS,
  QUANTITY_COLUMN,
  significantDigits,
} from "@/server/domain/json-amount";
import {
  arrivalHourField,
  atMost,
  atMostItems,
  guestMessageField,
  invoiceSchema,
  isoDate,
  optionalText,
  plainText,
  roomGuestsField,
  roomIdField,
  roomStatusField,
  UPDATE_BOOKING_MAXIMA,
} from "./guest-form-schema";

export { guestRecordSchema, invoiceSchema, UPDATE_BOOKING_MAXIMA, type GuestRecord } from "./guest-form-schema";

// The `data` part of Update Booking (spec Endpoint 1). One schema serves the API handler and
// the guest check-in form (react-hook-form), so a rule is written once.
//
// Written with zod/mini, zod 4's functional API over the same core as `zod`: it parses and
// reports the same issues, but the browser only downloads the checks used here (about 9 KB
// gzipped instead of 36 KB for classic zod), which keeps the check-in page in its budget.
// Messages the schema does not write itself come from the locale that classic zod installs
// on the server (parse-update-request.ts makes sure of it); the form translates issues by
// code, never by text. The OpenAPI document describes it through z.toJSONSchema
// (server/bookings/openapi-write-paths.ts), since zod-to-openapi walks classic schemas only.

/** A JSON money amount below the amount bound, passed on as its exact decimal text (room-operation-schemas.ts says why). */
const moneyAmount = z.pipe(
  z.number().check(
    z.refine((value) => significantDigits(value) <= MAX_SIGNIFICANT_DIGITS, `Use at most ${MAX_SIGNIFICANT_DIGITS} significant digits.`),
    z.refine(fitsAmountBound, AMOUNT_BOUND_MESSAGE),
  ),
  z.transform((value) => String(value)),
);
const nonNegativeMoney = z.pipe(z.number().check(z.gte(0, "Must be 0 or more.")), moneyAmount);
/**
 * Money received. Money given back is a refund, with its reason and at most what was overpaid
 * (POST .../refunds): a negative payment here would skip both, and could ask the guest again for
 * what they had paid.
 */
const receivedMoney = z.pipe(
  z.number().check(z.gt(0, "Must be more than 0: record money given back with Record a refund (POST .../bookings/{booking_id}/refunds).")),
  moneyAmount,
);
/** A service quantity, within its own column: a fourth decimal would be rounded away (to 0 for 0.0001). */
const quantity = z.pipe(
  z.number().check(
    z.gt(0, "The quantity must be more than 0."),
    z.refine((value) => fitsColumnRange(value, QUANTITY_COLUMN), columnRangeMessage(QUANTITY_COLUMN)),
    z.refine((value) => decimalPlaces(value) <= QUANTITY_COLUMN.scale, `At most ${QUANTITY_COLUMN.scale} decimals.`),
  ),
  moneyAmount,
);

export const serviceRecordSchema = z.strictObject({
  id: z.string().check(atMost(10), z.regex(SERVICE_CODE_PATTERN, "A service code is SV followed by 8 hexadecimal characters.")),
  quantity,
  price_per_unit: z.nullish(nonNegativeMoney),
  service_used_date: z.nullish(isoDate),
  notes: z.nullish(z.string().check(z.trim(), atMost(500), plainText())),
});

export const paymentRecordSchema = z.strictObject({
  amount: receivedMoney,
  method: optionalText(50),
  paid_at: z.nullish(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, "Use YYYY-MM-DD HH:mm:ss."),
      z.refine((value) => isIsoDate(value.slice(0, 10)), "Use a real date."),
    ),
  ),
  notes: z.nullish(z.string().check(z.trim(), atMost(500), plainText())),
});

export const roomUpdateSchema = z.strictObject({
  id: roomIdField,
  status: roomStatusField,
  guests: roomGuestsField,
  services: z.optional(
    z.strictObject({
      method: z.enum(["add"]),
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
  notes: z.nullish(z.string().check(z.maxLength(1000, "At most 1000 characters."), plainText())),
  guest_message: guestMessageField,
  arrival_hour: arrivalHourField,
  invoice: z.optional(invoiceSchema),
  payments: z.optional(
    z.strictObject({
      method: z.enum(["add", "replace"]),
      records: z
        .array(paymentRecordSchema)
        .check(z.minLength(1, "Send at least one payment."), atMostItems(UPDATE_BOOKING_MAXIMA.payments, "payments in one request")),
    }),
  ),
  rooms: z.nullish(z.array(roomUpdateSchema).check(atMostItems(UPDATE_BOOKING_MAXIMA.rooms, "rooms in one request"))),
});
export type UpdateBookingInput = z.output<typeof updateBookingSchema>;
/** Update Booking's body as a client sends it. */
export type UpdateBookingRequest = z.input<typeof updateBookingSchema>;
