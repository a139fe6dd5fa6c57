import { formatDate } from "@/i18n/format";
import { formatDateTime } from "@/i18n/date-time";
import { translatorFor } from "@/i18n/translate";
import type { VocabularyKey } from "@/i18n/vocabulary/vi";
import { withVocabulary } from "@/i18n/with-vocabulary";
import { oneLine } from "@/server/domain/free-text";
import type { CheckinEmailInput } from "./checkin-email-input";
import { CHECKIN_EMAIL_MESSAGES } from "./checkin-email-messages";
import type { CheckinEmailMessageKey } from "./messages/vi";

/**
 * Every sentence of one e-mail, translated and filled in once, so the HTML and the plain-text
 * parts say exactly the same thing. Values are plain text here: React escapes them in the HTML.
 */
export interface CheckinEmailWords {
  lang: CheckinEmailInput["lang"];
  subject: string;
  preheader: string;
  greeting: string;
  intro: string;
  button: string;
  stayTitle: string;
  /** Label and value rows of the stay ("Booking code", "BK-2031"). */
  stay: { label: string; value: string }[];
  readyTitle: string;
  ready: string[];
  qrHint: string;
  qrAlt: string;
  copyLink: string;
  expires: string;
  contactTitle: string;
  contactHint: string;
  /** The property's address and phone, only those it has. */
  contact: { label: string; value: string }[];
  closing: string;
  propertyName: string;
  footerWhy: string;
  footerStop: string;
  stop: string;
}

/** A stay date written in full in the guest's language ("Tuesday 24 November 2026", "2026年11月24日火曜日"). */
function longDate(lang: CheckinEmailInput["lang"], isoDate: string, locale: string): string {
  // Vietnamese keeps the guest page's dd/MM/yyyy ("Thứ Ba, 24/11/2026").
  if (lang === "vi") return formatDate(lang, isoDate, "long");
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export function checkinEmailWords(input: CheckinEmailInput): CheckinEmailWords {
  const table = withVocabulary(input.lang, CHECKIN_EMAIL_MESSAGES[input.lang]);
  const t = translatorFor<CheckinEmailMessageKey | VocabularyKey>(table);
  // Names, the address and the phone on one line whatever is stored (defence in depth: input
  // refuses line breaks in one-line fields, data stored before or imported may hold them), so
  // no stored value adds a line of its own to the text part or a paragraph's worth to the HTML.
  const property = oneLine(input.property.name);
  // `resend` is the invitation sent again by the desk: the same words.
  const reminder = input.kind === "reminder";
  const booking = { ...input.booking, customerName: oneLine(input.booking.customerName) };
  const address = input.property.address && oneLine(input.property.address);
  const phone = input.property.phone && oneLine(input.property.phone);
  const contact = [...(address ? [{ label: t("address"), value: address }] : []), ...(phone ? [{ label: t("phone"), value: phone }] : [])];
  return {
    lang: input.lang,
    subject: t(reminder ? "subject_reminder" : "subject_invitation", { property }),
    preheader: t(reminder ? "preheader_reminder" : "preheader_invitation"),
    greeting: t("greeting", { name: booking.customerName }),
    intro: t(reminder ? "intro_reminder" : "intro_invitation", { property }),
    button: t("button"),
    stayTitle: t("stayTitle"),
    stay: [
      { label: t("bookingCode"), value: booking.code },
      {
        label: t("arrival"),
        value: t("arrivalValue", { date: longDate(input.lang, booking.checkinDate, table.locale), hour: input.property.checkinTime }),
      },
      { label: t("departure"), value: longDate(input.lang, booking.checkoutDate, table.locale) },
      {
        label: t("roomsAndGuests"),
        value: t("roomsAndGuestsValue", { rooms: t("rooms", { count: booking.rooms }), guests: t("guests", { count: booking.guests }) }),
      },
    ],
    readyTitle: t("readyTitle"),
    ready: [t("readyCitizens"), t("readyForeigners"), t("readyEveryone")],
    qrHint: t("qrHint"),
    qrAlt: t("qrAlt"),
    copyLink: t("copyLink"),
    expires: t("expires", { date: formatDateTime(input.lang, input.linkExpiresAt, input.timezone) }),
    contactTitle: t("contactTitle"),
    contactHint: t("contactHint", { property }),
    contact,
    closing: t("closing"),
    propertyName: property,
    footerWhy: t("footerWhy", { property }),
    footerStop: t("footerStop"),
    stop: t("stop"),
  };
}
