import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { SchemaObject } from "openapi3-ts/oas31";
import { z } from "zod";
import { bookingDetailSchema } from "@/server/bookings/booking-detail-schema";
import { changeRoomRateBodySchema, checkOutRoomBodySchema, roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { updateBookingSchema } from "@/server/bookings/update-booking/schema";
import { checkinLinkGoneResponse, codedErrorSchema, commonErrorResponses, notFoundResponse, successOf } from "@/server/platform/openapi/envelopes";

const idempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .describe("Replays the first answer for 24 hours when the same request is sent again with the same key"),
});

const roomStatusError = {
  description:
    "Validation failed (`errors`, e.g. `errors.room_id`), or a coded error: BOOKING_ROOM_INVALID_STATUS with " +
    "checkin_status and booking_status, BOOKING_CHECKOUT_UNBALANCED with balance, IDEMPOTENCY_KEY_REUSED",
  content: { "application/json": { schema: z.union([commonErrorResponses[422].content["application/json"].schema, codedErrorSchema]) } },
};

export function registerBookingWritePaths(registry: OpenAPIRegistry): void {
  const booking = bookingDetailSchema.meta({ id: "BookingDetail" });
  const payload = registry.registerComponent("schemas", "UpdateBookingPayload", updateBookingPayloadSchema()).ref;

  registry.registerPath({
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/update",
    operationId: "updateBooking",
    tags: ["Bookings"],
    summary: "Update Booking (online check-in)",
    description:
      "multipart/form-data: a `data` part holding the JSON payload, and identity images as file parts named " +
      "`rooms[i][guests][records][j][identity_image]` or `...[identity_image][]` (JPEG or PNG, 5 MB each, 3 per guest). " +
      "Only the fields sent change. A plain application/json body (the payload alone) is accepted when there are no files. " +
      "Scope `bookings:write`, or the booking's check-in token (without payments and services).",
    request: {
      params: bookingPathSchema,
      headers: idempotencyHeader,
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({
              data: z.string().describe("The UpdateBookingPayload as JSON text"),
              "rooms[0][guests][records][0][identity_image][]": z
                .array(z.string().meta({ format: "binary" }))
                .max(3)
                .optional()
                .describe("Identity images of that guest record"),
            }),
          },
          "application/json": { schema: payload },
        },
      },
    },
    responses: {
      ...successOf(booking, "The booking after the update"),
      ...commonErrorResponses,
      ...notFoundResponse,
      ...checkinLinkGoneResponse,
      409: { description: "A request with this Idempotency-Key is still running", content: { "application/json": { schema: codedErrorSchema } } },
      413: { description: "The body is larger than 40 MB", content: { "application/json": { schema: codedErrorSchema } } },
      422: {
        description: "Validation failed (dot paths such as rooms.0.guests.records.1.email), or INVOICE_NO_PRIMARY_GUEST",
        content: { "application/json": { schema: z.union([commonErrorResponses[422].content["application/json"].schema, codedErrorSchema]) } },
      },
    },
  });

  const roomOperation = (
    operation: string,
    operationId: string,
    summary: string,
    description: string,
    body: z.ZodType | undefined,
    responseDescription: string,
  ) =>
    registry.registerPath({
      method: "post",
      path: `/properties/{tenant_id}/bookings/{booking_id}/rooms/{room_id}/${operation}`,
      operationId,
      tags: ["Booking rooms"],
      summary,
      description: `${description} A group (master) code is accepted as booking_id. Scope \`bookings:write\`.`,
      request: {
        params: roomPathSchema.extend({ room_id: z.uuid() }),
        headers: idempotencyHeader,
        ...(body ? { body: { content: { "application/json": { schema: body } } } } : {}),
      },
      responses: {
        ...successOf(booking, responseDescription),
        ...commonErrorResponses,
        ...notFoundResponse,
        422: roomStatusError,
      },
    });

  roomOperation(
    "checkout",
    "checkOutBookingRoom",
    "Check-out Booking Room",
    "Only a checked-in room; a checked-out room answers 200 without change. If the property requires full payment, the balance (of the group for a merged child) must be zero.",
    checkOutRoomBodySchema,
    "The booking of the URL after the check-out",
  );
  roomOperation(
    "rate",
    "changeBookingRoomRate",
    "Change Booking Room Rate",
    "Change some nights (days_breakdown), every night (price_per_night) and/or the room discount.",
    changeRoomRateBodySchema,
    "The booking of the URL with recalculated totals",
  );
  roomOperation(
    "cancel",
    "cancelBookingRoom",
    "Cancel Booking Room",
    "No body. Cancelling the last paying room cancels the booking. The response adds room_fee and room_charge to the booking and each room.",
    undefined,
    "The booking with room_fee and room_charge",
  );

  registry.registerPath({
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/checkin-link",
    operationId: "createCheckinLink",
    tags: ["Bookings"],
    summary: "Create a guest check-in link",
    description:
      "A signed token bound to this booking, recorded so it can be revoked. It works until the end of the booking's " +
      "check-out day at the property, and at most 30 days. It may read and update this booking (without payments and " +
      "services) and read the reference lists; it sees the ID photos it uploads itself only when the credential that " +
      "made it holds `guests:documents`. Scope `bookings:write`.",
    request: { params: bookingPathSchema },
    responses: {
      ...successOf(
        z
          .object({
            url: z.string(),
            token: z.string(),
            expires_at: z.string().describe("ISO 8601 instant: the end of the check-out day, or 30 days from now if earlier"),
          })
          .meta({ id: "CheckinLink" }),
        "The link",
      ),
      ...commonErrorResponses,
      ...notFoundResponse,
      422: {
        ...commonErrorResponses[422],
        description: "Validation failed: `errors.booking_id` when the booking is cancelled or finished, or its check-out day is over",
      },
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/properties/{tenant_id}/bookings/{booking_id}/checkin-links",
    operationId: "revokeCheckinLinks",
    tags: ["Bookings"],
    summary: "Revoke the booking's check-in links",
    description:
      "Every check-in link that reaches this booking stops working at once (401 from then on): its own links, and for a " +
      "group (master) code its children's links; for a child also its group's links, which reach the child's rooms. " +
      "Scope `bookings:write`; a check-in link cannot call it.",
    request: { params: bookingPathSchema },
    responses: {
      ...successOf(
        z.object({ revoked: z.int().min(0).describe("How many links worked until now") }).meta({ id: "RevokedCheckinLinks" }),
        "The links are revoked",
      ),
      ...commonErrorResponses,
      ...notFoundResponse,
    },
  });
}

/**
 * Update Booking's payload as a JSON Schema. The schema is written with zod/mini (so the guest
 * check-in page can run it cheaply), which zod-to-openapi cannot walk; zod's own converter
 * reads the same schema object. The request is described (io "input"): dates and amounts as
 * they are sent, before the schema turns them into text.
 */
function updateBookingPayloadSchema(): SchemaObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(updateBookingSchema, { target: "draft-2020-12", io: "input" });
  return schema as SchemaObject;
}
