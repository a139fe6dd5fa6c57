import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { bookingDetailSchema } from "@/server/bookings/booking-detail-schema";
import { bookingDetailQuerySchema, bookingPathSchema } from "@/server/bookings/schemas";
import { checkinLinkGoneResponse, commonErrorResponses, notFoundResponse, successOf } from "@/server/platform/openapi/envelopes";

export function registerBookingPaths(registry: OpenAPIRegistry): void {
  const booking = bookingDetailSchema.meta({ id: "BookingDetail" });

  registry.registerPath({
    method: "get",
    path: "/properties/{tenant_id}/bookings/{booking_id}",
    operationId: "getBookingDetail",
    tags: ["Bookings"],
    summary: "Get Booking Detail",
    description:
      "A booking of the property by its code (scope `bookings:read`). A group (master) code lists the rooms of all " +
      "its children and sums their totals.",
    request: { params: bookingPathSchema, query: bookingDetailQuerySchema },
    responses: { ...successOf(booking, "The booking"), ...commonErrorResponses, ...notFoundResponse, ...checkinLinkGoneResponse },
  });
}
