import { ZodError } from "zod";
import { isDatabaseUnavailable } from "@/server/platform/db/unavailable";
import { logger } from "@/server/platform/observability/logger";
import { DomainError, ValidationError } from "@/server/domain/errors";
import { fieldErrorsFromZod } from "@/server/domain/zod-errors";
import { ERROR_STATUS } from "./error-status";
import { jsonResponse } from "./json";

/** The one place where errors become the envelopes of decisions.md. */
export function errorResponse(error: unknown, requestId: string): Response {
  const headers = { "x-request-id": requestId };
  if (error instanceof ZodError) {
    return errorResponse(new ValidationError(fieldErrorsFromZod(error)), requestId);
  }
  if (error instanceof ValidationError) {
    return jsonResponse({ success: false, message: error.message, errors: error.errors }, { status: ERROR_STATUS[error.code], headers });
  }
  if (error instanceof DomainError) {
    const extraHeaders: Record<string, string> =
      error.code === "UNAUTHENTICATED" ? { ...headers, "www-authenticate": 'Bearer realm="api"' } : { ...headers };
    // RATE_LIMITED carries the wait in seconds (decisions.md: "with Retry-After").
    if (typeof error.details.retry_after === "number") extraHeaders["retry-after"] = String(error.details.retry_after);
    return jsonResponse(
      { success: false, code: error.code, message: error.message, ...error.details },
      { status: ERROR_STATUS[error.code], headers: extraHeaders },
    );
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ request_id: requestId, err: error }, "database unavailable");
    return jsonResponse(
      { success: false, code: "SERVICE_UNAVAILABLE", message: "The service is briefly unavailable; nothing was changed. Retry shortly." },
      { status: ERROR_STATUS.SERVICE_UNAVAILABLE, headers: { ...headers, "retry-after": "2" } },
    );
  }
  // Unexpected: the transaction (if any) has rolled back. Log it for us (the logger's `err`
  // serializer keeps guests' data out of it), never show it to the caller.
  logger.error({ request_id: requestId, err: error }, "unexpected error");
  return jsonResponse(
    { success: false, code: "BOOKING_001", message: "An unexpected error occurred; nothing was changed." },
    { status: 500, headers },
  );
}
