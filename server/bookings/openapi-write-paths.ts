import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { SchemaObject } from "openapi3-ts/oas31";
import { z } from "zod";
import {
  assignRoomBodySchema,
  cancelRoomBodySchema,
  changeRoomDatesBodySchema,
  changeRoomRateBodySchema,
  checkOutRoomBodySchema,
  roomPathSchema,
} from "@/server/bookings/room-operation-schemas";
import { removeServiceBodySchema, serviceLinePathSchema } from "@/server/bookings/remove-service-line";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { updateBookingSchema } from "@/server/bookings/update-booking/schema";
import { MAX_STAGED_IMAGES_PER_BOOKING } from "@/server/documents/stage-identity-image";
import type { VerbErrors } from "@/server/platform/openapi/operation-answers";
import { registerOperation } from "@/server/platform/openapi/register-operation";
import { bookingDetail, bookingDetailWithRoomCharges, BOOKING_LOOKUP } from "./openapi-answers";

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
      "Extension: a guest record's `identity_image_ids` names photos staged beforehand with Stage an ID photo (by the same " +
      "credential, for this booking, unexpired); they become the guest's photos and are no longer staged. Files and ids " +
      "together count at most 3 per guest. " +
      "At most 40 MB as multipart, 1 MB as JSON or as the `data` part. " +
      "Scope `bookings:write`, or the booking's check-in token (without payments, services and `notes`: a guest writes " +
      "`guest_message`). Through a check-in link, a guest someone else registered is updated only with its whole ID number " +
      "retyped in `identity`, and is never dropped by `replace`. " +
      "Extension: a top-level `arrival_hour` (HH:mm, the property's time) sets the booking's `arrival_hour` to the guest's " +
      "expected arrival time; a check-in link may send it too. Omitted, it is left as it is. " +
      "Extension: when every open room of a booking comes to have a complete registration, `checkin.completed` is sent.",
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
      VALIDATION_FAILED:
        "`errors` names each field by its dot path (`rooms.0.guests.records.1.email`); `errors.notes` when a check-in link sends notes, " +
        "`errors.rooms.0.guests.records` when its `replace` would drop a guest someone else registered; a staged photo id that is " +
        "unknown, expired, already used or not staged by this credential for this booking: `rooms.0.guests.records.1.identity_image_ids.0`",
      IDENTITY_RETYPE_REQUIRED:
        "a check-in link updates a guest someone else registered without retyping the whole ID number; `errors` names each record's `identity`",
      BOOKING_ROOM_INVALID_STATUS: "a room to check in is checked out or cancelled",
      INVOICE_NO_PRIMARY_GUEST: "invoice details need a primary guest, and the booking has none",
      REGISTRATION_INCOMPLETE:
        "a room to check in lacks part of its guests' registration: always for a guest link or the desk, for an API key when the property requires complete registration; `missing` lists what, per room and guest",
      CHECKIN_NOT_YET_OPEN: "a guest link checks a room in before the property's check-in time on the arrival day; `opens_at` says when",
    },
  });

  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/identity-images",
    operationId: "stageIdentityImage",
    tag: "Bookings",
    summary: "Stage an ID photo (extension)",
    description:
      "multipart/form-data with one file part named `file` (JPEG or PNG, 5 MB), checked and re-encoded as Update Booking's " +
      "photos are. The photo is kept for this booking and this credential only, until an Update Booking of the booking names " +
      "its id in a guest record's `identity_image_ids`, and at most 24 hours (less when the check-in link expires sooner); " +
      `then it is deleted. At most ${MAX_STAGED_IMAGES_PER_BOOKING} staged photos wait per booking. A guest's check-in page ` +
      "sends each photo as soon as it is taken, so the save carries ids, not bytes. With an Idempotency-Key, a retry of the " +
      "same bytes answers the first photo again. Scope `bookings:write`, or the booking's check-in token.",
    route: { wrapper: "apiRoute", allowCheckinToken: true },
    request: {
      params: bookingPathSchema,
      body: {
        content: {
          "multipart/form-data": { schema: z.object({ file: z.string().meta({ format: "binary" }).describe("The ID photo") }) },
        },
      },
    },
    success: {
      status: 201,
      description: "The staged photo: name its id in Update Booking's `identity_image_ids` before `expires_at`",
      data: z
        .object({
          id: z.uuid(),
          expires_at: z.iso.datetime(),
          content_type: z.enum(["image/jpeg", "image/png"]),
          width: z.int(),
          height: z.int(),
          byte_size: z.int().describe("Of the photo as stored, after re-encoding"),
        })
        .meta({ id: "StagedIdentityImage" }),
    },
    errors: {
      ...BOOKING_LOOKUP,
      VALIDATION_FAILED: "`errors.file`: missing, over 5 MB, not a JPEG or PNG, undecodable or too many pixels; or an unknown part",
      STAGED_IMAGE_LIMIT_REACHED: `the booking has ${MAX_STAGED_IMAGES_PER_BOOKING} staged photos waiting (\`limit\`)`,
    },
  });

  const roomOperation = (operation: {
    name: "checkout" | "rate" | "cancel" | "assign" | "dates";
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
      "the balance (of the group for a merged child) must be zero, or overpaid by no more than a manager kept as the guest's " +
      "credit (extension).",
    body: checkOutRoomBodySchema,
    success: { description: "The booking of the URL after the check-out", data: bookingDetail },
    errors: {
      BOOKING_ROOM_INVALID_STATUS: "the room is not checked in",
      BOOKING_CHECKOUT_UNBALANCED:
        "the property requires full payment and something is still due (`balance` > 0), or the booking is overpaid (`balance` < 0) " +
        "by more than a manager kept as the guest's credit: refund it (Record a refund) or keep it as credit at the desk",
    },
  });
  roomOperation({
    name: "rate",
    operationId: "changeBookingRoomRate",
    summary: "Change Booking Room Rate",
    description:
      "Change some nights (days_breakdown), every night (price_per_night) and/or the room discount. An optional `reason` " +
      "(extension) is kept in the booking's history; a desk session must give one to reprice a night already past " +
      "(422 on `reason`).",
    body: changeRoomRateBodySchema,
    success: { description: "The booking of the URL with recalculated totals", data: bookingDetail },
    errors: { BOOKING_ROOM_INVALID_STATUS: "the room is no_show, checked out or cancelled" },
  });
  roomOperation({
    name: "cancel",
    operationId: "cancelBookingRoom",
    summary: "Cancel Booking Room",
    description:
      "No body in the contract; an optional `reason` (extension) is kept in the booking's history. Cancelling the last " +
      "paying room cancels the booking. The answer adds room_fee and room_charge to the booking and to each room.",
    body: cancelRoomBodySchema,
    success: { description: "The booking with room_fee and room_charge", data: bookingDetailWithRoomCharges },
    errors: {
      BOOKING_ROOM_INVALID_STATUS:
        "the room is checked in or out, or it is the last paying room and the booking (in_progress, finished) cannot be cancelled",
    },
  });
  roomOperation({
    name: "assign",
    operationId: "assignBookingRoom",
    summary: "Assign Room (extension)",
    description:
      "Put the booking room in a physical room (`room_unit`, its number) of its room type that is free for all its " +
      "nights (a same-day stay: its one night), or take the assignment away (`room_unit: null`). Recorded in the " +
      "booking's history and sent as booking.updated. Not for check-in links.",
    body: assignRoomBodySchema,
    success: { description: "The booking of the URL, the room with its `room_unit`", data: bookingDetail },
    errors: {
      BOOKING_ROOM_INVALID_STATUS: "the room is checked out, cancelled or a no-show",
      ROOM_UNIT_UNAVAILABLE: "the room is taken on some of the nights, under maintenance or out of order; `conflicts` says which",
      VALIDATION_FAILED: "`errors.room_unit` when the property has no room of that name, or it is of another type",
    },
  });
  roomOperation({
    name: "dates",
    operationId: "changeBookingRoomDates",
    summary: "Change Room Dates (extension)",
    description:
      "Extend, shorten or move a reserved, confirmed or holding room (1 to 30 nights; a date that changes is not before " +
      "today in the property's timezone); a checked-in room changes only its check-out date (today at the earliest). " +
      "Nights added are taken from availability and, for an assigned room, from its physical room; they are priced as " +
      "`days_breakdown` gives them (exactly the added nights), else from the room's rate plan, else at the nearest stored " +
      "night's price; a room without stored prices keeps none. Removed nights lose their prices, and breakfasts not yet " +
      "served on days no longer stayed go; services stay. The booking's dates follow its rooms. Recorded in the history " +
      "(`room.dates_changed`, with `reason`) and sent as booking.updated; the same dates again answer 200 without change.",
    body: changeRoomDatesBodySchema,
    success: { description: "The booking of the URL with the room's new stay and recalculated totals", data: bookingDetail },
    errors: {
      BOOKING_ROOM_INVALID_STATUS: "the room is checked out, cancelled or a no-show",
      NO_AVAILABILITY: "an added night of the room type is sold out; `unavailable` names the nights (`path` checkin_date or checkout_date)",
      ROOM_UNIT_UNAVAILABLE:
        "the assigned physical room is taken, under maintenance or out of order on an added night; `conflicts` says which",
      VALIDATION_FAILED:
        "`errors` names each field: `checkin_date` (a checked-in room's, or in the past), `checkout_date` (not after check-in, " +
        "over 30 nights, in the past), `days_breakdown` (not exactly the added nights, or the room's rate plan no longer sold)",
    },
  });

  registerOperation(registry, {
    method: "post",
    path: "/properties/{tenant_id}/bookings/{booking_id}/rooms/{room_id}/services/{service_id}/remove",
    operationId: "removeBookingRoomService",
    tag: "Booking rooms",
    summary: "Remove Service (extension)",
    description:
      "Take one service line off the booking room: `service_id` is the line's `line_id` in Get Booking Detail (its `id` " +
      "is the catalog's code, which two lines of one service share). An optional `reason` is kept in the booking's " +
      "history (`room.service_removed`, the line before and nothing after); the totals are recomputed and the change is " +
      "sent as booking.updated. Not for check-in links. A group (master) code is accepted as booking_id. Scope `bookings:write`.",
    route: { wrapper: "apiRoute" },
    request: {
      params: serviceLinePathSchema.extend({ room_id: z.uuid() }),
      body: { content: { "application/json": { schema: removeServiceBodySchema } } },
    },
    success: { description: "The booking of the URL without the line, with recalculated totals", data: bookingDetail },
    errors: {
      ...ROOM_LOOKUP,
      NOT_FOUND: "no such property or booking, or the room has no service line of this `service_id`",
      BOOKING_ROOM_INVALID_STATUS: "the room is checked out or cancelled: its bill is settled",
      VALIDATION_FAILED: "`errors` names each field: `room_id` (not a room of this booking), `service_id` (not a UUID), `reason`",
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
