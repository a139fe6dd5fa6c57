import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { HANOI, PARTNER_KEY, expectAccessible, screenshot, signIn } from "./desk-helpers";

// The check-in link card at the desk: its QR code carries the short URL, and the link goes out by
// the device's share sheet (stubbed here: headless Chromium has no OS sheet), SMS or e-mail,
// worded in the desk's language with the property and the dates. The guest's message from the
// check-in page is shown apart from the booking's notes.

const BOOKING = "HN4QRH9B";
const SHORT_URL = /^http:\/\/127\.0\.0\.1:\d+\/c\/[0-9a-hjkmnp-tv-z]{12}$/;

test("the desk shares a check-in link by its short URL", async ({ page, request }, info) => {
  const message = `Chúng tôi đến khoảng 22:00 (${info.project.name})`;
  const saved = await request.post(`/api/v1/properties/${HANOI}/bookings/${BOOKING}/update`, {
    headers: { authorization: `Bearer ${PARTNER_KEY}`, "content-type": "application/json" },
    data: { guest_message: message },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The share sheet cannot open headless: the stub records what the page asks it to share.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { __shared: ShareData[] }).__shared = shared;
    navigator.share = async (data?: ShareData) => {
      shared.push(data ?? {});
    };
  });
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${BOOKING}`);
  const guestMessage = page.getByRole("region", { name: "Lời nhắn của khách" });
  await expect(guestMessage).toContainText(message);

  const card = page.getByRole("region", { name: "Liên kết nhận phòng trực tuyến" });
  await card.getByRole("button", { name: "Tạo liên kết nhận phòng" }).click();
  const sms = card.getByRole("link", { name: "SMS" });
  await expect(sms).toBeVisible();
  const smsHref = (await sms.getAttribute("href"))!;
  expect(smsHref.startsWith("sms:?&body=")).toBe(true);
  const body = decodeURIComponent(smsHref.slice("sms:?&body=".length));
  const shortUrl = body.split(" ").pop()!;
  expect(shortUrl).toMatch(SHORT_URL);
  expect(body).toContain("Old Quarter Boutique Hotel");
  expect(body).toMatch(/khai báo lưu trú và làm thủ tục nhận phòng trực tuyến cho kỳ nghỉ .+ – .+ tại/);

  const mailHref = (await card.getByRole("link", { name: "E-mail" }).getAttribute("href"))!;
  const mail = new URLSearchParams(mailHref.slice("mailto:?".length));
  expect(mail.get("subject")).toBe("Nhận phòng trực tuyến tại Old Quarter Boutique Hotel");
  expect(mail.get("body")).toBe(body);

  await card.getByRole("button", { name: "Chia sẻ" }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toEqual([{ title: "Nhận phòng trực tuyến tại Old Quarter Boutique Hotel", text: body, url: shortUrl }]);

  // The QR code reads as the short URL.
  const qr = await sharp(await card.getByRole("img", { name: "Mã QR của liên kết nhận phòng" }).screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(qr.data), qr.info.width, qr.info.height)?.data).toBe(shortUrl);

  await expectAccessible(page);
  await screenshot(page, info, "share-link");

  // The short URL leads to the guest's page of this booking.
  const redirect = await request.get(shortUrl, { maxRedirects: 0 });
  expect(redirect.status()).toBe(303);
  expect(redirect.headers()["referrer-policy"]).toBe("no-referrer");
  // The token only in the fragment, which no request line, proxy log or Referer carries.
  expect(redirect.headers()["location"]).toMatch(/^\/checkin#ci_/);
  await page.goto(shortUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Old Quarter Boutique Hotel" })).toBeVisible();
  // The page took it out of the address (and the history entry) at once, and keeps it for a reload.
  expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe("/checkin");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Old Quarter Boutique Hotel" })).toBeVisible();
  // The language picker (each language in its own script) keeps the link.
  await page.locator("details summary").first().click();
  await page.getByRole("link", { name: "한국어" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Old Quarter Boutique Hotel" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("?lang=ko");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");

  // `/checkin` is a check-in page for the headers as well, and its inline script bears the nonce.
  const landing = await request.get("/checkin");
  const headers = landing.headers();
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["permissions-policy"]).toMatch(/^camera=\(self\)/);
  expect(headers["content-security-policy"]).toContain("worker-src 'self'");
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"]!)![1]!;
  for (const script of (await landing.text()).match(/<script\b[^>]*>/g) ?? []) expect(script).toContain(`nonce="${nonce}"`);
});
