import { z } from "zod";
import { daysBetween, nightsOf } from "@/server/domain/dates";
import { EMAIL_ADDRESS_MESSAGE, isEmailAddress } from "@/server/domain/email-address";
import { PAYMENT_COLLECT } from "@/server/domain/enums";
import { isOneLine, isPlainText, ONE_LINE_ISSUE, PLAIN_TEXT_ISSUE } from "@/server/domain/free-text";
import { isIsoDate } from "@/server/domain/iso-date";
import { canonicalLanguageTag, LANGUAGE_TAG_MAX_LENGTH } from "@/server/domain/language-tag";
import { PHONE_NUMBER_MESSAGE, toE164 } from "@/server/domain/phone-number";
import { hourSchema, isoDateSchema, MAX_DAYS_BREAKDOWN, nonNegativeMoneySchema } from "../room-operation-schemas";

// Create Booking's body (extension, docs/choices.md "Create Booking"): shaped like Get Booking
// Detail. One schema for the API handler, the desk's new-booking form and the OpenAPI document;
// no server-only import, so the form can use it as it is. The rules that need the database
// (room types, rate plans, sources, occupancy limits, "today" at the property) are the verb's.

export const CREATE_BOOKING_LIMITS = { rooms: 20, nights: 30, nameLength: 255, notesLength: 1000, reservationCodeLength: 100 } as const;

/** One line (a name, a code): no line break, no control character (docs/choices.md, "Free text stays text"). */
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).refine(isOneLine, ONE_LINE_ISSUE);
/** Optional one-line text: an empty string counts as none. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);
/** Notes: line breaks kept, no other control character; an empty string counts as none. */
const optionalNotes = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine(isPlainText, PLAIN_TEXT_ISSUE)
    .nullish()
    .transform((value) => value || null);

/** An address as the mail standard writes it (server/domain/email-address.ts), one check for every form and the API. */
const emailAddressSchema = z
  .string()
  .trim()
  .max(255, "At most 255 characters.")
  .refine(isEmailAddress, EMAIL_ADDRESS_MESSAGE)
  .meta({ format: "email" });

const phoneSchema = z
  .string()
  .trim()
  .max(50, "At most 50 characters.")
  .refine((value) => value === "" || toE164(value) !== null, PHONE_NUMBER_MESSAGE)
  .transform((value) => (value === "" ? null : toE164(value)!))
  .nullish()
  .transform((value) => value ?? null)
  .describe("Vietnamese local (0912 345 678) or international with + or 00; stored and answered in E.164 (+84912345678)");

/**
 * The guest's language as channel managers send it: a BCP 47 tag, stored canonically
 * (`EN-gb` -> `en-GB`); null or "" when unknown. The check-in e-mails and page speak its nearest
 * page language (server/domain/language-tag.ts).
 */
export const customerLanguageSchema = z
  .string()
  .trim()
  .max(LANGUAGE_TAG_MAX_LENGTH, `At most ${LANGUAGE_TAG_MAX_LENGTH} characters.`)
  .refine((value) => value === "" || canonicalLanguageTag(value) !== null, "Use a BCP 47 language tag, such as en, ko or zh-TW.")
  .transform((value) => (value === "" ? null : canonicalLanguageTag(value)!))
  .nullish()
  .transform((value) => value ?? null)
  .describe(
    "Extension: the guest's language, a BCP 47 tag (en, ko, zh-TW, zh-Hant-HK), stored canonically. The check-in e-mails and page use the nearest of vi, en, zh-CN, zh-TW, ko, ja (another language reads English); when omitted, the page follows the guest's browser",
  )
  .meta({ example: "en" });

const customerSchema = z.strictObject({
  name: text(CREATE_BOOKING_LIMITS.nameLength).min(1, "The booker's name is required.").describe("The primary booker"),
  email: emailAddressSchema.nullish().transform((value) => value ?? null),
  phone: phoneSchema,
  language: customerLanguageSchema,
});

const occupancySchema = z.strictObject({
  adults: z.int("A whole number.").min(1, "At least 1 adult.").max(100, "At most 100."),
  children: z.int("A whole number.").min(0, "Must be 0 or more.").max(100, "At most 100.").default(0),
  infants: z.int("A whole number.").min(0, "Must be 0 or more.").max(100, "At most 100.").default(0),
});

