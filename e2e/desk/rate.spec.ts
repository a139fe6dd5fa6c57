import { expect, test } from "@playwright/test";
import { HANOI, bookingFromApi, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

const vnd = (amount: number) => `${new Intl.NumberFormat("vi-VN").format(amount)} ₫`;

test("changes the rate of two nights and the discount; page and API totals agree", async ({ page, request }, info) => {
  const { code, nights, newNights, discount } = plan(info).rate;
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${code}`);
  await page.getByRole("button", { name: "Đổi giá" }).click();
  const dialog = page.getByRole("dialog");
  const cells = dialog.getByLabel(/^Giá mới \d{4}-/);
  await expect(cells).toHaveCount(3);
  await cells.nth(0).fill(newNights[0]!);
  await cells.nth(1).fill(newNights[1]!);

  // The form enforces the spec's rule before sending: the discount cannot exceed the new total.
  await dialog.getByLabel("Giảm giá phòng").fill("99000000");
  await expect(dialog.getByText("Giảm giá không được lớn hơn tiền phòng mới.")).toBeVisible();
  await dialog.getByLabel("Giảm giá phòng").fill(discount);

  const expected = Number(newNights[0]) + Number(newNights[1]) + nights[2]! - Number(discount);
  await expect(dialog.getByTestId("preview-room-total")).toHaveText(vnd(expected));
  await expect(dialog.getByTestId("preview-booking-total")).toHaveText(vnd(expected));
  await expectAccessible(page);
  await screenshot(page, info, "rate-grid");
  await dialog.getByRole("button", { name: "Lưu giá" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await expect(page.getByTestId("booking-amount")).toHaveText(vnd(expected));
  expect((await bookingFromApi(request, HANOI, code)).amount).toBe(expected);
});

test("a room without stored prices needs every night, said on the empty night", async ({ page }) => {
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/HNWVXDCN`);
  await page.getByRole("button", { name: "Đổi giá" }).click();
  const dialog = page.getByRole("dialog");
  const cells = dialog.getByLabel(/^Giá mới \d{4}-/);
  await cells.nth(0).fill("800000");
  await dialog.getByRole("button", { name: "Lưu giá" }).click();
  await expect(cells.nth(1)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Phòng chưa có giá lưu: phải nhập giá mọi đêm.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
