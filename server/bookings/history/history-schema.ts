import { z } from "zod";

// The answer of the booking history (extension), for the OpenAPI document and the tests that
// check real answers against it.

export const BOOKING_ACTIONS = [
  "booking.updated",
  "room.checked_out",
  "room.rate_changed",
  "room.cancelled",
  "room.assigned",
  "room.service_removed",
  "room.dates_changed",
  "booking.created",
  "payment.received",
  "payment.refunded",
  "overpayment.kept",
] as const;

const historyActorSchema = z
  .object({
    kind: z
      .enum(["api_key", "desk_session", "checkin_token", "integration"])
      .describe(
        "A partner's API key, a receptionist, a guest's check-in link, or an integration (a bank transfer recorded from its notification)",
      ),
    id: z
      .string()
      .regex(/^act_[A-Za-z0-9_-]{20}$/)
      .describe(
        "Opaque: the same actor has the same id in every entry a credential reads, so changes by one actor can be told apart " +
          "from another's. It names nobody, differs from one API key to another, and is not the key's or the link's id",
      ),
    name: z
      .string()
      .nullable()
      .describe(
        "Shown to the property's desk: the key's name, the receptionist's display name, the link's. A partner's key sees " +
          "the name only on its own changes; on everyone else's it is null",
      ),
  })
  .meta({ id: "BookingChangeActor" });

const bookingChangeSchema = z
  .object({
    id: z.int().describe("Increases with each change"),
    booking_id: z.string().describe("The booking changed (a child's code in a group's history)"),
    booking_room_id: z.string().nullable().describe("The room of a room operation; null for the booking as a whole"),
    at: z.string().describe("YYYY-MM-DD HH:mm:ss, property time"),
    actor: historyActorSchema,
    action: z.enum(BOOKING_ACTIONS),
    changes: z.array(
      z.object({
        field: z
          .string()
          .describe(
            "status, notes, guest_message, arrival_hour, rooms.<id>.status, rooms.<id>.nights.<day>, rooms.<id>.services, guests.<id>.name, payments.<id>, kept_overpayments.<id>...",
          ),
        before: z.unknown().describe("null when the item was added"),
        after: z.unknown().describe("null when the item was removed"),
      }),
    ),
    reason: z.string().nullable(),
  })
  .meta({ id: "BookingChange" });

export const bookingHistorySchema = z
  .object({
    entries: z.array(bookingChangeSchema),
    next_before: z.int().nullable().describe("Pass as `before` for older entries; null on the last page"),
  })
  .meta({ id: "BookingHistory" });