const nightPriceSchema = z.strictObject({ day: isoDateSchema, price: nonNegativeMoneySchema });

const newBookingRoomSchema = z.strictObject({
  room_type_id: z.uuid("Use a room type's id (a UUID)."),
  rate_plan_id: text(50)
    .min(1, "Name one of the room type's direct rate plans.")
    .describe("A direct rate plan of the room type, as Search Room Type lists them"),
  occupancy: occupancySchema,
  days_breakdown: z
    .array(nightPriceSchema)
    .max(MAX_DAYS_BREAKDOWN, `At most ${MAX_DAYS_BREAKDOWN} nights.`)
    .optional()
    .describe("Every night of the stay once, with its price; when omitted, each night is priced as Search Room Type prices the rate plan"),
});

export const createBookingBodySchema = z
  .strictObject({
    checkin_date: isoDateSchema,
    checkout_date: isoDateSchema.describe("After checkin_date (at most 30 nights), or equal to it for a same-day stay"),
    arrival_hour: hourSchema.nullish().describe("HH:mm; the property's check-in time when omitted"),
    customer: customerSchema,
    booking_source: text(100)
      .min(1, "Name one of the property's booking sources.")
      .describe("The name of one of the property's active booking sources"),
    source_reservation_code: optionalText(CREATE_BOOKING_LIMITS.reservationCodeLength).describe(
      "The source's own reservation code: a second create with the same source and code answers the first booking (200)",
    ),
    payment_collect: z
      .enum(PAYMENT_COLLECT)
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalNotes(CREATE_BOOKING_LIMITS.notesLength),
    rooms: z
      .array(newBookingRoomSchema)
      .min(1, "Send at least one room.")
      .max(CREATE_BOOKING_LIMITS.rooms, `At most ${CREATE_BOOKING_LIMITS.rooms} rooms.`),
  })
  .superRefine(
    (body, issues) => {
      for (const [path, message] of stayProblems(body)) issues.addIssue({ code: "custom", path, message });
    },
    // Also when other fields failed, so every error comes back at once (stayProblems reads only what parsed).
    { when: () => true },
  );

/**
 * The rules of the stay that need no database: check-out not before check-in, 1 to 30 nights,
 * and a days_breakdown that names every night of the stay once. A date error is keyed on
 * `checkout_date` (decisions.md). It also runs when other fields failed their own checks (so
 * every error comes back at once), so it reads the body as unknown and skips what did not parse.
 */
function stayProblems(body: unknown): [PropertyKey[], string][] {
  const { checkin_date: checkin, checkout_date: checkout, rooms } = (body ?? {}) as Record<string, unknown>;
  if (typeof checkin !== "string" || typeof checkout !== "string" || !isIsoDate(checkin) || !isIsoDate(checkout)) return [];
  if (checkout < checkin) return [[["checkout_date"], "The check-out date cannot be before the check-in date."]];
  if (daysBetween(checkin, checkout) > CREATE_BOOKING_LIMITS.nights) {
    return [[["checkout_date"], `A stay has at most ${CREATE_BOOKING_LIMITS.nights} nights.`]];
  }
  const nights = nightsOf(checkin, checkout);
  const problems: [PropertyKey[], string][] = [];
  (Array.isArray(rooms) ? rooms : []).forEach((room: { days_breakdown?: unknown } | null, roomIndex) => {
    const breakdown = room?.days_breakdown;
    if (!Array.isArray(breakdown)) return;
    const seen = new Set<string>();
    breakdown.forEach((night: { day?: unknown } | null, index) => {
      const day = night?.day;
      if (typeof day !== "string" || !isIsoDate(day)) return;
      const at = ["rooms", roomIndex, "days_breakdown", index, "day"];
      if (!nights.includes(day)) problems.push([at, `Not a night of this stay (${nights[0]} to ${nights.at(-1)}).`]);
      else if (seen.has(day)) problems.push([at, "This night is already priced above."]);
      seen.add(day);
    });
    const missing = nights.filter((night) => !seen.has(night));
    if (missing.length > 0)
      problems.push([["rooms", roomIndex, "days_breakdown"], `Price every night of the stay; missing: ${missing.join(", ")}.`]);
  });
  return problems;
}

export type CreateBookingBody = z.output<typeof createBookingBodySchema>;
export type NewBookingRoom = CreateBookingBody["rooms"][number];
