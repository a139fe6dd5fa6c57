import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { SchemaObject } from "openapi3-ts/oas31";
import { z } from "zod";
import { changeRoomRateBodySchema, checkOutRoomBodySchema, roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { updateBookingSchema } from "@/server/bookings/update-booking/schema";
import type { VerbErrors } from "@/server/platform/openapi/operation-answers";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { bookingDetail, bookingDetailWithRoomCharges, BOOKING_LOOKUP } from "./booking-answers";

/** What every room-level operation answers once the booking is locked: the room must be one of it. */
const ROOM_LOOKUP = {
  ...BOOKING_LOOKUP,
  VALIDATION_FAILED: "`errors` names each field; `errors.room_id` when it is not a UUID or not a room of this booking",
} as const satisfies VerbErrors;

export function registerBookingWritePaths(registry: OpenAPIRegistry): void {
  const payload = registry.registerComponent("schemas", "UpdateBookingPayload", updateBookingPayloadSchema()).ref;

  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/update",
    operationId: "updateBooking",
    tag: "Bookings",
    summary: "Update Booking (online check-in)",
    description:
      "multipart/form-data: a `data` part holding the JSON payload, and identity images as file parts named " +
      "`rooms[i][guests][records][j][identity_image]` or `...[identity_image][]` (JPEG or PNG, 5 MB each, 3 per guest). " +
      "Only the fields sent change. A plain application/json body (the payload alone) is accepted when there are no files. " +
      "At most 40 MB as multipart, 1 MB as JSON or as the `data` part. " +
      "Scope `bookings:write`, or the booking's check-in token (without payments and services).",
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    request: {
      params: bookingPathSchema,
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
    success: { description: "The booking after the update", data: bookingDetail },
    errors: {
      ...BOOKING_LOOKUP,
      FORBIDDEN: "the credential lacks the scope or may not act on this property, or a check-in link sent payments or services",
      VALIDATION_FAILED: "`errors` names each field by its dot path (`rooms.0.guests.records.1.email`)",
      BOOKING_ROOM_INVALID_STATUS: "a room to check in is checked out or cancelled",
      INVOICE_NO_PRIMARY_GUEST: "invoice details need a primary guest, and the booking has none",
      REGISTRATION_INCOMPLETE:
        "a room to check in lacks part of its guests' registration: always for a guest link or the desk, for an API key when the property requires complete registration; `missing` lists what, per room and guest",
      CHECKIN_NOT_YET_OPEN: "a guest link checks a room in before the property's check-in time on the arrival day; `opens_at` says when",
    },
  });

  const roomOperation = (operation: {
    name: "checkout" | "rate" | "cancel";
    operationId: string;
    summary: string;
    description: string;
    body?: z.ZodType;
    success: { description: string; data: z.ZodType };
    errors: VerbErrors;
  }) =>
    registerOperation(registry, {
      method: "post",
      path: `/properties/{tenant_id}/bookings/{booking_id}/rooms/{room_id}/${operation.name}`,
      operationId: operation.operationId,
      tag: "Booking rooms",
      summary: operation.summary,
      description: `${operation.description} A group (master) code is accepted as booking_id. Scope \`bookings:write\`.`,
      route: { wrapper: "apiRoute" },
      request: {
        params: roomPathSchema.extend({ room_id: z.uuid() }),
        ...(operation.body ? { body: { content: { "application/json": { schema: operation.body } } } } : {}),
      },
      success: operation.success,
      errors: { ...ROOM_LOOKUP, ...operation.errors },
    });

  roomOperation({
    name: "checkout",
    operationId: "checkOutBookingRoom",
    summary: "Check-out Booking Room",
    description:
      "Only a checked-in room; a checked-out room answers 200 without change. If the property requires full payment, " +
      "the balance (of the group for a merged child) must be zero.",
    body: checkOutRoomBodySchema,
    success: { description: "The booking of the URL after the check-out", data: bookingDetail },
    errors: {
      BOOKING_ROOM_INVALID_STATUS: "the room is not checked in",
      BOOKING_CHECKOUT_UNBALANCED: "the property requires full payment and `balance` is not zero",
    },
  });
  roomOperation({
    name: "rate",
    operationId: "changeBookingRoomRate",
    summary: "Change Booking Room Rate",
    description: "Change some nights (days_breakdown), every night (price_per_night) and/or the room discount.",
    body: changeRoomRateBodySchema,
    success: { description: "The booking of the URL with recalculated totals", data: bookingDetail },
    errors: { BOOKING_ROOM_INVALID_STATUS: "the room is no_show, checked out or cancelled" },
  });
  roomOperation({
    name: "cancel",
    operationId: "cancelBookingRoom",
    summary: "Cancel Booking Room",
    description:
      "No body. Cancelling the last paying room cancels the booking. The answer adds room_fee and room_charge to the " +
      "booking and to each room.",
    success: { description: "The booking with room_fee and room_charge", data: bookingDetailWithRoomCharges },
    errors: {
      BOOKING_ROOM_INVALID_STATUS:
        "the room is checked in or out, or it is the last paying room and the booking (in_progress, finished) cannot be cancelled",
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
