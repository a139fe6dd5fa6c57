import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { bookingHistoryQuerySchema } from "@/server/bookings/history/get-booking-history";
import { bookingHistorySchema } from "@/server/bookings/history/history-schema";
import { bookingDetailQuerySchema, bookingPathSchema } from "@/server/bookings/schemas";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { bookingDetail, BOOKING_LOOKUP } from "./openapi-answers";

export function registerBookingPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/properties/{tenant_id}/bookings/{booking_id}",
    operationId: "getBookingDetail",
    tag: "Bookings",
    summary: "Get Booking Detail",
    description:
      "A booking of the property by its code (scope `bookings:read`). A group (master) code lists the rooms of all " +
      "its children and sums their totals. Through a guest's check-in link, `notes`, `customer.email`, " +
      "`customer.phone` and each payment's `notes` are null (present, so the shape is the same), and the guests someone " +
      "else registered show their ID's last 4 characters only, without email, phone or photos (docs/choices.md).",
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
          short_url: z
            .string()
            .describe(
              "Extension: a short URL (`/c/<12 characters>`) that redirects to the guest page while the link works, the token in the fragment (`/checkin#<token>`); for QR codes and SMS. Its id is a bearer credential, known only in this answer (the server keeps its HMAC)",
            ),
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

  registerOperation(registry, {
    method: "get",
    path: "/properties/{tenant_id}/bookings/{booking_id}/history",
    operationId: "getBookingHistory",
    tag: "Bookings",
    summary: "Booking history (extension)",
    description:
      "Every change of the booking, whoever made it (a receptionist, an API key, a guest's check-in link), newest first: " +
      "when (`at`, property time), who (`actor`: its kind and an opaque id; its name for the property's desk, and for a " +
      "partner's key on its own changes only), what (`action`; `changes` as dot paths of the booking detail with their " +
      "values before and after) and why (`reason`, when one was given: cancel and rate changes take one). A guest's ID " +
      "number keeps only its last 4 characters and a phone its last 3; other personal fields are recorded as changed " +
      "without their values. A group (master) code includes its children's changes. Scope `bookings:read`; a check-in " +
      "link cannot call it. Paged: `before` = the previous page's `next_before`.",
    route: { wrapper: "apiRoute" },
    request: { params: bookingPathSchema, query: bookingHistoryQuerySchema },
    success: {
      description: "The booking's changes, newest first",
      data: bookingHistorySchema,
    },
    errors: {
      ...BOOKING_LOOKUP,
      VALIDATION_FAILED: "`errors.limit` or `errors.before` when out of range",
    },
  });
}
