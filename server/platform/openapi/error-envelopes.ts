import { z } from "zod";
import { BOOKING_STATUSES, ROOM_STATUSES } from "@/server/domain/enums";
import type { ErrorCode } from "@/server/domain/errors";
import { REGISTRATION_FIELDS } from "@/server/domain/guest-registration";
import { RESERVATION_FIELDS } from "@/server/domain/reservation-fields";

// The error envelopes of decisions.md as schemas: the validation envelope, and one coded
// envelope per code with the extra fields the mapper (platform/http/error-response.ts) puts at
// its top level. Keyed by ErrorCode, so a new code does not compile until it is described here.

const validationErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .describe("Dot path of each failing field (`rooms.0.guests.records.1.email`, `room_id`, `Idempotency-Key`) -> its messages"),
  })
  .meta({ id: "ValidationError" });

type CodedError = { name: string; meaning: string; extra?: z.ZodRawShape };

const CODED_ERRORS: Record<Exclude<ErrorCode, "VALIDATION_FAILED">, CodedError> = {
  BOOKING_001: {
    name: "UnreadableRequestError",
    meaning:
      "the body or the path could not be read at all (malformed JSON or multipart, wrong Content-Type, not UTF-8, a malformed percent-escape)",
  },
  UNAUTHENTICATED: {
    name: "UnauthenticatedError",
    meaning: "missing, unknown or revoked credential, or a check-in link that is invalid, revoked or expired",
  },
  FORBIDDEN: {
    name: "ForbiddenError",
    meaning: "the credential lacks the scope or may not act on this property, or a check-in link may not do this",
  },
  CSRF_TOKEN_INVALID: { name: "CsrfTokenInvalidError", meaning: "the desk's session cookie without its CSRF token (the desk pages only)" },
  NOT_FOUND: { name: "NotFoundError", meaning: "not found in this property" },
  IDEMPOTENCY_KEY_IN_FLIGHT: { name: "IdempotencyKeyInFlightError", meaning: "a request with this Idempotency-Key is still running" },
  IDEMPOTENCY_KEY_ANSWER_LOST: {
    name: "IdempotencyKeyAnswerLostError",
    meaning: "the request with this Idempotency-Key ran, but its answer can no longer be replayed: read the resource",
  },
  CHECKIN_LINK_EXPIRED: { name: "CheckinLinkExpiredError", meaning: "a check-in link of a booking that is cancelled or finished" },
  PAYLOAD_TOO_LARGE: { name: "PayloadTooLargeError", meaning: "the body is over its cap" },
  BOOKING_ROOM_INVALID_STATUS: {
    name: "BookingRoomInvalidStatusError",
    meaning: "the room's or the booking's status does not allow this",
    extra: { checkin_status: z.enum(ROOM_STATUSES), booking_status: z.enum(BOOKING_STATUSES) },
  },
  BOOKING_CHECKOUT_UNBALANCED: {
    name: "BookingCheckoutUnbalancedError",
    meaning: "the property requires full payment and the balance is not zero",
    extra: { balance: z.number().describe("Still due when above 0, overpaid when below; of the group for a merged child") },
  },
  INVOICE_NO_PRIMARY_GUEST: {
    name: "InvoiceNoPrimaryGuestError",
    meaning: "invoice details need a primary guest, and the booking has none",
  },
  REGISTRATION_INCOMPLETE: {
    name: "RegistrationIncompleteError",
    meaning: "a room to check in lacks part of its guests' registration (extension, docs/choices.md)",
    extra: {
      missing: z.array(
        z.object({
          booking_room_id: z.uuid(),
          guest_id: z
            .string()
            .nullable()
            .describe("The guest on file; null for a guest this request adds, and for the room (field `guests`)"),
          field: z.enum(REGISTRATION_FIELDS),
          path: z
            .string()
            .nullable()
            .describe(
              "For a guest this request sent: the dot path of the field in the request (`rooms.0.guests.records.1.birthday`; a photo: `...identity_image`)",
            ),
        }),
      ),
    },
  },
  CHECKIN_NOT_YET_OPEN: {
    name: "CheckinNotYetOpenError",
    meaning: "a guest link checks a room in before the property's check-in time on the arrival day (extension)",
    extra: { opens_at: z.string().describe("YYYY-MM-DD HH:mm:ss, property local time") },
  },
  ROOM_UNIT_UNAVAILABLE: {
    name: "RoomUnitUnavailableError",
    meaning: "the physical room is taken on some of the stay's nights, under maintenance, or out of order (extension)",
    extra: {
      conflicts: z.array(
        z.object({
          kind: z.enum(["booking", "maintenance", "out_of_order"]),
          booking_id: z.string().nullable().describe("The other booking's code (kind booking)"),
          from: z.string().nullable().describe("First night concerned, YYYY-MM-DD"),
          to: z.string().nullable().describe("Last night concerned, YYYY-MM-DD"),
        }),
      ),
    },
  },
  NO_AVAILABILITY: {
    name: "NoAvailabilityError",
    meaning: "a room asked for has no room of its type free on some of its nights, counted as Search Room Type counts (extension)",
    extra: {
      errors: z
        .record(z.string(), z.array(z.string()))
        .describe("The room's path (`rooms.0`, or `checkout_date` for a stay change) -> its messages"),
      unavailable: z.array(
        z.object({
          path: z.string(),
          room_index: z.int().nullable().describe("The room's index in Create Booking's `rooms`; null for the room of the URL"),
          room_type_id: z.uuid(),
          nights: z.array(z.string()).describe("The nights short, YYYY-MM-DD"),
        }),
      ),
    },
  },
  IDENTITY_RETYPE_REQUIRED: {
    name: "IdentityRetypeRequiredError",
    meaning: "a check-in link updates a guest someone else registered without retyping the guest's whole ID number (extension)",
    extra: {
      errors: z
        .record(z.string(), z.array(z.string()))
        .describe("The `identity` of each such record (`rooms.0.guests.records.1.identity`) -> its messages"),
    },
  },
  IDEMPOTENCY_KEY_REUSED: { name: "IdempotencyKeyReusedError", meaning: "this Idempotency-Key was used with another request" },
  SOURCE_RESERVATION_MISMATCH: {
    name: "SourceReservationMismatchError",
    meaning: "Create Booking again with a source's reservation code whose first request differed (extension)",
    extra: {
      booking_id: z.string().describe("The code of the booking the first request made"),
      differs: z.array(z.enum(RESERVATION_FIELDS)).describe("The fields of this request that differ from the first one's"),
    },
  },
  WEBHOOK_LIMIT_REACHED: {
    name: "WebhookLimitReachedError",
    meaning: "the key has the most webhooks it may have on this property",
    extra: { limit: z.int().describe("Webhooks one key may have on one property") },
  },
  STAGED_IMAGE_LIMIT_REACHED: {
    name: "StagedImageLimitReachedError",
    meaning: "the booking has the most staged ID photos it may have waiting; use or let some expire first (extension)",
    extra: { limit: z.int().describe("Staged ID photos one booking may have waiting at once") },
  },
  RATE_LIMITED: {
    name: "RateLimitedError",
    meaning: "too many requests from this credential (weighed by their cost), or every photo decode slot of the instance is busy",
    extra: { retry_after: z.int().min(0).describe("Seconds to wait, as in Retry-After") },
  },
  SERVICE_UNAVAILABLE: {
    name: "ServiceUnavailableError",
    meaning: "the database is briefly unreachable; nothing was changed, retry after Retry-After",
  },
};

