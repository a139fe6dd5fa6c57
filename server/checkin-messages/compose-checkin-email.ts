import type Mail from "nodemailer/lib/mailer";
import type { Lang } from "@/i18n/languages";
import { mailFrom, mailLinkOrigin } from "@/server/platform/mail/mail-settings";
import type { CheckinMessageKind } from "@/server/domain/enums";
import { renderOutside } from "./render-outside";
import type { PreparedCheckinMessage } from "./prepare-checkin-message";
import { signStopToken } from "./stop-token";

/** The stop page a guest opens from the e-mail (it shows a button; only its POST stops). */
function stopPageUrl(origin: string, token: string, lang: Lang): string {
  return `${origin}/checkin/stop/${encodeURIComponent(token)}?lang=${lang}`;
}

/** The one-click address of RFC 8058 (List-Unsubscribe-Post): a POST there stops the e-mails. */
function stopPostUrl(origin: string, token: string): string {
  return `${origin}/api/checkin/stop/${encodeURIComponent(token)}`;
}

/**
 * The whole message of one row, ready for nodemailer: the template's parts (i25's
 * render-checkin-email.ts) in `lang`, From the property's name at MAIL_FROM, a Message-ID of
 * its own that its retries repeat (`<checkin-<row id>@<sender's domain>>`), and the
 * List-Unsubscribe headers a mail client shows as its own "unsubscribe" button.
 */
export async function composeCheckinEmail(
  message: { id: string; kind: CheckinMessageKind; recipient: string },
  prepared: PreparedCheckinMessage,
  { lang, known }: { lang: Lang; known: boolean },
): Promise<Mail.Options & { messageId: string }> {
  const origin = mailLinkOrigin();
  const stopToken = signStopToken({ propertyId: prepared.property.id, bookingId: prepared.booking.id });
  const rendered = await renderOutside({
    kind: message.kind,
    lang,
    property: {
      name: prepared.property.name,
      address: prepared.property.address,
      phone: prepared.property.phone,
      checkinTime: prepared.property.checkinTime,
    },
    booking: {
      code: prepared.booking.code,
      customerName: prepared.booking.customerName,
      checkinDate: prepared.booking.checkinDate,
      checkoutDate: prepared.booking.checkoutDate,
      rooms: prepared.booking.rooms,
      guests: prepared.booking.guests,
    },
    // In the booking's language when the booking names one: the page opens as the guest has just
    // read. Otherwise the e-mail's language is only a guess from the phone's country (a +84 SIM
    // in a Dublin guest's phone), so the link names none and the page follows the browser.
    checkinUrl: `${origin}/c/${prepared.link.shortId}${known ? `?lang=${lang}` : ""}`,
    stopUrl: stopPageUrl(origin, stopToken, lang),
    linkExpiresAt: prepared.link.expiresAt.toString(),
    timezone: prepared.property.timezone,
  });
  const from = mailFrom(prepared.property.name);
  const domain = from.address.split("@")[1] ?? "localhost";
  return {
    from,
    to: message.recipient,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments,
    messageId: `<checkin-${message.id}@${domain}>`,
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Auto-Submitted": "auto-generated" },
    list: { unsubscribe: stopPostUrl(origin, stopToken) },
  };
}
