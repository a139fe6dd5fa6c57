import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { GUEST_LANGUAGES, type Lang } from "@/i18n/languages";
import type { CheckinEmailInput } from "@/server/checkin-messages/email/checkin-email-input";
import { renderCheckinEmail } from "@/server/checkin-messages/email/render-checkin-email";
import { DEBIAN_CHROMIUM } from "../../e2e/debian-chromium";

// npm run mail:preview [-- --screenshots DIR]: the online check-in e-mail of a sample booking in
// each guest language and each wording (invitation, reminder), written to .data/mail-preview/ as
// <lang>-<kind>.html and .txt, to open in a browser. The QR code, an inline `cid:` attachment in
// the real message, is put in the HTML as a data: URL here only, so a browser shows it. With
// --screenshots, Chromium (CHROMIUM_PATH, default /usr/bin/chromium) photographs each HTML file
// at a phone's 360 px and a desktop's 1280 px, and at 360 px in dark mode, into DIR.

const OUT_DIR = path.resolve(".data/mail-preview");
const KINDS = ["invitation", "reminder"] as const;

// A guest of each market, as their name is written on the booking.
const CUSTOMER: Record<Lang, string> = {
  vi: "Nguyễn Thị Lan",
  en: "Emily Clarke",
  "zh-CN": "王伟",
  ko: "김민준",
  "zh-TW": "陳怡君",
  ja: "田中 結衣",
};

function sampleInput(lang: Lang, kind: CheckinEmailInput["kind"]): CheckinEmailInput {
  return {
    kind,
    lang,
    property: {
      name: "Sen Boutique Hotel Hà Nội",
      address: "12 Hàng Bạc, Phường Hoàn Kiếm, Hà Nội",
      phone: "+84 24 3826 1234",
      checkinTime: "14:00",
    },
    booking: {
      code: "BK-7Q4M2X",
      customerName: CUSTOMER[lang],
      checkinDate: "2026-03-12",
      checkoutDate: "2026-03-15",
      rooms: 2,
      guests: 3,
    },
    checkinUrl: "https://stay.example.vn/c/Xb7Kq2Lm",
    stopUrl: "https://stay.example.vn/checkin-messages/stop/8f3kQ1s9vT0bNw2xYz",
    linkExpiresAt: "2026-03-15T05:00:00Z",
    timezone: "Asia/Ho_Chi_Minh",
  };
}

async function writePreviews(): Promise<string[]> {
  await mkdir(OUT_DIR, { recursive: true });
  const files: string[] = [];
  for (const lang of GUEST_LANGUAGES) {
    for (const kind of KINDS) {
      const email = await renderCheckinEmail(sampleInput(lang, kind));
      let html = email.html;
      for (const image of email.attachments)
        html = html.replaceAll(`cid:${image.cid}`, `data:${image.contentType};base64,${image.content.toString("base64")}`);
      const base = path.join(OUT_DIR, `${lang}-${kind}`);
      await writeFile(`${base}.html`, html);
      await writeFile(`${base}.txt`, `Subject: ${email.subject}\n\n${email.text}`);
      files.push(`${base}.html`);
    }
  }
  return files;
}

async function screenshot(files: string[], dir: string): Promise<void> {
  // Loaded only here: previews need no browser.
  const { chromium } = await import("@playwright/test");
  await mkdir(dir, { recursive: true });
  const browser = await chromium.launch({
    ...DEBIAN_CHROMIUM,
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.executablePath,
  });
  try {
    // A phone and a desktop, and a phone in dark mode (the template's prefers-color-scheme rules).
    const views = [
      { width: 360, colorScheme: "light", suffix: "360" },
      { width: 1280, colorScheme: "light", suffix: "1280" },
      { width: 360, colorScheme: "dark", suffix: "360-dark" },
    ] as const;
    for (const { width, colorScheme, suffix } of views) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 1, colorScheme });
      for (const file of files) {
        await page.goto(`file://${file}`);
        const shot = path.join(dir, `${path.basename(file, ".html")}-${suffix}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        console.log(shot);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

const files = await writePreviews();
console.log(`${files.length} previews in ${OUT_DIR}`);
const flag = process.argv.indexOf("--screenshots");
if (flag !== -1) await screenshot(files, path.resolve(process.argv[flag + 1] ?? ".data/mail-preview/screenshots"));
