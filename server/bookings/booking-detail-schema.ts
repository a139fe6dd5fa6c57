import { z } from "zod";
import { BOOKING_STATUSES, PAYMENT_KINDS, ROOM_STATUSES, STAY_PURPOSES, VISA_KINDS } from "@/server/domain/enums";
import { guestFieldsWhere } from "@/server/domain/guest-record";
import { REGISTRATION_FIELDS } from "@/server/domain/guest-registration";

// The response shape of Get Booking Detail (spec "Resources and their fields"), used by the
// OpenAPI document and by the route tests that check real answers against it.

const amount = z.number().describe("Exact decimal amount, rounded to the currency's minor unit");
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const serviceLineSchema = z.object({
  id: z.string().nullable().describe("Service code (SV + 8 hex); null for a line not linked to the catalog"),
  line_id: z
    .uuid()
    .describe("Extension: this line's own id, which Remove Service names (`id` is the catalog's code, shared by two lines of one service)"),
  name: z.string(),
  quantity: z.number(),
  price_per_unit: amount,
  discount: amount,
  total_price: amount,
  currency: z.string().nullable(),
  service_used_date: date.nullable(),
});

/** Get Booking Detail's fields of a guest record (guest-record.ts's inDetail), in the record's order. */
export const GUEST_DETAIL_FIELDS = guestFieldsWhere("inDetail", true);
export type GuestDetailField = (typeof GUEST_DETAIL_FIELDS)[number];

/** How the answer writes each of them. */
const guestDetailTypes = {
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  identity: z
    .string()
    .nullable()
    .describe(
      "Through a guest's check-in link, a guest someone else registered shows only the last 4 characters (`•••• 6789`), with email, phone and photos left out",
    ),
  id_type: z.string().nullable(),
  is_primary_guest: z.boolean(),
  visa_kind: z
    .enum(VISA_KINDS)
    .nullable()
    .describe("Extension (a foreigner's stay, docs/choices.md): the visa, exemption or card the guest stays on"),
  visa_number: z.string().nullable().describe("Extension. Null through a check-in link for a guest someone else registered"),
  visa_expiry: date
    .nullable()
    .describe("Extension: the last day the visa or exemption allows. Null through a check-in link for a guest someone else registered"),
  entry_date: date
    .nullable()
    .describe("Extension: the day the guest entered Vietnam. Null through a check-in link for a guest someone else registered"),
  entry_port: z
    .string()
    .nullable()
    .describe(
      "Extension: the border gate of entry, a code of Get Border Gates, or `other`. Null through a check-in link for a guest someone else registered",
    ),
  entry_port_other: z.string().nullable().describe("Extension: the gate's name when entry_port is `other`"),
  stay_purpose: z.enum(STAY_PURPOSES).nullable().describe("Extension: the purpose of the stay as the declaration asks it"),
  stay_until: date.nullable().describe("Extension: the intended end of the stay; null means the room's check-out date"),
} satisfies Record<GuestDetailField, z.ZodType>;

/**
 * A guest's keys in the answer, in its order: the id, then the record's fields, with the
 * photos' URLs after the ID they show (its number and type).
 */
export const GUEST_DETAIL_KEYS = [
  "id",
  ...GUEST_DETAIL_FIELDS.flatMap((field) => (field === "id_type" ? [field, "identity_image_urls" as const] : [field])),
] as const;

const guestTypes = {
  id: z.string(),
  ...guestDetailTypes,
  identity_image_urls: z.array(z.string()).describe("Signed URLs that expire within minutes"),
};

const guestSchema = z.object(Object.fromEntries(GUEST_DETAIL_KEYS.map((key) => [key, guestTypes[key]])) as typeof guestTypes);

const mealSchema = z.object({ serve_date: date, adults: z.number().int(), children: z.number().int() });

