import { translatorFor } from "@/i18n/translate";
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GUEST_LANGUAGES, type Lang } from "@/i18n/languages";
import type { CheckinEmailInput, RenderedCheckinEmail } from "./checkin-email-input";
import { CHECKIN_EMAIL_MESSAGES } from "./checkin-email-messages";
import type { CheckinEmailMessageKey } from "./messages/vi";
import { renderCheckinEmail } from "./render-checkin-email";

// The e-mail as a mail client receives it: every language and wording rendered, the property's
// name escaped, the button and the stop link pointing where they must, and the QR image an
// attachment the HTML names by cid whose PNG, decoded pixel by pixel, is the check-in link.

const CHECKIN_URL = "https://stay.example.vn/c/Xb7Kq2Lm";
const STOP_URL = "https://stay.example.vn/checkin-messages/stop/8f3kQ1s9vT0bNw2xYz?b=1&k=2";

function input(lang: Lang, kind: CheckinEmailInput["kind"], overrides: Partial<CheckinEmailInput> = {}): CheckinEmailInput {
  return {
    kind,
    lang,
    property: {
      name: `Sen <b onclick="x()">Hotel</b> & "Spa"`,
      address: "12 Hàng Bạc, Hà Nội",
      phone: "+84 24 3826 1234",
      checkinTime: "14:00",
    },
    booking: {
      code: "BK-7Q4M2X",
      customerName: "Nguyễn Thị Lan",
      checkinDate: "2026-03-12",
      checkoutDate: "2026-03-15",
      rooms: 2,
      guests: 3,
    },
    checkinUrl: CHECKIN_URL,
    stopUrl: STOP_URL,
    linkExpiresAt: "2026-03-15T05:00:00Z",
    timezone: "Asia/Ho_Chi_Minh",
    ...overrides,
  };
}

const decodeEntities = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const textOf = (html: string) => decodeEntities(html.replace(/<!--.*?-->/gs, "").replace(/<[^>]+>/g, "")).trim();
/** Every link of the HTML: its href (decoded, as a client follows it) and the text it shows. */
const anchors = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((match) => ({
    href: decodeEntities(match[1]!),
    text: textOf(match[2]!),
  }));

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}

describe.each(GUEST_LANGUAGES)("the check-in e-mail in %s", (lang) => {
  const table = CHECKIN_EMAIL_MESSAGES[lang];

  describe.each(["invitation", "reminder"] as const)("%s", (kind) => {
    let email: RenderedCheckinEmail;
    const rendered = async () => (email ??= await renderCheckinEmail(input(lang, kind)));

    it("is in the guest's language, with its subject and wording", async () => {
      const { html, subject, text } = await rendered();
      expect(html).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
      expect(html).toMatch(/<html[^>]*\bdir="ltr"/);
      const property = input(lang, kind).property.name;
      expect(subject).toBe(table[`subject_${kind}`].replace("{property}", property));
      // Through the translator: it picks a Korean particle pair after the name (을(를) -> 를).
      expect(text).toContain(translatorFor<CheckinEmailMessageKey>(table)(`intro_${kind}`, { property }));
      expect(textOf(html)).toContain(table[`preheader_${kind}`]);
      expect(textOf(html)).toContain(table.readyCitizens);
    });

    it("escapes the property's name: it shows as text and adds no markup", async () => {
      const { html } = await rendered();
      expect(html).not.toContain("<b onclick");
      expect(html).toContain("Sen &lt;b onclick=&quot;x()&quot;&gt;Hotel&lt;/b&gt; &amp; &quot;Spa&quot;");
    });

    it("links the button to the check-in link and the footer to the stop page", async () => {
      const links = anchors((await rendered()).html);
      expect(links).toContainEqual({ href: CHECKIN_URL, text: table.button });
      expect(links).toContainEqual({ href: STOP_URL, text: table.stop });
      // Nothing else is linked: no tracking, no remote page.
      expect(new Set(links.map((link) => link.href))).toEqual(new Set([CHECKIN_URL, STOP_URL]));
    });

    it("shows the QR code as an inline attachment whose image reads back as the check-in link", async () => {
      const { html, attachments } = await rendered();
      const image = /<img\b[^>]*?\bsrc="cid:([^"]+)"[^>]*>/.exec(html);
      expect(image).not.toBeNull();
      expect(image![0]).toContain(`alt="${table.qrAlt}"`);
      const attachment = attachments.find((candidate) => candidate.cid === image![1]);
      expect(attachment?.contentType).toBe("image/png");
      expect(await decodeQr(attachment!.content)).toBe(CHECKIN_URL);
      // Nothing is fetched from anywhere when the message is opened.
      expect(html).not.toMatch(/\bsrc="https?:/);
      expect(html).not.toMatch(/<link\b[^>]*\bhref="https?:/);
    });

    it("gives the plain-text part the link, its expiry and the stop link", async () => {
      const { text } = await rendered();
      expect(text).toContain(`\n${CHECKIN_URL}\n`);
      expect(text).toContain(STOP_URL);
      expect(text).toContain("BK-7Q4M2X");
      // Plain text: no markup but the property's own name, as it was given.
      expect(text.replaceAll(input(lang, kind).property.name, "")).not.toMatch(/<\/?[a-z][^>]*>/i);
    });
  });
});

