import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { CREATE_BOOKING_LIMITS, createBookingBodySchema } from "@/server/bookings/create-booking/schema";
import { tenantPathSchema } from "@/server/properties/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { PROPERTY_LOOKUP } from "@/server/properties/openapi-paths";
import { bookingDetail } from "../openapi-answers";

/** Create Booking (extension): docs/choices.md "Create Booking" says why it is shaped so. */
export function registerCreateBookingPath(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/bookings",
    operationId: "createBooking",
    tag: "Bookings",
    summary: "Create Booking (extension)",
    description:
      "A new booking, shaped like Get Booking Detail: status `reserved`, its rooms `confirmed` (they take inventory at " +
      "once, as Search Room Type and Search Properties show), a new code of the property's form (its prefix, then random " +
      "characters, 8 in all). Rules, all checked and reported at once: 1 to " +
      `${CREATE_BOOKING_LIMITS.nights} nights (checkout_date = checkin_date is a same-day stay of one night); checkin_date ` +
      "not before today in the property's timezone; 1 to " +
      `${CREATE_BOOKING_LIMITS.rooms} rooms, each of a room type of the property, sold on one of its direct rate plans ` +
      "(as Search Room Type lists them) in the property's currency, with occupancy within the room type's limits (at " +
      "least 1 adult); `booking_source` the name of one of the property's active booking sources (a channel names its " +
      "OTA's). Without `days_breakdown` each night is priced as Search Room Type prices the plan; with it, every night " +
      "of the stay once, in the currency's decimals. departure_hour is 12:00; arrival_hour defaults to the property's " +
      "check-in time. A second create with the same `booking_source` and `source_reservation_code` never makes a second " +
      "booking: the same request (compared as the first was parsed: names trimmed, the phone in E.164, the e-mail in " +
      "lower case, rooms in any order) answers the booking made the first time (200) as it is now, even if the property " +
      "changed it since; a request that differs is 409 `SOURCE_RESERVATION_MISMATCH` naming the fields; either answer " +
      "needs `bookings:read` as well (403 without it, whatever the body). Sends booking.created and records it in the " +
      "booking's history. Scope `bookings:write`.",
    route: { wrapper: "apiRoute" },
    request: {
      params: tenantPathSchema,
      body: { content: { "application/json": { schema: createBookingBodySchema } } },
    },
    success: {
      status: 201,
      description: "The new booking, as Get Booking Detail shows it",
      data: bookingDetail,
      also: {
        status: 200,
        description:
          "The booking this source's `source_reservation_code` already made from the same request, as it is now: nothing new was created (needs `bookings:read`)",
      },
    },
    errors: {
      ...PROPERTY_LOOKUP,
      VALIDATION_FAILED:
        "`errors` names each field by its dot path: `checkin_date` (before today), `checkout_date` (order, span), " +
        "`booking_source`, `rooms.0.room_type_id`, `rooms.0.rate_plan_id`, `rooms.0.occupancy.adults`, " +
        "`rooms.0.days_breakdown.1.day`, `rooms.0.days_breakdown.1.price`, `customer.name`, an unknown field",
      NO_AVAILABILITY: "a room has no room of its type free on some nights: `unavailable` names each room's index and nights",
      SOURCE_RESERVATION_MISMATCH:
        "this `booking_source` and `source_reservation_code` already made a booking (`booking_id`) from a request that differs in `differs` " +
        "(dates, arrival hour, customer, payment_collect, notes, rooms); change that booking instead",
      FORBIDDEN:
        "the key lacks `bookings:write`, or may not act on the property, or lacks `bookings:read` to be answered the booking its reservation code already made",
    },
  });
}
