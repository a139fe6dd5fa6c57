import { z } from "zod";

/** Path of the booking routes. */
export const bookingPathSchema = z.object({
  tenant_id: z.string().min(1),
  booking_id: z.string().min(1),
});

/**
 * Get Booking Detail's query: the spec's schema lists `booking_id` equal to the path value.
 * It is optional here; when given it must match.
 */
export const bookingDetailQuerySchema = z.object({ booking_id: z.string().optional() });
