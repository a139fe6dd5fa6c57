import type { CheckinEmailWords } from "./checkin-email-words";

/**
 * The plain-text part, written from the same words as the HTML rather than converted from it, so
 * a text-only reader gets short lines, the link on a line of its own and no image placeholders.
 */
export function checkinEmailText(words: CheckinEmailWords, urls: { checkinUrl: string; stopUrl: string }): string {
  const rows = (items: { label: string; value: string }[]) => items.map(({ label, value }) => `${label}: ${value}`);
  const lines = [
    words.greeting,
    "",
    words.intro,
    "",
    `${words.button}:`,
    urls.checkinUrl,
    words.expires,
    "",
    words.stayTitle,
    ...rows(words.stay),
    "",
    words.readyTitle,
    ...words.ready.map((item) => `- ${item}`),
    ...(words.contact.length > 0 ? ["", words.contactTitle, words.contactHint, ...rows(words.contact)] : []),
    "",
    words.closing,
    words.propertyName,
    "",
    "--",
    words.footerWhy,
    words.footerStop,
    `${words.stop}: ${urls.stopUrl}`,
  ];
  return `${lines.join("\n")}\n`;
}
