import { expect, test, type Page } from "@playwright/test";
import { HANOI, STAFF, bookingFromApi, checkInThroughApi, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

const bookingStatus = (page: Page) => page.getByRole("heading", { level: 1 }).locator("..");

test("cancels one room, then the last paying room, which cancels the booking", async ({ page, request }, info) => {
  const { code, roomsBeforeLast } = plan(info).cancel;
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${code}`);
  const dialog = page.getByRole("dialog");

  for (let cancelled = 0; cancelled < roomsBeforeLast; cancelled++) {
    await page.getByRole("button", { name: "Huỷ phòng" }).first().click();
    await expect(dialog.getByText("Chỉ phòng này bị huỷ; các phòng khác giữ nguyên.")).toBeVisible();
    if (cancelled === 0) {
      await screenshot(page, info, "cancel-one");
      await dialog.getByLabel("Lý do (không bắt buộc)").fill("Khách đổi kế hoạch");
    }
    await dialog.getByRole("button", { name: "Xác nhận huỷ phòng" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("article").nth(cancelled).getByText("Đã huỷ")).toBeVisible();
  }
  await expect(bookingStatus(page).getByText("Đã đặt")).toBeVisible();
  // The booking's history says who cancelled the room, and why.
  const history = page.getByRole("region", { name: "Lịch sử thay đổi" });
  await expect(history.getByText("Lý do: Khách đổi kế hoạch")).toBeVisible();
  await expect(history.getByText(/Lễ tân: /).first()).toBeVisible();

  // The next paying room is the last one: the dialog says the whole booking goes.
  const lastPaying = page.getByRole("article").nth(roomsBeforeLast);
  await lastPaying.getByRole("button", { name: "Huỷ phòng" }).click();
  await expect(dialog.getByText(`huỷ phòng này sẽ huỷ cả đặt phòng ${code}`)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, info, "cancel-last");
  await dialog.getByRole("button", { name: "Xác nhận huỷ phòng" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(bookingStatus(page).getByText("Đã huỷ")).toBeVisible();
  expect((await bookingFromApi(request, HANOI, code)).status).toBe("cancelled");
});

test("cancelling the last paying room of an in-progress booking is refused with the API's message", async ({ page, request }, info) => {
  const { tenant, code, keepRoom, cancelRoom } = plan(info).inProgress;
  await checkInThroughApi(request, tenant, code, keepRoom);
  await signIn(page, tenant === HANOI ? STAFF.reception : STAFF.manager);
  await page.goto(`/desk/${tenant}/bookings/${code}`);
  const dialog = page.getByRole("dialog");

  // The checked-in room is made free (price 0 every night), so the other room is the last paying one.
  const kept = page.getByRole("article").filter({ has: page.getByRole("heading", { name: new RegExp(`^Phòng ${keepRoom} ·`) }) });
  await kept.getByRole("button", { name: "Đổi giá" }).click();
  await dialog.getByLabel("Cùng giá mọi đêm").fill("0");
  await dialog.getByRole("button", { name: "Áp dụng" }).click();
  await dialog.getByLabel(/^Lý do/).fill("Phòng miễn phí cho trưởng đoàn");
  await dialog.getByRole("button", { name: "Lưu giá" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const other = page.getByRole("article").filter({ has: page.getByRole("heading", { name: new RegExp(`^Phòng ${cancelRoom} ·`) }) });
  await other.getByRole("button", { name: "Huỷ phòng" }).click();
  await expect(dialog.getByText(`huỷ phòng này sẽ huỷ cả đặt phòng ${code}`)).toBeVisible();
  await expect(dialog.getByText("Đặt phòng đang ở trạng thái “Đang lưu trú”")).toBeVisible();
  await dialog.getByRole("button", { name: "Xác nhận huỷ phòng" }).click();
  const refusal = dialog.getByRole("alert");
  await expect(refusal).toContainText("Không thể thực hiện: phòng “Đã xác nhận”, đặt phòng “Đang lưu trú”.");
  await expectAccessible(page);
  await screenshot(page, info, "cancel-refused");
  await page.keyboard.press("Escape");

  const booking = await bookingFromApi(request, tenant, code);
  expect(booking.status).toBe("in_progress");
  expect(booking.booking_rooms.find((room) => room.room_unit === cancelRoom)!.checkin_status).toBe("confirmed");
});
