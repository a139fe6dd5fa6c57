import type { Messages } from "@/components/checkin/message-types";
import type { Translator } from "@/components/i18n/translate";
import type { MessageKey } from "../message-tables";

/**
 * The guest page's words as the counter shows them: the form is the guest's own, but a
 * receptionist reads it, so the field the guest writes to the property (`guest_message`) is
 * labelled as the guest's message, not "your message for the property".
 */
export function counterCheckinMessages(guestPage: Messages, t: Translator<MessageKey>): Messages {
  return { ...guestPage, message: t("guestMessage"), messageHint: t("counterGuestMessageHint") };
}
