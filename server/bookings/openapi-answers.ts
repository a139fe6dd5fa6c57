import { bookingDetailSchema, bookingDetailWithRoomChargesSchema } from "@/server/bookings/booking-detail-schema";
import type { VerbErrors } from "@/server/platform/openapi/operation-answers";

/** The booking as every booking operation answers it (one component, shared). */
export const bookingDetail = bookingDetailSchema.meta({ id: "BookingDetail" });

/** Cancel Booking Room's answer: the booking with room_fee and room_charge on it and on each room. */
export const bookingDetailWithRoomCharges = bookingDetailWithRoomChargesSchema.meta({ id: "BookingDetailWithRoomCharges" });

/** requireProperty, then the booking by its code. */
export const BOOKING_LOOKUP = {
  NOT_FOUND: "no such property, or no booking with this code in it (a check-in link finds its own booking only)",
} as const satisfies VerbErrors;
