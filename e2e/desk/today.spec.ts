import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, signIn } from "./desk-helpers";

test("finds today's arrival on the board and by search, and opens it", async ({ page }, info) => {
  await signIn(page);
  const arrivals = page.getByRole("region", { name: /^Khách đến/ });
  await expect(arrivals.getByRole("link", { name: /HNCJM6F2 · Nguyễn Văn An/ })).toBeVisible();
  // The source in the desk's language, as in the legend (not the channel's own "Walk-in").
  await expect(arrivals.getByRole("link", { name: /HNCJM6F2/ })).toContainText("Khách vãng lai");
  // Each row says when the guest comes, what is owed and the notes (one line, the whole text as its title).
  const arrival = arrivals.getByRole("link", { name: /HNCJM6F2/ });
  await expect(arrival).toContainText("Đến 14:00");
  // (The desk-1280 project's cancel spec takes a room off this booking: the amount is not fixed.)
  await expect(arrival.getByTestId("board-balance")).toContainText(/Còn nợ: [\d.]+\s?₫/);
  await expect(arrival.getByTitle("Late arrival around 22:00")).toBeVisible();
  // At 1280 and 768 px alike, nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expect(page.getByRole("region", { name: /^Đang lưu trú/ }).getByText("HN9R3MM3")).toBeVisible();
  await expect(page.getByRole("region", { name: "Nguồn đặt phòng" }).getByText("Khách vãng lai")).toBeVisible();
  // The in-house guests' registrations are incomplete (the demo's card numbers have 13 digits);
  // HN4BLMS4 was due yesterday and nobody came: a no-show (the tablet project cancels it in its own test).
  const attention = page.getByRole("region", { name: /^Cần xử lý/ });
  await expect(attention.getByRole("link", { name: /HN9R3MM3/ })).toContainText("Thiếu khai báo lưu trú");
  if (info.project.name === "desk-1280") await expect(attention.getByRole("link", { name: /HN4BLMS4/ })).toContainText("Không đến");
  // The police declarations: what is due (or none left) and the night's completeness in per cent.
  const declarations = page.getByRole("region", { name: "Khai báo lưu trú" });
  await expect(
    declarations.getByText(/lượt khách cần khai báo trước (23|08):00|quá hạn khai báo|Không còn lượt khách nào/).first(),
  ).toBeVisible();
  await expect(declarations.getByText(/Hồ sơ lưu trú đêm .*: \d+% đầy đủ/)).toBeVisible();
  await expect(
    page.getByText(
      /\d+ sắp đến · (\d+ đến một phần · )?\d+ đã đến · \d+ đang ở · \d+ chờ trả phòng · \d+ quá giờ · \d+ đã trả phòng · \d+ cần xử lý/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, info, "today");

  // "/" jumps to the search; a name typed without diacritics finds the booking.
  await page.keyboard.press("/");
  await expect(page.getByLabel("Mã, tên khách, số điện thoại hoặc số giấy tờ")).toBeFocused();
  await page.keyboard.type("nguyen van an");
  const results = page.getByRole("region", { name: "Tìm đặt phòng" });
  await expect(results.getByRole("link", { name: /HNCJM6F2/ })).toBeVisible();
  await results.getByRole("link", { name: /HNCJM6F2/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bookings\/HNCJM6F2$/);
  await expect(page.getByRole("heading", { name: /HNCJM6F2 · Nguyễn Văn An/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Phòng 201 ·/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Phòng 301 ·/ })).toBeVisible();
});

test("creates a check-in link with its QR code and URL", async ({ page }, info) => {
  await signIn(page);
  await page.goto("/desk/hanoi-old-quarter/bookings/HNCJM6F2");
  await page.getByRole("button", { name: "Tạo liên kết nhận phòng" }).click();
  await expect(page.getByRole("img", { name: "Mã QR của liên kết nhận phòng" })).toBeVisible();
  await expect(page.getByLabel("Địa chỉ liên kết")).toHaveValue(/\/checkin\/ci_/);
  await expectAccessible(page);
  await screenshot(page, info, "booking-link");
});

test("shows a group booking with its children, and a child with the group's balance", async ({ page }) => {
  await signIn(page);
  await page.goto("/desk/hanoi-old-quarter/bookings/GRARCNFC");
  const children = page.getByRole("region", { name: "Các đặt phòng trong nhóm" });
  await expect(children.getByRole("link", { name: "HN77HFMQ" })).toBeVisible();
  await children.getByRole("link", { name: "HN77HFMQ" }).click();
  await expect(page.getByText("Số dư của nhóm GRARCNFC")).toBeVisible();
});
