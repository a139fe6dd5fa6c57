import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { messagesOf } from "@/components/checkin/i18n";
import { LANGUAGE_NAMES } from "@/i18n/languages";
import { checkinEmailMessages as koreanEmail } from "@/server/checkin-messages/email/messages/ko";
import { DEMO_KEY, expectNoHorizontalScroll, screenshot } from "./checkin-helpers";

// Issue 33, item 3: Liam O'Brien, with a +84 phone, got a Vietnamese e-mail whose link
// (`?lang=vi`) opened in Vietnamese in an English browser. The booking now carries the guest's
// language (Create Booking's customer.language) and the e-mails speak it; where it is unknown,
// the e-mail's link names no language and the page follows the browser before the phone's
// country; a language the guest picks stays picked. Each project books its own room of the e2e
// homestay (e2e/fixtures/guest-languages.json) through the API, with an address of its own,
// and reads the e-mail the check-in server sent to Playwright's SMTP mailbox.

const MAILBOX = ".data/e2e-mailbox"; // playwright.config.ts
const TENANT = "hoian-riverside";
const ROOM_TYPE = "6f1d2c3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const RATE_PLAN = "RPHARV0001";
const LIAM_PHONE = "+84 912 345 678";

// An English browser: its locale and its Accept-Language.
test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en" } });

const day = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(Date.now() + offset * 86_400_000));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function mailTo(address: string): Promise<ParsedMail | undefined> {
  if (!fs.existsSync(MAILBOX)) return undefined;
  for (const name of fs.readdirSync(MAILBOX).filter((file) => file.endsWith(".eml"))) {
    const mail = await simpleParser(fs.readFileSync(path.join(MAILBOX, name)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (to.some((list) => list.value.some((entry) => entry.address === address))) return mail;
  }
  return undefined;
}

/** A booking for tomorrow made through the API (its invitation is due at once), and the e-mail it gets. */
async function bookAndReadEmail(page: Page, project: string, customer: { language?: string }): Promise<ParsedMail> {
  const address = `liam.${project}.${Date.now()}@guest.example`;
  const created = await page.request.post(`/api/v1/properties/${TENANT}/bookings`, {
    headers: { authorization: `Bearer ${DEMO_KEY}` },
    data: {
      checkin_date: day(1),
      checkout_date: day(2),
      customer: { name: "Liam O'Brien", email: address, phone: LIAM_PHONE, ...customer },
      booking_source: "Walk-in",
      payment_collect: "property",
      rooms: [{ room_type_id: ROOM_TYPE, rate_plan_id: RATE_PLAN, occupancy: { adults: 1 } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect((await created.json()).data.customer.language).toBe(customer.language ?? null);
  await expect.poll(() => mailTo(address).then(Boolean), { timeout: 60_000, intervals: [500] }).toBe(true);
  return (await mailTo(address))!;
}

test("without customer.language: the e-mail's link names no language, the page follows the English browser, not the +84 phone, and a picked language stays", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const mail = await bookAndReadEmail(page, info.project.name, {});
  const link = new RegExp(`${escape(baseURL!)}/c/[0-9a-z]{12}(\\?lang=[\\w-]+)?`).exec(mail.text!)?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(link).not.toContain("?lang=");

  await page.goto(link!);
  const en = messagesOf("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(en.pageTitle, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "guest-language-01-english-browser-84-phone", false);

  // The guest picks Japanese: the page speaks it, and the e-mail's link opened again keeps it.
  await page.locator("summary").filter({ hasText: LANGUAGE_NAMES.en }).click();
  await page.getByRole("link", { name: LANGUAGE_NAMES.ja }).click();
  const ja = messagesOf("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByText(ja.pageTitle, { exact: true })).toBeVisible();
  await page.goto(link!);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByText(ja.pageTitle, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "guest-language-02-picked-japanese-stays", false);
});

test("with customer.language en and a +84 phone: the e-mail is in English, and its link opens the page in English", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const mail = await bookAndReadEmail(page, info.project.name, { language: "en-IE" });
  expect(mail.subject).toBe("Hội An Riverside Homestay: check in online before you arrive");
  expect(mail.text).toContain("Dear Liam O'Brien,");
  const link = new RegExp(`${escape(baseURL!)}/c/[0-9a-z]{12}\\?lang=en`).exec(mail.text!)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.setContent(mail.html as string);
  await screenshot(page, info, "guest-language-03-email-english");

  await page.goto(link!);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(messagesOf("en").pageTitle, { exact: true })).toBeVisible();
  await screenshot(page, info, "guest-language-04-opened-english", false);
});

test("with customer.language ko: the e-mail is in Korean with its particles chosen, and the page speaks Korean in the English browser", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const mail = await bookAndReadEmail(page, info.project.name, { language: "ko-KR" });
  expect(mail.subject).toBe(koreanEmail.subject_invitation.replace("{property}", "Hội An Riverside Homestay"));
  // "Homestay" ends in a vowel (홈스테이): 를, never the template's "을(를)".
  expect(mail.text).toContain("Hội An Riverside Homestay를 예약해 주셔서 감사합니다.");
  expect(mail.text).not.toContain("을(를)");
  expect(mail.text).not.toContain("(으)로");
  await page.setContent(mail.html as string);
  await screenshot(page, info, "guest-language-05-email-korean");

  // The short link without its ?lang=: the booking's language still comes before the browser's.
  const link = new RegExp(`${escape(baseURL!)}/c/[0-9a-z]{12}`).exec(mail.text!)?.[0];
  await page.goto(link!);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(page.getByText(messagesOf("ko").pageTitle, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "guest-language-06-opened-korean", false);
});
