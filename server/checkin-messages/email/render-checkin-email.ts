import { render } from "@react-email/render";
import { createElement } from "react";
import type { CheckinEmailInput, RenderedCheckinEmail } from "./checkin-email-input";
import { CheckinEmail } from "./checkin-email-template";
import { checkinEmailText } from "./checkin-email-text";
import { checkinEmailWords } from "./checkin-email-words";
import { CHECKIN_QR_CID, checkinQrPng } from "./checkin-qr-code";

/**
 * The online check-in e-mail of one booking, in the guest's language, ready for nodemailer: the
 * subject, the HTML part (React Email, every value escaped by React), the plain-text part written
 * from the same words, and the QR code of the link as an inline PNG the HTML names by `cid:`.
 * `invitation` and `resend` say the same; `reminder` is the arrival day's shorter nudge.
 *
 * Rendered with react-dom/server, which a process under the react-server condition (the app's
 * server bundle, `npm run worker`) cannot load: the sender calls this in a plain Node child
 * process of its own (../render-outside.ts); tests, scripts and that child call it directly.
 */
export async function renderCheckinEmail(input: CheckinEmailInput): Promise<RenderedCheckinEmail> {
  const words = checkinEmailWords(input);
  const [html, png] = await Promise.all([
    render(createElement(CheckinEmail, { words, checkinUrl: input.checkinUrl, stopUrl: input.stopUrl, qrSrc: `cid:${CHECKIN_QR_CID}` })),
    checkinQrPng(input.checkinUrl),
  ]);
  return {
    subject: words.subject,
    html,
    text: checkinEmailText(words, { checkinUrl: input.checkinUrl, stopUrl: input.stopUrl }),
    attachments: [{ filename: "checkin-qr.png", content: png, contentType: "image/png", cid: CHECKIN_QR_CID }],
  };
}
