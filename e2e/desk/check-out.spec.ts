import { expect, test } from "@playwright/test";
import { HANOI, bookingFromApi, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

test("check-out with a balance due is refused with the amount; after the payment the room checks out", async ({ page, request }, info) => {
  const { code, due } = plan(info).checkout;
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${code}`);
  await page.getByRole("button", { name: "Trả phòng" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Giờ rời đi thực tế").fill("10:30");
  await dialog.getByRole("button", { name: "Xác nhận trả phòng" }).click();
  await expect(dialog.getByRole("alert")).toContainText(`Còn phải thu ${due}`);
  await expectAccessible(page);
  await screenshot(page, info, "checkout-unbalanced");

  // The payment form is filled with the amount due; record it, then try again.
  await expect(dialog.getByLabel(/Tổng tiền/)).toHaveValue(due.replace(/\./g, ""));
  await dialog.getByRole("button", { name: "Ghi nhận thanh toán" }).click();
  await expect(dialog.getByRole("button", { name: "Ghi nhận thanh toán" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Thử trả phòng lại" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect(page.getByRole("article").first().getByText("Đã trả phòng")).toBeVisible();
  const booking = await bookingFromApi(request, HANOI, code);
  expect(booking.booking_rooms[0]!.checkin_status).toBe("checked_out");
  expect(booking.status).toBe("finished");
  await expect(page.getByRole("heading", { level: 1 }).locator("..").getByText("Hoàn tất")).toBeVisible();
  await screenshot(page, info, "checkout-done");
});
