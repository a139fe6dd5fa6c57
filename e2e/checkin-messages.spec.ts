import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { messagesOf } from "@/components/checkin/i18n";
import { stopPageMessagesOf } from "@/components/checkin/stop-page-i18n";
import { DEMO_KEY, expectNoHorizontalScroll, readBooking, screenshot } from "./checkin-helpers";

// Issue 25: a booking made through the API for tomorrow gets its online check-in e-mail without
// anyone sending it. The check-in server's sender (in the app, as in production) sends it by SMTP
// to the mailbox Playwright started (playwright.config.ts: scripts/mail/smtp-mailbox.ts, which
// keeps each message as an .eml file); the e-mail's short link opens the guest page at 360 px,
// where the two guests are registered.

const MAILBOX = ".data/e2e-mailbox"; // playwright.config.ts
const TENANT = "hoian-riverside"; // e2e/fixtures/guest-languages.json
const ROOM_TYPE = "6f1d2c3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const RATE_PLAN = "RPHARV0001";

const day = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(Date.now() + offset * 86_400_000));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}`)).first();

/** The message the mailbox received for `address`, once it is there. */
async function mailTo(address: string): Promise<ParsedMail | undefined> {
  if (!fs.existsSync(MAILBOX)) return undefined;
  for (const name of fs.readdirSync(MAILBOX).filter((file) => file.endsWith(".eml"))) {
    const mail = await simpleParser(fs.readFileSync(path.join(MAILBOX, name)));
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    if (to.some((list) => list.value.some((entry) => entry.address === address))) return mail;
  }
  return undefined;
}

async function pick(page: Page, combobox: Locator, typed: string, option: string) {
  await combobox.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a booking for tomorrow: its e-mail arrives by SMTP, its link opens at 360 px, and the guests check in online", async ({
  page,
  request,
  baseURL,
}, info) => {
  test.skip(info.project.name !== "checkin-pixel", "one phone project books the homestay's room");
  test.setTimeout(180_000);
  const address = `e2e.${Date.now()}@guest.example`;
  const created = await request.post(`/api/v1/properties/${TENANT}/bookings`, {
    headers: { authorization: `Bearer ${DEMO_KEY}` },
    data: {
      checkin_date: day(1),
      checkout_date: day(2),
      // A Vietnamese guest: the e-mail is written in Vietnamese, and its link asks for it.
      customer: { name: "Phạm Minh Châu", email: address, phone: "0912345678", language: "vi" },
      booking_source: "Walk-in",
      payment_collect: "property",
      rooms: [{ room_type_id: ROOM_TYPE, rate_plan_id: RATE_PLAN, occupancy: { adults: 2 } }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = { tenant: TENANT, code: (await created.json()).data.code as string };

  // Tomorrow is less than three days away: the invitation is due at once, and the sender's next pass sends it.
  await expect.poll(() => mailTo(address).then(Boolean), { timeout: 60_000, intervals: [500] }).toBe(true);
  const mail = (await mailTo(address))!;
  expect(mail.from?.value[0]).toMatchObject({ address: "checkin@e2e.example", name: "Hội An Riverside Homestay" });
  expect(mail.text).toContain(booking.code);
  const shortUrl = new RegExp(`${escape(baseURL!)}/c/[0-9a-z]{12}\\?lang=vi`).exec(mail.text!)?.[0];
  expect(shortUrl, mail.text).toBeTruthy();
  expect(mail.html).toContain(shortUrl!);

  // The e-mail as a mail client shows it (the QR code is an inline part: left out here).
  await page.setContent(mail.html as string);
  await screenshot(page, info, "messages-01-email-vi");

  await page.goto(shortUrl!);
  const t = messagesOf("vi");
  await expect(page.getByText(t.pageTitle, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "messages-02-opened-from-email", false);

  const room = page.locator("form").getByRole("heading", { level: 3 }).first().locator("..");
  const guests = [
    { name: "Phạm Minh Châu", identity: "001203009871", birthday: "1987-02-11", gender: "female" },
    { name: "Đỗ Quang Huy", identity: "001203009872", birthday: "1985-07-30", gender: "male" },
  ];
  for (const [index, guest] of guests.entries()) {
    await room.getByRole("button", { name: t.addGuest }).click();
    const card = room.getByTestId("guest").nth(index);
    const nationality = card.getByRole("combobox", { name: new RegExp(`^${escape(t.nationality)}`) });
    const vietnam = new Intl.DisplayNames(["vi"], { type: "region" }).of("VN")!;
    if ((await nationality.inputValue()) !== vietnam) await pick(page, nationality, vietnam, vietnam);
    await field(card, t.name).fill(guest.name);
    await field(card, t.birthday).fill(guest.birthday);
    await field(card, t.gender).selectOption(guest.gender);
    await field(card, t.idType).selectOption("identity_card");
    await field(card, t.identity).fill(guest.identity);
    await pick(page, card.getByRole("combobox", { name: new RegExp(`^${escape(t.city)}`) }), "da nang", "Thành phố Đà Nẵng");
    await pick(page, card.getByRole("combobox", { name: new RegExp(`^${escape(t.ward)}`) }), "hoi an", "Phường Hội An");
    await card.getByRole("button", { name: t.done }).click();
  }
  await expect(room.getByTestId("room-missing")).toHaveText(`✓ ${t.nothingMissing}`);
  await expectNoHorizontalScroll(page);
  // Arriving tomorrow: the page may offer "save" (the room is checked in at arrival) or "save and check in".
  await page
    .getByRole("button", { name: new RegExp(`^(${escape(t.saveAndCheckinRooms.replace("{rooms}", "Garden Double"))}|${escape(t.save)})$`) })
    .click();
  await expect
    .poll(async () => (await readBooking(request, booking)).booking_rooms[0].registration, { timeout: 30_000 })
    .toMatchObject({ complete: true, missing: [] });
  await screenshot(page, info, "messages-03-registered", false);
  const after = await readBooking(request, booking);
  expect(after.booking_rooms[0].guests.map((guest: { name: string }) => guest.name)).toEqual(guests.map((guest) => guest.name));

  // The e-mail's "stop" link: opening it only asks; the button stops this booking's e-mails.
  const stopUrl = new RegExp(`${escape(baseURL!)}/checkin/stop/cs_[^\\s)\\]>]+`).exec(mail.text!)?.[0];
  expect(stopUrl, mail.text).toBeTruthy();
  await page.goto(stopUrl!);
  const words = stopPageMessagesOf("vi");
  const stop = page.getByRole("button", { name: words.button });
  await expect(stop).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "messages-04-stop-page", false);
  await page.reload(); // opening it twice still stops nothing
  await stop.click();
  await expect(page.getByRole("status")).toContainText(words.stopped.replace("{property}", "Hội An Riverside Homestay"));
  await expect(stop).toHaveCount(0);
  await screenshot(page, info, "messages-05-stopped", false);
});
