import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { createCheckinLink, expectNoHorizontalScroll, readBooking, screenshot, type DemoBooking } from "./checkin-helpers";
import { notifySepay } from "./sepay-notify";

// Issue 33, items 1 and 2, at the phone's own width (Pixel 360 px, iPhone 390 px), 768 and 1280 px:
// - nothing a guest typed is lost: a booking of a room for two adults and a room for one; the guest
//   enters one adult in the first and the adult of the second. The first room's box is never ticked,
//   it says who it still needs, the button says "Save and check in room 3xx"; the save keeps both
//   guests and checks in the complete room only. A refused save's message and the sticky button
//   never cover the form's text;
// - pay before arrival: the balance from the first view, the VietQR code behind "Show the transfer
//   code" (a POST; viewing the page writes nothing), and the amount left after a part payment.
// Each run has its booking in the check-in server's own hotel (e2e/fixtures/checkin-save-and-pay.json),
// arriving today with early check-in, so the walk works at any hour.

const TENANT = "hue-save-and-pay";
const ACCOUNT = "0071000123456";
const WIDTHS = [undefined, 768, 1280] as const;
const PROJECTS = ["checkin-pixel", "checkin-iphone"];

/** The fixture's booking of this project and width, and its rooms' numbers (201 + n, 301 + n). */
function bookingOf(info: TestInfo, widthIndex: number): DemoBooking & { double: string; single: string } {
  const projectIndex = PROJECTS.indexOf(info.project.name);
  if (projectIndex < 0) throw new Error(`No booking for ${info.project.name}.`);
  const n = projectIndex * 3 + widthIndex + 1;
  return {
    tenant: TENANT,
    code: `HUSP${projectIndex}${widthIndex}AA`,
    double: `2${String(n).padStart(2, "0")}`,
    single: `3${String(n).padStart(2, "0")}`,
  };
}

const dong = (amount: number) => new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND" }).format(amount);
const dongEn = (amount: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "VND" }).format(amount);
const roomBox = (page: Page, unit: string) =>
  page
    .locator("form")
    .getByRole("heading", { level: 3, name: new RegExp(`^Phòng ${unit} `) })
    .locator("..");

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return { top: box.y, bottom: box.y + box.height };
}