describe("the check-in e-mail's details", () => {
  it("writes the stay's dates in the language, and counts with its plural rules", async () => {
    const one = {
      booking: { code: "BK-1", customerName: "Emily Clarke", checkinDate: "2026-03-12", checkoutDate: "2026-03-13", rooms: 1, guests: 1 },
    };
    const en = await renderCheckinEmail(input("en", "invitation", one));
    expect(en.text).toContain("Arrival: Thursday, 12 March 2026, from 14:00");
    expect(en.text).toContain("1 room, 1 guest");
    expect((await renderCheckinEmail(input("en", "invitation"))).text).toContain("2 rooms, 3 guests");
    expect((await renderCheckinEmail(input("vi", "invitation"))).text).toContain("Nhận phòng: Thứ Năm, 12/03/2026, từ 14:00");
    expect((await renderCheckinEmail(input("ja", "invitation"))).text).toContain("2026年3月12日木曜日 14:00から");
    expect((await renderCheckinEmail(input("ko", "invitation"))).text).toContain("객실 2개, 3명");
  });

  it("says the link's expiry in the property's timezone", async () => {
    // 05:00 UTC is noon in Hanoi and midnight in New York.
    expect((await renderCheckinEmail(input("en", "invitation"))).text).toContain("This link works until 15 Mar 2026 12:00.");
    expect((await renderCheckinEmail(input("en", "invitation", { timezone: "America/New_York" }))).text).toContain(
      "This link works until 15 Mar 2026 01:00.",
    );
  });

  it("says `resend` as the invitation says it", async () => {
    const [resend, invitation] = await Promise.all([
      renderCheckinEmail(input("ko", "resend")),
      renderCheckinEmail(input("ko", "invitation")),
    ]);
    expect(resend.subject).toBe(invitation.subject);
    expect(resend.text).toBe(invitation.text);
  });

  it("leaves out the contact section when the property has neither address nor phone", async () => {
    const bare = await renderCheckinEmail(
      input("en", "reminder", { property: { name: "Sen", address: null, phone: null, checkinTime: "14:00" } }),
    );
    expect(bare.text).not.toContain("Need help?");
    expect(textOf(bare.html)).not.toContain("Need help?");
    const full = await renderCheckinEmail(input("en", "reminder"));
    expect(full.text).toContain("Address: 12 Hàng Bạc, Hà Nội\nPhone: +84 24 3826 1234");
  });

  it("shows names on one line whatever is stored: a booker's name with line breaks adds no line to either part", async () => {
    // Stored before one-line fields were checked (issue 32, item 7), or imported.
    const injected =
      "Nguyễn Văn An\r\nBcc: victim@example.com\r\n\r\nYour card was declined: pay at https://evil.example\u2028<script>x()</script>";
    const property = { name: "Sen\r\nHotel", address: "12 Hàng Bạc\nCall us", phone: "+84 24\r\n3826 1234", checkinTime: "14:00" };
    const email = await renderCheckinEmail(
      input("en", "invitation", { booking: { ...input("en", "invitation").booking, customerName: injected }, property }),
    );
    const lines = email.text.split("\n");
    expect(lines.filter((line) => /^(Bcc:|Your card|Call us|3826)/.test(line.trim()))).toEqual([]);
    expect(lines).toContain(
      "Dear Nguyễn Văn An Bcc: victim@example.com Your card was declined: pay at https://evil.example <script>x()</script>,",
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).not.toMatch(/Nguyễn Văn An[\r\n\u2028]/);
    expect(email.html).not.toContain("<script>");
    expect(textOf(email.html)).toContain("Nguyễn Văn An Bcc: victim@example.com");
  });
});
