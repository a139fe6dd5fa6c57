import { ApiError } from "./api-client";
import type { MessageKey } from "./message-tables";

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * The API's coded errors in the receptionist's language; anything else shows the API's own
 * message. The API message stays available (`detail`) so nothing it says is hidden.
 */
export function errorText(error: unknown, t: Translate): { text: string; detail?: string } {
  if (!(error instanceof ApiError)) return { text: error instanceof Error ? error.message : String(error) };
  const status = (value: unknown) => t(`status_${String(value)}` as MessageKey) ?? String(value);
  switch (error.code) {
    case "UNAUTHENTICATED":
      return { text: t("sessionEnded"), detail: error.message };
    case "CSRF_TOKEN_INVALID":
      return { text: t("csrfRefused") };
    case "FORBIDDEN":
      return { text: t("forbidden"), detail: error.message };
    case "NOT_FOUND":
      return { text: t("notFound"), detail: error.message };
    case "BOOKING_ROOM_INVALID_STATUS":
      return {
        text: t("invalidStatus", { room: status(error.body.checkin_status), booking: status(error.body.booking_status) }),
        detail: error.message,
      };
    default:
      return { text: error.message };
  }
}