async function pick(page: Page, combobox: Locator, typed: string, option: string) {
  await combobox.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** A Vietnamese adult whose registration is complete; the card is closed with "Xong". */
async function addVietnameseAdult(page: Page, room: Locator, name: string, identity: string) {
  await room.getByRole("button", { name: "Thêm khách" }).click();
  const guest = room.getByTestId("guest").last();
  await guest.getByLabel("Họ và tên").fill(name);
  await guest.getByLabel("Ngày sinh").fill("1988-07-21");
  await guest.getByLabel("Giới tính").selectOption("female");
  await guest.getByLabel("Loại giấy tờ").selectOption("identity_card");
  await guest.getByLabel("Số giấy tờ").fill(identity);
  await pick(page, guest.getByRole("combobox", { name: "Tỉnh / thành phố" }), "ha noi", "Thành phố Hà Nội");
  await pick(page, guest.getByRole("combobox", { name: "Phường / xã" }), "hoan kiem", "Phường Hoàn Kiếm");
  return guest;
}

for (const [widthIndex, width] of WIDTHS.entries()) {
  test.describe(`at ${width ?? "the phone's"} px`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ locale: "vi-VN", ...(width ? { viewport: { width, height: width === 768 ? 1024 : 800 } } : {}) });
    const label = (info: TestInfo) => `${width ?? info.project.use.viewport?.width}`;

    test("pay before arrival: the balance from the first view, the code on request, what is left after a part payment", async ({
      page,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const booking = bookingOf(info, widthIndex);
      const link = await createCheckinLink(request, booking);

      // English first: the same panel in the guest's language, nothing asked yet.
      await page.goto(`${link.path}?lang=en`);
      const panelEn = page.getByTestId("pay-panel");
      await expect(panelEn.getByRole("heading", { name: "Pay before you arrive" })).toBeVisible();
      await expect(panelEn.getByTestId("pay-balance")).toHaveText(dongEn(800000));
      await expect(panelEn.getByRole("button", { name: "Show the transfer code" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, info, `save-and-pay-${label(info)}-en-01-first-view`);

      // The page remembers the language chosen: back to Vietnamese, as the guest would pick it.
      await page.goto(`${link.path}?lang=vi`);
      const panel = page.getByTestId("pay-panel");
      await expect(panel.getByRole("heading", { name: "Thanh toán trước khi đến" })).toBeVisible();
      await expect(panel.getByTestId("pay-balance")).toHaveText(dong(800000));
      await expect(panel.getByTestId("transfer-qr")).toHaveCount(0);
      // A reload is still a view: no code until the guest asks.
      await page.reload();
      await expect(panel.getByTestId("transfer-qr")).toHaveCount(0);

      const asked = page.waitForRequest(
        (sent) => sent.method() === "POST" && sent.url().endsWith(`/bookings/${booking.code}/payment-requests`),
      );
      await panel.getByRole("button", { name: "Hiện mã chuyển khoản" }).click();
      await asked;
      const code = panel.getByTestId("transfer-qr");
      await expect(code.getByRole("img", { name: `Mã VietQR để chuyển ${dong(800000)}` })).toBeVisible();
      const reference = (await code.getByTestId("transfer-reference").textContent())!.trim();
      expect(reference).toMatch(new RegExp(`^LQ${booking.code}[A-Z0-9]{8}$`));
      await expectNoHorizontalScroll(page);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, info, `save-and-pay-${label(info)}-vi-02-transfer-code`, false);

      // The bank tells of a part payment: the page shows what was paid and what is left, without a reload.
      const notified = await notifySepay(request, {
        tenant: TENANT,
        accountNumber: ACCOUNT,
        amount: 300000,
        content: `${reference} chuyen khoan coc`,
        referenceCode: `FT33${booking.code}`,
      });
      expect(notified.status(), await notified.text()).toBe(200);
      await expect(panel.getByTestId("pay-balance")).toHaveText(dong(500000), { timeout: 20_000 });
      await expect(panel.getByTestId("pay-paid")).toHaveText(dong(300000));
      await panel.getByRole("button", { name: "Hiện mã chuyển khoản" }).click();
      await expect(panel.getByTestId("transfer-qr").getByRole("img", { name: `Mã VietQR để chuyển ${dong(500000)}` })).toBeVisible();
      const rest = (await panel.getByTestId("transfer-reference").textContent())!.trim();
      expect(rest).not.toBe(reference);
      await expectNoHorizontalScroll(page);
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, info, `save-and-pay-${label(info)}-vi-03-amount-left`, false);
    });

    test("nothing typed is lost: the guests are saved, only the complete room is checked in, the page says who is missing", async ({
      page,
      request,
    }, info) => {
      test.setTimeout(180_000);
      const booking = bookingOf(info, widthIndex);
      const link = await createCheckinLink(request, booking);
      await page.goto(`${link.path}?lang=vi`);
      const double = roomBox(page, booking.double);
      const single = roomBox(page, booking.single);
      const boxDouble = page.getByRole("checkbox", { name: `Nhận phòng ${booking.double} ngay` });
      const boxSingle = page.getByRole("checkbox", { name: `Nhận phòng ${booking.single} ngay` });
      const save = page.locator("form button[type=submit]");

      // Nothing entered: no box ticked, each room says who it needs, the button only saves.
      await expect(boxDouble).not.toBeChecked();
      await expect(boxDouble).toBeDisabled();
      await expect(boxSingle).not.toBeChecked();
      const needs = page.getByTestId("room-needs");
      await expect(needs).toHaveText([`Phòng ${booking.double}: còn thiếu 2 người lớn`, `Phòng ${booking.single}: còn thiếu 1 người lớn`]);
      await expect(save).toHaveText("Lưu thông tin");

      // One adult of two in the first room, the one adult of the second.
      await addVietnameseAdult(page, double, "Nguyễn Thị Lan", "046188001234");
      await double.getByRole("button", { name: "Xong" }).click();
      await addVietnameseAdult(page, single, "Lê Văn Minh", "046088005678");
      await single.getByRole("button", { name: "Xong" }).click();
      await expect(boxDouble).not.toBeChecked();
      await expect(boxDouble).toBeDisabled();
      await expect(boxSingle).toBeChecked();
      await expect(needs).toHaveText([`Phòng ${booking.double}: còn thiếu 1 người lớn`]);
      await expect(save).toHaveText(`Lưu và nhận phòng ${booking.single}`);
      await expectNoHorizontalScroll(page);
      await page.getByRole("heading", { name: /Nhận phòng/, level: 2 }).scrollIntoViewIfNeeded();
      await screenshot(page, info, `save-and-pay-${label(info)}-vi-04-before-save`, false);

      await save.click();
      // The complete room is in; the lead names the room left and whom it needs; both guests are kept.
      const lead = page.getByTestId("next-room");
      await expect(lead).toContainText(`Phòng ${booking.single} đã nhận phòng. Tiếp theo: Phòng ${booking.double}: 1 / 2 khách.`, {
        timeout: 30_000,
      });
      const saved = await readBooking(request, booking);
      const byUnit = (unit: string) => saved.booking_rooms.find((room: { room_unit: string }) => room.room_unit === unit);
      expect(byUnit(booking.double).checkin_status).not.toBe("checked_in");
      expect(byUnit(booking.double).guests.map((guest: { name: string }) => guest.name)).toEqual(["Nguyễn Thị Lan"]);
      expect(byUnit(booking.single).checkin_status).toBe("checked_in");
      expect(byUnit(booking.single).guests.map((guest: { name: string }) => guest.name)).toEqual(["Lê Văn Minh"]);
      await expectNoHorizontalScroll(page);
      await screenshot(page, info, `save-and-pay-${label(info)}-vi-05-after-save`, false);

      // On another device (a new page, no draft): the guest on file is there.
      const other = await page.context().browser()!.newPage({ viewport: page.viewportSize()!, locale: "vi-VN" });
      await other.goto(`${link.path}?lang=vi`);
      await expect(roomBox(other, booking.double).getByTestId("guest")).toHaveText([/Nguyễn Thị Lan/]);
      await other.close();

      // A refused save (a wrong e-mail on the second adult): the message and the sticky button leave the field and its label in view.
      await double.getByRole("button", { name: "Thêm khách" }).click();
      const second = double.getByTestId("guest").last();
      await second.getByLabel("Họ và tên").fill("Nguyễn Văn Hùng");
      await second.getByLabel("Email", { exact: true }).fill("hung@");
      await save.click();
      const email = second.getByLabel("Email", { exact: true });
      await expect(email).toBeFocused();
      await expect(page.getByTestId("error-summary")).toBeVisible();
      const bar = await boxOf(page.locator("form > div").filter({ has: page.locator("button[type=submit]") }));
      const emailBox = await boxOf(email);
      const emailLabel = await boxOf(second.locator("label", { hasText: /^Email/ }).first());
      expect(emailLabel.top).toBeGreaterThanOrEqual(0);
      expect(emailBox.bottom).toBeLessThanOrEqual(bar.top);
      // The summary is in the page's flow, never over the fields: it sits below the last one, above the bar.
      const summary = await boxOf(page.getByTestId("error-summary"));
      const arrival = await boxOf(page.getByLabel("Giờ đến dự kiến"));
      expect(summary.top).toBeGreaterThanOrEqual(arrival.bottom);
      await screenshot(page, info, `save-and-pay-${label(info)}-vi-06-refused-save`, false);
      await page.getByTestId("error-summary").scrollIntoViewIfNeeded();
      await screenshot(page, info, `save-and-pay-${label(info)}-vi-07-error-summary`, false);
    });
  });
}

