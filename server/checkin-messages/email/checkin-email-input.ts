import type { Lang } from "@/i18n/languages";
import type { CheckinMessageKind } from "@/server/domain/enums";

/**
 * What an online check-in e-mail says (server/checkin-messages/email/render-checkin-email.ts):
 * everything already worked out by the sender, so the template only lays it out. Dates are
 * the stay's own (YYYY-MM-DD, the property's calendar); the template writes them in `lang`.
 */
export interface CheckinEmailInput {
  kind: CheckinMessageKind;
  lang: Lang;
  property: { name: string; address: string | null; phone: string | null; checkinTime: string };
  booking: { code: string; customerName: string; checkinDate: string; checkoutDate: string; rooms: number; guests: number };
  /** The short link (`/c/<short id>`), the button's target and the QR code's content. */
  checkinUrl: string;
  /** The one-click stop page of this booking's e-mails. */
  stopUrl: string;
  /** Until when the link works (an ISO instant), said in the property's timezone. */
  linkExpiresAt: string;
  timezone: string;
}

/** The e-mail ready for nodemailer: both parts, and the QR code as an inline image (`cid:`). */
export interface RenderedCheckinEmail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: "image/png"; cid: string }[];
}
