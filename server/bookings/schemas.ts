import { z } from "zod";
import { tenantPathSchema } from "@/server/properties/schemas";

/** A booking code: the bookings table holds at most 8 characters. */
export const bookingCodeSchema = z.string().min(1).max(8, "A booking code has at most 8 characters.");

/** Path of the booking routes. */
export const bookingPathSchema = tenantPathSchema.extend({ booking_id: bookingCodeSchema });

/**
 * Get Booking Detail's query: the spec's schema lists `booking_id` equal to the path value.
 * It is optional here; when given it must match.
 */
export const bookingDetailQuerySchema = z.object({ booking_id: bookingCodeSchema.optional() });
