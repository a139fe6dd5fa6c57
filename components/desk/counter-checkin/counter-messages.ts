import type { MessageKey as GuestMessageKey, Messages } from "@/components/guest-form/message-types";
import type { Translator } from "@/i18n/translate";
import type { MessageKey } from "../message-tables";

/**
 * The guest page's words that address the guest ("Tôi cần hoá đơn VAT", "… cho quý khách"),
 * and the desk's words the counter shows instead: the same form, read by a receptionist.
 */
const STAFF_WORDS = {
  needInvoice: "counterNeedInvoice",
  arrivalTimeHint: "counterArrivalTimeHint",
  foreignStayHint: "counterForeignStayHint",
  stayUntilHint: "counterStayUntilHint",
  checkinOpensOn: "counterCheckinOpensOn",
  checkinNotOpenYet: "counterCheckinNotOpenYet",
  checkedInMessage: "counterCheckedInMessage",
  draftRestored: "counterDraftRestored",
  neededForRegistration: "counterNeededForRegistration",
  linkExpired: "counterLinkExpired",
  save: "counterSave",
} as const satisfies Partial<Record<GuestMessageKey, MessageKey>>;

/**
 * The guest page's words as the counter shows them: the form is the guest's own, but a
 * receptionist reads it, so what addresses the guest is said of the guest (STAFF_WORDS), and the
 * field the guest writes to the property (`guest_message`) is labelled as the guest's message,
 * not "your message for the property". The desk's words keep their {placeholders} (the
 * translator leaves a placeholder it is not given), which the form fills in.
 */
export function counterCheckinMessages(guestPage: Messages, t: Translator<MessageKey>): Messages {
  const staff = Object.fromEntries(Object.entries(STAFF_WORDS).map(([guestKey, deskKey]) => [guestKey, t(deskKey)]));
  return { ...guestPage, ...staff, message: t("guestMessage"), messageHint: t("counterGuestMessageHint") };
}
