import { z } from "zod";
import {
  ACCOMMODATION_TYPES,
  GENDERS,
  GUEST_CATEGORIES,
  ID_TYPES,
  SERVICE_CODE_PATTERN,
  TRAVEL_PURPOSES,
} from "@/server/domain/enums";
import { isoDateSchema, moneyAmountSchema, nonNegativeMoneySchema } from "../room-operation-schemas";

// The `data` part of Update Booking (spec Endpoint 1). One schema serves the API handler and
// the guest check-in form (react-hook-form + zodResolver), so a rule is written once.

/** Dates are documented YYYY-MM-DD; the spec's schema labels them date-time, so a date-time's date is accepted too. */
const documentedDate = z
  .string()
  .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
  .pipe(isoDateSchema);

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).nullish();

export const guestRecordSchema = z.strictObject({
  id: z.number().int().positive().nullish().describe("An existing guest of this room to update instead of adding"),
  name: z.string().trim().min(1, "The guest's name is required.").max(255, "At most 255 characters."),
  email: z.email("Enter a valid e-mail address.").max(255, "At most 255 characters.").nullish(),
  phone: optionalText(50),
  birthday: documentedDate.nullish(),
  gender: z.enum(GENDERS).nullish(),
  identity: optionalText(50),
  id_type: z.enum(ID_TYPES).nullish(),
  identity_issue_date: documentedDate.nullish(),
  address: optionalText(500),
  ward: optionalText(100),
  city: optionalText(100),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, "Use the ISO 3166-1 alpha-2 code, two uppercase letters (VN).")
    .nullish(),
  is_primary_guest: z.boolean().nullish(),
  accommodation_type: z.enum(ACCOMMODATION_TYPES).nullish(),
  travel_purpose: z.enum(TRAVEL_PURPOSES).nullish(),
  guest_category: z.enum(GUEST_CATEGORIES).nullish(),
});
export type GuestRecord = z.output<typeof guestRecordSchema>;

export const serviceRecordSchema = z.strictObject({
  id: z
    .string()
    .max(10, "At most 10 characters.")
    .regex(SERVICE_CODE_PATTERN, "A service code is SV followed by 8 hexadecimal characters."),
  quantity: z.number().gt(0, "The quantity must be more than 0.").pipe(moneyAmountSchema),
  price_per_unit: nonNegativeMoneySchema.nullish(),
  service_used_date: isoDateSchema.nullish(),
  notes: optionalText(500),
});

export const paymentRecordSchema = z.strictObject({
  amount: moneyAmountSchema,
  method: optionalText(50),
  paid_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, "Use YYYY-MM-DD HH:mm:ss.")
    .refine((value) => isoDateSchema.safeParse(value.slice(0, 10)).success, "Use a real date.")
    .nullish(),
  notes: optionalText(500),
});

export const invoiceSchema = z.strictObject({
  company: optionalText(255),
  tax_code: optionalText(20),
  address: optionalText(255),
  email: z.email("Enter a valid e-mail address.").max(255, "At most 255 characters.").nullish(),
});

export const roomUpdateSchema = z.strictObject({
  id: z.uuid("A booking room id is a UUID."),
  status: z.literal("checked_in", { error: "The only status a room can be given here is checked_in." }).nullish(),
  guests: z
    .strictObject({ method: z.enum(["add", "replace"]), records: z.array(guestRecordSchema) })
    .optional(),
  services: z
    .strictObject({ method: z.literal("add"), records: z.array(serviceRecordSchema).min(1, "Send at least one service.") })
    .optional(),
});

export const updateBookingSchema = z.strictObject({
  notes: z.string().max(1000, "At most 1000 characters.").nullish(),
  invoice: invoiceSchema.optional(),
  payments: z
    .strictObject({ method: z.enum(["add", "replace"]), records: z.array(paymentRecordSchema).min(1, "Send at least one payment.") })
    .optional(),
  rooms: z.array(roomUpdateSchema).nullish(),
});
export type UpdateBookingInput = z.output<typeof updateBookingSchema>;
