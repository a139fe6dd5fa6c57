import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { bookingDetailQuerySchema, bookingPathSchema } from "@/server/bookings/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { bookingDetail, BOOKING_LOOKUP } from "./booking-answers";

export function registerBookingPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/properties/{tenant_id}/bookings/{booking_id}",
    operationId: "getBookingDetail",
    tag: "Bookings",
    summary: "Get Booking Detail",
    description:
      "A booking of the property by its code (scope `bookings:read`). A group (master) code lists the rooms of all " +
      "its children and sums their totals.",
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    request: { params: bookingPathSchema, query: bookingDetailQuerySchema },
    success: { description: "The booking", data: bookingDetail },
    errors: {
      ...BOOKING_LOOKUP,
      VALIDATION_FAILED: "`errors.booking_id` when the booking_id query parameter differs from the path",
    },
  });

  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/checkin-link",
    operationId: "createCheckinLink",
    tag: "Bookings",
    summary: "Create a guest check-in link",
    description:
      "A signed token bound to this booking, recorded so it can be revoked. It works until the end of the booking's " +
      "check-out day at the property, and at most 30 days. It may read and update this booking (without payments and " +
      "services) and read the reference lists; it sees the ID photos it uploads itself only when the credential that " +
      "made it holds `guests:documents`. No body. Scope `bookings:write`; a check-in link cannot call it.",
    route: { wrapper: "apiRoute" },
    request: { params: bookingPathSchema },
    success: {
      description: "The link",
      data: z
        .object({
          url: z.string(),
          token: z.string(),
          expires_at: z.string().describe("ISO 8601 instant: the end of the check-out day, or 30 days from now if earlier"),
        })
        .meta({ id: "CheckinLink" }),
    },
    errors: {
      ...BOOKING_LOOKUP,
      VALIDATION_FAILED: "`errors.booking_id` when the booking is cancelled or finished, or its check-out day is over",
    },
  });

  registerOperation(registry, {
    method: "delete",
    path: "/properties/{tenant_id}/bookings/{booking_id}/checkin-links",
    operationId: "revokeCheckinLinks",
    tag: "Bookings",
    summary: "Revoke the booking's check-in links",
    description:
      "Every check-in link that reaches this booking stops working at once (401 from then on): its own links, and for a " +
      "group (master) code its children's links; for a child also its group's links, which reach the child's rooms. " +
      "Scope `bookings:write`; a check-in link cannot call it.",
    route: { wrapper: "apiRoute" },
    request: { params: bookingPathSchema },
    success: {
      description: "The links are revoked",
      data: z.object({ revoked: z.int().min(0).describe("How many links worked until now") }).meta({ id: "RevokedCheckinLinks" }),
    },
    errors: BOOKING_LOOKUP,
  });
}
