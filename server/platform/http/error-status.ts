import type { ErrorCode } from "@/server/domain/errors";

/**
 * The HTTP status of each error code (decisions.md), in one table: the domain names what went
 * wrong, this says how HTTP tells it. A code without a status does not compile.
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  BOOKING_001: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  IDEMPOTENCY_KEY_IN_FLIGHT: 409,
  IDEMPOTENCY_KEY_ANSWER_LOST: 409,
  CHECKIN_LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  BOOKING_ROOM_INVALID_STATUS: 422,
  BOOKING_CHECKOUT_UNBALANCED: 422,
  INVOICE_NO_PRIMARY_GUEST: 422,
  REGISTRATION_INCOMPLETE: 422,
  CHECKIN_NOT_YET_OPEN: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  WEBHOOK_LIMIT_REACHED: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};
