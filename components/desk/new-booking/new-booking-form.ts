import type { z } from "zod";
import type { Lang } from "@/i18n/languages";
import type { RoomTypeAvailability } from "@/server/availability/search-room-types";
import { createBookingBodySchema } from "@/server/bookings/create-booking/schema";
import { issueProblems, type FieldOf, type FormProblems } from "../request-form";

// The desk's "New booking" form as Create Booking's request: one room, paid at the property,
// the guest's name, phone and language (the check-in e-mails and page speak it). Pure (no React): the dialog and its test use it.

export interface NewBookingValues {
  checkin: string;
  checkout: string;
  roomTypeId: string;
  ratePlanId: string;
  adults: number;
  children: number;
  name: string;
  phone: string;
  /** One of the guest page's six languages, or "" when the desk does not know it (the guest's browser decides). */
  language: Lang | "";
  source: string;
}

/** What may be chosen before the dialog opens (Availability's click on a type). */
export interface NewBookingPrefill {
  checkin?: string;
  checkout?: string;
  roomTypeId?: string;
  adults?: number;
  children?: number;
}

/** Create Booking's body (POST /api/v1/properties/{tenant_id}/bookings) as a client sends it. */
export type CreateBookingRequest = z.input<typeof createBookingBodySchema>;

export type RoomType = RoomTypeAvailability["room_types"];

export function requestOf(values: NewBookingValues) {
  return {
    checkin_date: values.checkin,
    checkout_date: values.checkout,
    customer: { name: values.name.trim(), email: null, phone: values.phone.trim() || null, language: values.language || null },
    booking_source: values.source,
    source_reservation_code: null,
    payment_collect: "property" as const,
    notes: null,
    rooms: [
      {
        room_type_id: values.roomTypeId,
        rate_plan_id: values.ratePlanId,
        occupancy: { adults: Number(values.adults), children: Number(values.children), infants: 0 },
      },
    ],
  };
}

/** Where each of the request's fields (an API error's dot path) is typed in the form. */
export const newBookingFieldOf: FieldOf = (path) => {
  const exact: Record<string, keyof NewBookingValues> = {
    checkin_date: "checkin",
    checkout_date: "checkout",
    "customer.name": "name",
    "customer.phone": "phone",
    "customer.language": "language",
    booking_source: "source",
    rooms: "roomTypeId",
    "rooms.0": "roomTypeId",
    "rooms.0.room_type_id": "roomTypeId",
    "rooms.0.rate_plan_id": "ratePlanId",
    "rooms.0.occupancy.adults": "adults",
    "rooms.0.occupancy.children": "children",
  };
  return exact[path] ?? (path.startsWith("rooms.0.occupancy") ? "adults" : undefined);
};

/** The type to preselect: the one asked for if it is offered, else the first with a room free. */
export function preferredType(types: readonly RoomType[], wanted: string | undefined): RoomType | undefined {
  return types.find((type) => type.id === wanted) ?? types.find((type) => type.quantity > 0) ?? types[0];
}

/** The source a walk-in gets: "Walk-in" where the property lists it, else its first direct source. */
export function defaultSource(names: readonly string[]): string {
  return names.find((name) => name.toLowerCase() === "walk-in") ?? names[0] ?? "";
}

/** The problems the desk can see before sending, as message keys: the server checks the rest. */
export function checkNewBooking(values: NewBookingValues, type: RoomType | undefined): Record<string, ProblemKey> {
  const problems: Record<string, ProblemKey> = {};
  if (!values.checkin) problems.checkin = "required";
  if (!values.checkout) problems.checkout = "required";
  else if (values.checkin && values.checkout <= values.checkin) problems.checkout = "checkoutAfterCheckin";
  if (!values.roomTypeId || !type) problems.roomTypeId = "chooseRoomType";
  else if (type.quantity < 1) problems.roomTypeId = "roomTypeSoldOut";
  if (!values.ratePlanId) problems.ratePlanId = "chooseRatePlan";
  const adults = Number(values.adults);
  const children = Number(values.children);
  if (!Number.isInteger(adults) || adults < 1 || (type && adults > type.occ_adults)) problems.adults = "adultsOutOfRange";
  if (!Number.isInteger(children) || children < 0 || (type && children > type.occ_children)) problems.children = "childrenOutOfRange";
  if (!values.name.trim()) problems.name = "guestNameRequired";
  if (!values.source) problems.source = "required";
  return problems;
}

export type ProblemKey =
  | "required"
  | "checkoutAfterCheckin"
  | "chooseRoomType"
  | "roomTypeSoldOut"
  | "chooseRatePlan"
  | "adultsOutOfRange"
  | "childrenOutOfRange"
  | "guestNameRequired";

/** NO_AVAILABILITY's `unavailable`: the nights each room is short of, to name them. */
export function unavailableNights(body: Record<string, unknown>): string[] {
  const unavailable = Array.isArray(body.unavailable) ? (body.unavailable as { nights?: unknown }[]) : [];
  const nights = unavailable.flatMap((entry) => (Array.isArray(entry.nights) ? entry.nights.map(String) : []));
  return [...new Set(nights)].sort();
}

/** Create Booking's own schema over the request the form makes (the phone's format, lengths, the stay's rules). */
export function schemaProblems(values: NewBookingValues): FormProblems {
  const parsed = createBookingBodySchema.safeParse(requestOf(values));
  return parsed.success ? {} : issueProblems(parsed.error.issues, newBookingFieldOf);
}

/**
 * The price per night a room type shows: a night's own price as the API gives it, never an
 * average (money is not divided in floating point): the one price of every night, or the lowest
 * with `varies` ("from") when the nights differ. Undefined for a stay without nights.
 */
export function pricePerNight(nights: readonly { price: number }[]): { lowest: number; varies: boolean } | undefined {
  if (nights.length === 0) return undefined;
  const lowest = Math.min(...nights.map((night) => night.price));
  return { lowest, varies: nights.some((night) => night.price !== lowest) };
}