function codedEnvelope(code: string, { name, meaning, extra }: CodedError) {
  return z
    .object({ success: z.literal(false), code: z.literal(code), message: z.string(), ...extra })
    .meta({ id: name, description: `${code}: ${meaning}.` });
}

/** Built once: each component must be one schema object, however many answers use it. */
const CODED_SCHEMAS = new Map(Object.entries(CODED_ERRORS).map(([code, error]) => [code, codedEnvelope(code, error)]));

/** A 500: the whole change was rolled back, and the answer never shows the cause. */
export const unexpectedErrorSchema = codedEnvelope("BOOKING_001", {
  name: "UnexpectedError",
  meaning: "an unexpected failure; the whole change was rolled back",
});

/** The envelope of one code (the validation envelope for VALIDATION_FAILED). */
export function errorSchemaOf(code: ErrorCode): z.ZodType {
  return code === "VALIDATION_FAILED" ? validationErrorSchema : CODED_SCHEMAS.get(code)!;
}

/** How a code reads in a response's description: the operation's own words for it, or the generic ones. */
export function meaningOf(code: ErrorCode, own?: string): string {
  const label = code === "VALIDATION_FAILED" ? "Validation failed" : code;
  if (own) return `${label}: ${own}`;
  return code === "VALIDATION_FAILED" ? `${label}: \`errors\` names each field` : `${code}: ${CODED_ERRORS[code].meaning}`;
}
