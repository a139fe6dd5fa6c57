import { expect, test } from "@playwright/test";
import { HANOI, bookingFromApi, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

test("assigns a free room of the type, says why the others are not free, and keeps it in the history", async ({ page, request }, info) => {
  const { code, taken } = plan(info).assign;
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${code}`);
  await page.getByRole("button", { name: "Xếp phòng" }).first().click();
  const dialog = page.getByRole("dialog");
  const free = dialog.getByRole("radio", { disabled: false });
  await expect(free.first()).toBeVisible();
  if (taken) {
    const takenRow = dialog.locator("label").filter({ hasText: taken });
    await expect(takenRow.getByRole("radio")).toBeDisabled();
    await expect(takenRow).toContainText("Có khách HN77HFMQ");
    // The other stay is written arrival → check-out day, as every stay on the desk, never "đến" its last night.
    await expect(takenRow).toContainText(/Có khách HN77HFMQ: \d{2}\/\d{2}\/\d{4} → \d{2}\/\d{2}\/\d{4}/);
  }
  await expectAccessible(page);
  await screenshot(page, info, "assign-room");
  const unit = (await free.first().getAttribute("value"))!;
  await free.first().check();
  await dialog.getByLabel("Lý do (không bắt buộc)").fill("Khách xin phòng yên tĩnh");
  await dialog.getByRole("button", { name: "Xếp phòng" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: new RegExp(`^Phòng ${unit} ·`) })).toBeVisible();
  const history = page.getByRole("region", { name: "Lịch sử thay đổi" });
  await expect(history.getByText("Lý do: Khách xin phòng yên tĩnh")).toBeVisible();
  const booking = await bookingFromApi(request, HANOI, code);
  expect(booking.booking_rooms[0]?.room_unit).toBe(unit);
});
