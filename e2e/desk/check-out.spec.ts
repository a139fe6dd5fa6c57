import { expect, test } from "@playwright/test";
import { HANOI, bookingFromApi, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

test("check-out in one step: the balance and the rule before confirming, the payment prefilled, then a receipt", async ({
  page,
  request,
}, info) => {
  const { code, due } = plan(info).checkout;
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${code}`);
  await page.getByRole("button", { name: "Trả phòng" }).click();
  // The room is booked beyond today: the desk asks first, and the booked nights are charged.
  await page.getByRole("dialog").getByRole("button", { name: "Tính đủ các đêm đã đặt" }).click();
  const dialog = page.getByRole("dialog");
  // Before anything is confirmed: what is owed and why it matters here.
  await expect(dialog.getByTestId("checkout-balance")).toContainText(due);
  await expect(dialog.getByText(/yêu cầu thanh toán đủ khi trả phòng/)).toBeVisible();
  await expect(dialog.getByLabel("Thu tiền cùng lúc trả phòng")).toBeChecked();
  await expect(dialog.getByLabel(/^Số tiền/)).toHaveValue(due.replace(/\./g, ""));
  await dialog.getByLabel("Giờ rời đi thực tế").fill("10:30");
  await expectAccessible(page);
  await screenshot(page, info, "checkout-before");

  // Too little is refused with what would still be due, and nothing is kept.
  await dialog.getByLabel(/^Số tiền/).fill("1000");
  await dialog.getByRole("button", { name: "Thu tiền và trả phòng" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Còn phải thu");
  expect((await bookingFromApi(request, HANOI, code)).booking_rooms[0]!.checkin_status).toBe("checked_in");

  await dialog.getByLabel(/^Số tiền/).fill(due.replace(/\./g, ""));
  await dialog.getByLabel("Hình thức").selectOption("credit_card");
  await dialog.getByRole("button", { name: "Thu tiền và trả phòng" }).click();
  await expect(dialog.getByRole("heading", { name: "Biên nhận trả phòng" })).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText("lúc 10:30");
  await expect(dialog.getByTestId("receipt-balance")).toHaveText("0 ₫");
  await expect(dialog.getByRole("button", { name: "In biên nhận" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, info, "checkout-receipt");
  await dialog.getByRole("button", { name: "Đóng" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect(page.getByRole("article").first().getByText("Đã trả phòng")).toBeVisible();
  const booking = await bookingFromApi(request, HANOI, code);
  expect(booking.booking_rooms[0]!.checkin_status).toBe("checked_out");
  expect(booking.status).toBe("finished");
  await expect(page.getByRole("heading", { level: 1 }).locator("..").getByText("Hoàn tất")).toBeVisible();
  await screenshot(page, info, "checkout-done");
});
