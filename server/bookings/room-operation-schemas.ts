import { z } from "zod";
import { CLOCK_TIME } from "@/server/domain/clock-time";
import { isOneLine, isPlainText, ONE_LINE_ISSUE, PLAIN_TEXT_ISSUE } from "@/server/domain/free-text";
import { isIsoDate } from "@/server/domain/iso-date";
import { bookingPathSchema } from "./schemas";
import { MAX_STAY_NIGHTS } from "./rules/stay-change";
import { AMOUNT_BOUND_MESSAGE, fitsAmountBound, MAX_SIGNIFICANT_DIGITS, significantDigits } from "@/server/domain/json-amount";

/** Path of the room-level operations. room_id is checked by resolveBookingRoom (errors.room_id). */
export const roomPathSchema = bookingPathSchema.extend({ room_id: z.string().max(36, "The room_id must be a UUID.") });

/** `H:i` as the spec writes it: 24-hour clock with leading zeros. */
export const hourSchema = z.string().regex(CLOCK_TIME, "Use the 24-hour format HH:mm.");

/**
 * A money amount as JSON gives it. A JSON number of at most 15 significant digits turns back
 * into exactly the decimal text that was sent, so amounts go on as that text, never as floats.
 * It must also stay below the amount bound (json-amount.ts, AMOUNT_DIGITS), which every sum
 * made of it is held to as well (rules/amount-bounds.ts).
 */
export const moneyAmountSchema = z
  .number()
  .finite()
  .refine((value) => significantDigits(value) <= MAX_SIGNIFICANT_DIGITS, `Use at most ${MAX_SIGNIFICANT_DIGITS} significant digits.`)
  .refine(fitsAmountBound, AMOUNT_BOUND_MESSAGE)
  .transform((value) => String(value));

export const nonNegativeMoneySchema = z.number().min(0, "Must be 0 or more.").pipe(moneyAmountSchema);

export const checkOutRoomBodySchema = z.strictObject({
  departure_hour: hourSchema.nullish().describe("Actual departure time, HH:mm; now in the property's timezone when omitted"),
  payment: z
    .strictObject({
      amount: z.number().gt(0, "Must be more than 0.").pipe(moneyAmountSchema),
      method: z.string().trim().min(1).max(50, "At most 50 characters.").refine(isOneLine, ONE_LINE_ISSUE).nullish(),
    })
    .nullish()
    .describe(
      "Extension: a payment received now, recorded in the same transaction before the balance is checked (on the group for a " +
        "merged child). If the check-out is refused, the payment is not kept either.",
    ),
});

export const isoDateSchema = z.string().refine(isIsoDate, "Use a real date written YYYY-MM-DD.");

export const MAX_DAYS_BREAKDOWN = 366;

/** Why a change was made (extension): kept in the booking's history. Required from the desk to reprice a past night. */
export const reasonSchema = z
  .string()
  .trim()
  .max(500, "At most 500 characters.")
  .refine(isPlainText, PLAIN_TEXT_ISSUE)
  .nullish()
  .transform((text) => text || null)
  .describe("Why (extension): recorded in the booking's history");

/**
 * Cancel Booking Room's optional body (extension): the reason, kept in the booking's history.
 * The contract's cancel has no body, so other fields are ignored rather than refused.
 */
export const cancelRoomBodySchema = z.object({ reason: reasonSchema });

/** Assign Room Unit's body (extension): the physical room, or null to take the assignment away. */
export const assignRoomBodySchema = z.strictObject({
  room_unit: z
    .string()
    .trim()
    .min(1, "Name the room, or send null to unassign it.")
    .max(50, "At most 50 characters.")
    .refine(isOneLine, ONE_LINE_ISSUE)
    .nullable()
    .describe("The physical room's name (its number, as `room_unit` shows it); null takes the assignment away"),
  reason: reasonSchema,
});
export type AssignRoomBody = z.output<typeof assignRoomBodySchema>;

export const changeRoomRateBodySchema = z
  .strictObject({
    days_breakdown: z
      .array(z.strictObject({ day: isoDateSchema, price: nonNegativeMoneySchema }))
      .min(1, "Send at least one night.")
      .max(MAX_DAYS_BREAKDOWN, `At most ${MAX_DAYS_BREAKDOWN} nights.`)
      .optional(),
    price_per_night: nonNegativeMoneySchema.optional(),
    room_discount: nonNegativeMoneySchema.optional(),
    reason: reasonSchema,
  })
  .superRefine((body, check) => {
    if (body.days_breakdown === undefined && body.price_per_night === undefined && body.room_discount === undefined) {
      check.addIssue({ code: "custom", path: ["days_breakdown"], message: "Send days_breakdown, price_per_night or room_discount." });
    }
    if (body.days_breakdown !== undefined && body.price_per_night !== undefined) {
      check.addIssue({ code: "custom", path: ["price_per_night"], message: "price_per_night cannot be combined with days_breakdown." });
    }
    const seen = new Set<string>();
    body.days_breakdown?.forEach((night, index) => {
      if (seen.has(night.day)) check.addIssue({ code: "custom", path: ["days_breakdown", index, "day"], message: "This day is repeated." });
      seen.add(night.day);
    });
  });

export type ChangeRoomRateBody = z.output<typeof changeRoomRateBodySchema>;

/** Change Room Dates' body (extension): the new stay, and optionally the prices of the nights it adds. */
export const changeRoomDatesBodySchema = z
  .strictObject({
    checkin_date: isoDateSchema.describe("The new check-in date, YYYY-MM-DD; a checked-in room sends its current one"),
    checkout_date: isoDateSchema.describe("The new check-out date, YYYY-MM-DD"),
    days_breakdown: z
      .array(z.strictObject({ day: isoDateSchema, price: nonNegativeMoneySchema }))
      .min(1, "Send at least one night.")
      .max(MAX_STAY_NIGHTS, `At most ${MAX_STAY_NIGHTS} nights.`)
      .optional()
      .describe(
        "The price of each night the change adds, exactly those; else they are priced from the room's rate plan or its nearest night. " +
          "A room without stored nightly prices needs the price of every night of its new stay here",
      ),
    reason: reasonSchema,
  })
  .superRefine((body, check) => {
    const seen = new Set<string>();
    body.days_breakdown?.forEach((night, index) => {
      if (seen.has(night.day)) check.addIssue({ code: "custom", path: ["days_breakdown", index, "day"], message: "This day is repeated." });
      seen.add(night.day);
    });
  });

export type ChangeRoomDatesBody = z.output<typeof changeRoomDatesBodySchema>;

/** The request bodies as a client sends them (JSON numbers for amounts): the desk types its requests with these. */
export type CheckOutRoomRequest = z.input<typeof checkOutRoomBodySchema>;
export type ChangeRoomRateRequest = z.input<typeof changeRoomRateBodySchema>;
export type CancelRoomRequest = z.input<typeof cancelRoomBodySchema>;
export type AssignRoomRequest = z.input<typeof assignRoomBodySchema>;
export type ChangeRoomDatesRequest = z.input<typeof changeRoomDatesBodySchema>;
