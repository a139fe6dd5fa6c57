// The errors `server/` throws. Each knows its HTTP status and contract code; one mapper
// (error-response.ts) turns them into the envelopes of decisions.md. No handler builds an
// error body by hand.

export type FieldErrors = Record<string, string[]>;

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 422 with the validation envelope: `errors` maps dot paths (`rooms.0.id`) to messages. */
export class ValidationError extends ServiceError {
  constructor(
    readonly errors: FieldErrors,
    message = "The given data was invalid.",
  ) {
    super(422, "VALIDATION_FAILED", message);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class UnauthenticatedError extends ServiceError {
  constructor(message = "A valid API key or token is required.") {
    super(401, "UNAUTHENTICATED", message);
  }
}

export class ForbiddenError extends ServiceError {
  constructor(message = "This credential may not do that.") {
    super(403, "FORBIDDEN", message);
  }
}

export class NotFoundError extends ServiceError {
  constructor(message = "Not found.") {
    super(404, "NOT_FOUND", message);
  }
}

/** 410 CHECKIN_LINK_EXPIRED: a genuine, unrevoked check-in link of a booking that is cancelled or finished. */
export class CheckinLinkExpiredError extends ServiceError {
  constructor() {
    super(410, "CHECKIN_LINK_EXPIRED", "This booking is cancelled or its stay is over: the check-in link no longer works.");
  }
}

/** 400 BOOKING_001: the request body could not be read at all. */
export class UnreadableBodyError extends ServiceError {
  constructor(message = "The request body could not be read.") {
    super(400, "BOOKING_001", message);
  }
}

/** 413 PAYLOAD_TOO_LARGE: the body (or one part of it) is over its cap; it was not read further. */
export class PayloadTooLargeError extends ServiceError {
  constructor(maxBytes: number) {
    super(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${readableSize(maxBytes)}.`);
  }
}

function readableSize(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round((bytes / 1024) * 10) / 10} KB`;
}

/** 400 BOOKING_001: the URL path could not be read (a percent-escape that is malformed or not UTF-8). */
export class UnreadablePathError extends ServiceError {
  constructor(message = "The request path could not be read: a percent-escape in it is malformed or not UTF-8.") {
    super(400, "BOOKING_001", message);
  }
}

export class InvalidRoomStatusError extends ServiceError {
  constructor(message: string, checkinStatus: string, bookingStatus: string) {
    super(422, "BOOKING_ROOM_INVALID_STATUS", message, { checkin_status: checkinStatus, booking_status: bookingStatus });
  }
}

/** 422 BOOKING_CHECKOUT_UNBALANCED: `balance` > 0 is still due, < 0 is overpaid. */
export class UnbalancedCheckoutError extends ServiceError {
  constructor(balance: unknown) {
    super(422, "BOOKING_CHECKOUT_UNBALANCED", "The booking must be fully paid before check-out.", { balance });
  }
}

export class InvoiceWithoutPrimaryGuestError extends ServiceError {
  constructor() {
    super(422, "INVOICE_NO_PRIMARY_GUEST", "Invoice details need a primary guest, and this booking has none.");
  }
}
