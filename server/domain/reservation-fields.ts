// Create Booking's fields a channel's resend is compared on (server/bookings/create-booking/
// reservation-facts.ts). In the kernel because they are also the words of an error: the `differs`
// of SOURCE_RESERVATION_MISMATCH, which the OpenAPI document's envelope lists.

/** The fields compared, in the order a refusal names them. */
export const RESERVATION_FIELDS = [
  "checkin_date",
  "checkout_date",
  "arrival_hour",
  "customer.name",
  "customer.email",
  "customer.phone",
  "payment_collect",
  "notes",
  "rooms",
] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];
