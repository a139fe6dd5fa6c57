import * as z from "zod/mini";
import { CLOCK_TIME } from "@/server/domain/clock-time";
import { isPlainText, PLAIN_TEXT_ISSUE } from "@/server/domain/free-text";
import { atMost, email, optionalText } from "@/server/domain/guest-field-types";
import { GUEST_RECORD_TYPES } from "@/server/domain/guest-record-types";
import { TAX_CODE, TAX_CODE_MESSAGE } from "@/server/domain/tax-code";

export { atMost, isoDate, oneLine, optionalText } from "@/server/domain/guest-field-types";

// The part of Update Booking's `data` (spec Endpoint 1) that a guest's check-in form writes: a
// room's guests and status, the invoice details and the guest's message. schema.ts builds the
// whole request from these very fields (adding services, payments and notes), so the handler
// and the form check a guest by one rule; the guest's phone downloads only this part (the
// money checks of services and payments stay on the server and the desk).

/**
 * One request's work is bounded: at most this many rooms, guests and services per room, and
 * payments (update-booking.ts also holds rooms to the booking's own, apply-guest-updates.ts a
 * room's guests to the same maximum across requests).
 */
export const UPDATE_BOOKING_MAXIMA = { rooms: 500, guestsPerRoom: 50, servicesPerRoom: 50, payments: 50 } as const;
export const atMostItems = (max: number, what: string) => z.maxLength(max, `At most ${max} ${what}.`);

/**
 * A UUID as PostgreSQL reads one (8-4-4-4-12 hexadecimal digits). A regex rather than z.uuid():
 * the same issue code for a malformed id, and 0.2 KB less for the guest's phone; whether the id
 * names anything is the write's to say (`rooms.0.id`, `identity_image_ids.0`).
 */
export const uuid = (message: string) =>
  z.string().check(z.regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, message));

/** Notes and messages: line breaks kept, no other control character. */
export const plainText = () => z.refine<string>(isPlainText, PLAIN_TEXT_ISSUE);
/** Spaces and dots people type inside a tax code are dropped before it is checked. */
const taxCode = z.nullish(
  z.pipe(
    z.pipe(
      z
        .string()
        .check(
          atMost(20),
          z.describe("Vietnamese tax code: 10 digits, 10-3 for a branch (0101234567-001), or a person's 12-digit ID number"),
        ),
      z.transform((value) => value.replace(/[\s.]/g, "")),
    ),
    z.string().check(z.refine((value) => value === "" || TAX_CODE.test(value), TAX_CODE_MESSAGE)),
  ),
);

export const guestRecordSchema = z.strictObject({
  id: z.nullish(z.number().check(z.int(), z.positive())).check(z.describe("An existing guest of this room to update instead of adding")),
  // The guest record's fields (server/domain/guest-record.ts), in its order.
  ...GUEST_RECORD_TYPES,
  // Extension: photos staged beforehand (POST .../identity-images), by id. 3 is a guest's most
  // photos (platform/files/identity-image.ts), counted with the files the request carries.
  identity_image_ids: z
    .optional(z.array(uuid("A staged identity image id is a UUID.")).check(atMostItems(3, "identity images per guest")))
    .check(z.describe("Extension: ids of ID photos staged with Stage an ID photo, by this credential for this booking")),
});
export type GuestRecord = z.output<typeof guestRecordSchema>;

export const invoiceSchema = z.strictObject({
  company: optionalText(255),
  tax_code: taxCode,
  address: optionalText(255),
  email: z.nullish(email()),
});

export const roomIdField = uuid("A booking room id is a UUID.");
// One-value enums rather than literals: the same issue (invalid_value) and JSON Schema, and one
// function less in the guest's browser.
export const roomStatusField = z.nullish(z.enum(["checked_in"], { error: "The only status a room can be given here is checked_in." }));
export const roomGuestsField = z.optional(
  z.strictObject({
    method: z.enum(["add", "replace"]),
    records: z.array(guestRecordSchema).check(atMostItems(UPDATE_BOOKING_MAXIMA.guestsPerRoom, "guests per room")),
  }),
);
/** Extension: the guest's own message to the property, kept apart from the booking's notes (docs/choices.md). */
export const guestMessageField = z
  .nullish(z.string().check(z.maxLength(1000, "At most 1000 characters."), plainText()))
  .check(z.describe("Extension: the guest's message to the property, kept apart from `notes`; a check-in link writes this, never `notes`"));

/**
 * Extension: when the guest expects to arrive (HH:mm, the property's wall clock), stored as the
 * booking's arrival_hour (a link and a key with write scope may set it; omitted: left as it is).
 */
export const arrivalHourField = z
  .optional(z.string().check(z.regex(CLOCK_TIME, "Use HH:mm, from 00:00 to 23:59.")))
  .check(z.describe("Extension: the guest's expected arrival time, HH:mm at the property; stored as the booking's arrival_hour"));

/** What the check-in form sends (components/guest-form/update-request.ts), checked in the browser before it is sent. */
export const guestFormUpdateSchema = z.strictObject({
  guest_message: guestMessageField,
  arrival_hour: arrivalHourField,
  invoice: z.optional(invoiceSchema),
  rooms: z.nullish(
    z
      .array(z.strictObject({ id: roomIdField, status: roomStatusField, guests: roomGuestsField }))
      .check(atMostItems(UPDATE_BOOKING_MAXIMA.rooms, "rooms in one request")),
  ),
});