const paymentSchema = z.object({
  id: z.string(),
  amount,
  method: z.string().nullable(),
  paid_at: z.string().nullable().describe("YYYY-MM-DD HH:mm:ss, property local time; null for an unpaid payment"),
  notes: z.string().nullable().describe("Staff's note on the payment; always null through a guest's check-in link"),
  status: z.enum(["paid", "unpaid"]),
  kind: z
    .enum(PAYMENT_KINDS)
    .describe("Extension: `payment` is money received; `refund` is money given back, with a negative `amount` and its reason in `notes`"),
});

const registrationSchema = z
  .object({
    complete: z.boolean().describe("Every guest registered and at least as many registered guests (children aside) as the room's adults"),
    missing: z.array(
      z.object({
        guest_id: z
          .string()
          .nullable()
          .describe("The guest; null for the room itself (field `guests`: fewer registered guests than adults)"),
        field: z.enum(REGISTRATION_FIELDS),
      }),
    ),
    warnings: z
      .array(
        z.object({
          guest_id: z.string(),
          field: z.enum(["visa_expiry"]),
          code: z.enum(["visa_expires_before_stay_end"]),
        }),
      )
      .describe(
        "Extension: what the desk should look at without it blocking the check-in: a visa ending before the intended end of the stay",
      ),
  })
  .describe(
    "Extension: what the registration of the room's guests still lacks (docs/choices.md). A guest link or the desk cannot check the room in while it is incomplete.",
  )
  .meta({ id: "RoomRegistration" });

const bookingRoomSchema = z.object({
  id: z.uuid(),
  checkin_status: z.enum(ROOM_STATUSES),
  room_type: z.string(),
  room_unit: z.string().nullable(),
  occupancy: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  has_breakfast: z.boolean(),
  meals: z.array(mealSchema),
  service_fee: amount,
  service_discount: amount,
  service_charge: amount,
  services: z.array(serviceLineSchema),
  guests: z.array(guestSchema),
  registration: registrationSchema,
});

export const bookingDetailSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  checkin_date: date,
  checkout_date: date,
  arrival_hour: z.string(),
  departure_hour: z.string(),
  amount,
  currency: z.string(),
  source_reservation_code: z.string().nullable(),
  payment_collect: z.enum(["property", "ota"]).nullable(),
  notes: z.string().nullable().describe("The booking's notes (staff, channels); always null through a guest's check-in link"),
  guest_message: z
    .string()
    .nullable()
    .describe("Extension: the guest's message to the property, written through Update Booking's `guest_message` (docs/choices.md)"),
  service_fee: amount,
  service_discount: amount,
  service_charge: amount,
  booking_rooms: z.array(bookingRoomSchema),
  customer: z
    .object({
      name: z.string(),
      email: z.string().nullable().describe("Always null through a guest's check-in link (present, so the shape stays the contract's)"),
      phone: z.string().nullable().describe("Always null through a guest's check-in link (present, so the shape stays the contract's)"),
      language: z
        .string()
        .nullable()
        .describe(
          "Extension: the guest's language as Create Booking's customer.language gave it (a canonical BCP 47 tag); null when unknown",
        ),
    })
    .describe("The primary booker. A guest's check-in link reads the name and language only: `email` and `phone` are null"),
  payments: z.array(paymentSchema),
  booking_source: z.object({ name: z.string(), color: z.string() }),
});

/** Cancel Booking Room's answer (spec Endpoint 5) adds these to the booking and to each of its rooms. */
const roomCharges = {
  room_fee: amount.describe("Sum of the room's nightly prices; on the booking, of its rooms that are not cancelled"),
  room_charge: amount.describe("room_fee minus the room discount; on the booking, summed likewise"),
};

export const bookingDetailWithRoomChargesSchema = bookingDetailSchema.extend({
  ...roomCharges,
  booking_rooms: z.array(bookingRoomSchema.extend(roomCharges)),
});

export const bookingDetailResponseSchema = z.object({ success: z.literal(true), data: bookingDetailSchema });

/** Get Booking Detail's `data` as JSON: the desk reads it with these types. */
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
export type BookingRoom = BookingDetail["booking_rooms"][number];
export type Guest = z.infer<typeof guestSchema>;
export type ServiceLine = z.infer<typeof serviceLineSchema>;
