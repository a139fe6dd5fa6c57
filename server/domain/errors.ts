// The errors server/ throws: a code of the contract (decisions.md) and the details its envelope
// carries, nothing about HTTP. The one mapper (server/platform/http/error-response.ts) owns the
// status of every code and writes the envelopes; no handler builds an error body by hand.

import type Decimal from "decimal.js";
import { amountText } from "./amount-text";

export type FieldErrors = Record<string, string[]>;

/** Every code an error envelope can carry; the mapper's status table must name each one. */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "BOOKING_001",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "CSRF_TOKEN_INVALID",
  "NOT_FOUND",
  "IDEMPOTENCY_KEY_IN_FLIGHT",
  "IDEMPOTENCY_KEY_ANSWER_LOST",
  "CHECKIN_LINK_EXPIRED",
  "PAYLOAD_TOO_LARGE",
  "BOOKING_ROOM_INVALID_STATUS",
  "BOOKING_CHECKOUT_UNBALANCED",
  "INVOICE_NO_PRIMARY_GUEST",
  "REGISTRATION_INCOMPLETE",
  "CHECKIN_NOT_YET_OPEN",
  "ROOM_UNIT_UNAVAILABLE",
  "NO_AVAILABILITY",
  "IDENTITY_RETYPE_REQUIRED",
  "IDEMPOTENCY_KEY_REUSED",
  "SOURCE_RESERVATION_MISMATCH",
  "WEBHOOK_LIMIT_REACHED",
  "STAGED_IMAGE_LIMIT_REACHED",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields of the envelope, at its top level (`balance`, `checkin_status`, `retry_after`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The validation envelope: `errors` maps dot paths (`rooms.0.id`) to messages. */
export class ValidationError extends DomainError {
  constructor(
    readonly errors: FieldErrors,
    message = "The given data was invalid.",
  ) {
    super("VALIDATION_FAILED", message);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

/** BOOKING_001 as a refusal: the request (its body, a part of it, or its path) could not be read at all. */
export class UnreadableRequestError extends DomainError {
  constructor(message = "The request body could not be read.") {
    super("BOOKING_001", message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = "A valid API key or token is required.") {
    super("UNAUTHENTICATED", message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "This credential may not do that.") {
    super("FORBIDDEN", message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found.") {
    super("NOT_FOUND", message);
  }
}

/** A genuine, unrevoked check-in link of a booking that is cancelled or finished. */
export class CheckinLinkExpiredError extends DomainError {
  constructor() {
    super("CHECKIN_LINK_EXPIRED", "This booking is cancelled or its stay is over: the check-in link no longer works.");
  }
}

/** The body (or one part of it) is over its cap; it was not read further. */
export class PayloadTooLargeError extends DomainError {
  constructor(maxBytes: number) {
    super("PAYLOAD_TOO_LARGE", `The request body is larger than ${readableSize(maxBytes)}.`);
  }
}

function readableSize(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round((bytes / 1024) * 10) / 10} KB`;
}

/** Too many requests from one credential or client; `retry_after` is the wait in seconds. */
export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number, message = `Too many requests; retry in ${retryAfterSeconds} s.`) {
    super("RATE_LIMITED", message, { retry_after: retryAfterSeconds });
  }
}

export class InvalidRoomStatusError extends DomainError {
  constructor(message: string, checkinStatus: string, bookingStatus: string) {
    super("BOOKING_ROOM_INVALID_STATUS", message, { checkin_status: checkinStatus, booking_status: bookingStatus });
  }
}

/**
 * `balance` > 0 is still due, < 0 is overpaid. The message says which, with the amount: an
 * overpaid booking is never told to be "fully paid" but to refund the surplus or keep it as the
 * guest's credit (`kept`: what managers already kept of it).
 */
export class UnbalancedCheckoutError extends DomainError {
  constructor(balance: Decimal, currency: string, kept: Decimal) {
    super("BOOKING_CHECKOUT_UNBALANCED", unbalancedMessage(balance, currency, kept), { balance });
  }
}

function unbalancedMessage(balance: Decimal, currency: string, kept: Decimal): string {
  if (balance.gt(0)) return `The booking must be fully paid before check-out: ${amountText(balance, currency)} is still due.`;
  const overpaid = amountText(balance.negated(), currency);
  if (kept.lte(0)) return `The booking is overpaid by ${overpaid}: refund it or keep it as the guest's credit before check-out.`;
  const left = amountText(balance.negated().minus(kept), currency);
  return `The booking is overpaid by ${overpaid}, ${amountText(kept, currency)} of it kept as the guest's credit: refund or keep the other ${left} before check-out.`;
}

/** A room checked in while the registration of its guests is incomplete (domain/guest-registration.ts). */
export class RegistrationIncompleteError extends DomainError {
  constructor(missing: readonly { booking_room_id: string; guest_id: string | null; field: string; path: string | null }[]) {
    super("REGISTRATION_INCOMPLETE", "Every guest must be registered before the room is checked in; `missing` says what is lacking.", {
      missing,
    });
  }
}

/** A physical room that cannot take the stay: another stay, maintenance, or out of order (`conflicts` says which). */
export class RoomUnitUnavailableError extends DomainError {
  constructor(roomUnit: string, conflicts: readonly UnitConflict[]) {
    super("ROOM_UNIT_UNAVAILABLE", `Room ${roomUnit} is not free for this stay; \`conflicts\` says why.`, { conflicts });
  }
}

/** Why a physical room cannot take a stay: a stay of another booking on those nights, a maintenance window, or out of order. */
export interface UnitConflict {
  kind: "booking" | "maintenance" | "out_of_order";
  booking_id: string | null;
  from: string | null;
  to: string | null;
}

/** The nights one room of a write cannot have: every room of its type is taken or out of sale. */
export interface UnavailableNights {
  /** Where it points in `errors`: `rooms.0` for Create Booking, `checkout_date` for a stay change. */
  path: string;
  /** The room's index in Create Booking's `rooms`; null for the room of the URL. */
  room_index: number | null;
  room_type_id: string;
  nights: string[];
}

/** Rooms asked for on nights where their room type has none free (Create Booking, Change Room Dates). */
export class NoAvailabilityError extends DomainError {
  constructor(unavailable: readonly UnavailableNights[]) {
    const errors = Object.fromEntries(
      unavailable.map((room) => [room.path, [`No room of this type is free on ${room.nights.join(", ")}.`]]),
    );
    super("NO_AVAILABILITY", "Some rooms are not available on the nights asked; `unavailable` names the rooms and nights.", {
      errors,
      unavailable,
    });
  }
}

/** A guest link checking a room in before the property's check-in time; `opens_at` is property local time. */
export class CheckinNotYetOpenError extends DomainError {
  constructor(opensAt: string) {
    super("CHECKIN_NOT_YET_OPEN", `Online check-in opens at ${opensAt} (property time).`, { opens_at: opensAt });
  }
}

export class InvoiceWithoutPrimaryGuestError extends DomainError {
  constructor() {
    super("INVOICE_NO_PRIMARY_GUEST", "Invoice details need a primary guest, and this booking has none.");
  }
}

/**
 * A guest's check-in link updates a guest someone else registered, which it sees masked, without
 * retyping the guest's whole ID number (docs/choices.md, "What a check-in link shows"). `errors` names
 * the `identity` of each such record, as the validation envelope does.
 */
export class IdentityRetypeRequiredError extends DomainError {
  constructor(readonly errors: FieldErrors) {
    super("IDENTITY_RETYPE_REQUIRED", "Retype the whole ID number of each guest registered by someone else to change them.", { errors });
  }
}

/**
 * Create Booking again with a source's reservation code whose first request differed (dates,
 * rooms, customer...): `differs` names the fields, `booking_id` the booking the first made. Only
 * a caller that may read that booking is told (docs/choices.md, "Create Booking").
 */
export class SourceReservationMismatchError extends DomainError {
  constructor(bookingCode: string, differs: readonly string[]) {
    super(
      "SOURCE_RESERVATION_MISMATCH",
      `This source's reservation code already made booking ${bookingCode} from another request (it differs in ${differs.join(", ")}); change that booking instead.`,
      { booking_id: bookingCode, differs },
    );
  }
}