// The API judges what the page cannot: at a property whose check-in opens at 23:59 (no early
// check-in), a phone whose clock runs a few minutes ahead believes check-in has opened (the page
// compares the booking's checkin_opens_at with its own clock), and the link's check-in of a
// complete room is refused (CHECKIN_NOT_YET_OPEN). The page saves the same guest without the
// check-in and says why; nothing typed is lost.
test.describe("a check-in the API refuses", () => {
  test.use({ locale: "vi-VN" });

  test("still saves the guest, and the page says why", async ({ page, request }, info) => {
    const now = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Ho_Chi_Minh",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date());
    test.skip(now >= "23:58", "check-in opens at 23:59 at this property");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());
    await page.clock.install({ time: new Date(`${today}T23:59:30+07:00`) });
    const projectIndex = PROJECTS.indexOf(info.project.name);
    const booking = { tenant: "hue-late-checkin", code: `HULC${projectIndex}0AA` };
    const unit = `40${projectIndex + 1}`;
    const link = await createCheckinLink(request, booking);
    await page.goto(`${link.path}?lang=vi`);
    await addVietnameseAdult(page, roomBox(page, unit), "Phạm Thu Hà", "046190002468");
    const save = page.locator("form button[type=submit]");
    await expect(page.getByRole("checkbox", { name: `Nhận phòng ${unit} ngay` })).toBeChecked();
    await expect(save).toHaveText(`Lưu và nhận phòng ${unit}`);
    await save.click();
    const saved = page.getByTestId("saved");
    await expect(saved).toContainText("Đã lưu thông tin. Chưa nhận phòng:", { timeout: 30_000 });
    await expect(saved).toContainText("mở từ 23:59");
    const after = await readBooking(request, booking);
    expect(after.booking_rooms[0].checkin_status).not.toBe("checked_in");
    expect(after.booking_rooms[0].guests.map((guest: { name: string }) => guest.name)).toEqual(["Phạm Thu Hà"]);
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `save-and-pay-${info.project.use.viewport?.width}-vi-08-checkin-refused-guest-saved`, false);
  });
});
