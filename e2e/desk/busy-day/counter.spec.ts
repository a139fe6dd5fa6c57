import { expect, test } from "@playwright/test";
import { bookingFromApi, expectAccessible } from "../desk-helpers";
import { DOUBLE, LODGE, book, shot, signInAtLodge } from "../busy-day-helpers";

// A walk-in on a busy evening, from New booking to a checked-in room (issue 33, items 5 to 8):
// the name and phone typed in New booking are the counter's first guest; the form speaks of the
// guest in staff words; checking in is the room's own button, which waits for a complete
// registration and says who misses what (no box to tick that a click could untick); Save only
// saves. The browser is an English PC (en-US): the birth date typed day first, 05/12/1990, is
// 5 December 1990, whatever the browser's locale.
test.use({ locale: "en-US", timezoneId: "America/New_York" });

// The chip ID card's QR as the USB scanner types it.
const CARD = "079303001234||Hoàng Thị Mai|02112003|Nữ|12 Lê Lợi, P. Bến Nghé, Q.1, TP.HCM|10082021";

test("a walk-in typed once: New booking's name and phone are the counter's first guest, checked in by the room's own button", async ({
  page,
  request,
}, info) => {
  const walkIn = `Lê Văn Tâm ${info.project.name}`;
  await signInAtLodge(page, info);
  await page.goto(`/desk/${LODGE}`);
  await page.getByRole("button", { name: "Đặt phòng mới" }).click();
  const dialog = page.getByRole("dialog", { name: "Đặt phòng mới" });
  await dialog.getByLabel("Họ và tên").fill(walkIn);
  await dialog.getByLabel("Số điện thoại").fill("0912 345 678");
  await dialog.getByRole("radio", { name: new RegExp(DOUBLE.title) }).check();
  // The stay's dates are written day first, as people here write them (not the browser's 11/28/2026).
  await expect(dialog.getByLabel("Ngày đến")).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await dialog.getByRole("button", { name: "Tạo đặt phòng" }).click();
  await page.waitForURL(/\/bookings\/[A-Z0-9]+\/check-in$/);
  const code = page.url().match(/bookings\/([A-Z0-9]+)\/check-in/)![1]!;

  // Item 6: the walk-in is the first guest already, primary, ready to complete.
  const guest = page.getByTestId("guest").first();
  await expect(page.getByTestId("guest")).toHaveCount(1);
  await expect(guest.getByLabel("Họ và tên")).toHaveValue(walkIn);
  await expect(guest.getByLabel("Số điện thoại")).toHaveValue("+84912345678");
  // Item 7: the receptionist's words, not the guest's.
  await expect(page.getByLabel("Khách cần hoá đơn VAT")).toBeVisible();
  await expect(page.getByText("Tôi cần hoá đơn VAT")).toHaveCount(0);
  await expect(page.getByText(/cho quý khách/)).toHaveCount(0);
  // Item 5: nothing to tick; the room's button waits and says what is missing.
  await expect(page.getByRole("checkbox", { name: /Nhận phòng .* ngay/ })).toHaveCount(0);
  const checkIn = page.getByRole("button", { name: `Lưu và nhận phòng ${DOUBLE.title}` });
  await expect(checkIn).toBeDisabled();
  await expect(page.getByTestId("counter-check-in")).toContainText("chưa nhận phòng được, còn thiếu");
  await expect(page.getByTestId("counter-check-in")).toContainText(walkIn);
  await shot(page, info, "counter-prefilled");

  // A room for the walk-in.
  const rooms = page.getByRole("region", { name: "Phòng của đặt phòng" });
  await rooms.getByRole("button", { name: "Xếp phòng" }).click();
  const assign = page.getByRole("dialog");
  const free = assign.getByRole("radio", { disabled: false });
  await expect(free.first()).toBeVisible();
  const unit = (await free.first().getAttribute("value"))!;
  await free.first().check();
  await assign.getByRole("button", { name: "Xếp phòng" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rooms.getByText(unit, { exact: true })).toBeVisible();
  await expect(guest.getByLabel("Họ và tên")).toHaveValue(walkIn);

  // The ID card scanned into the walk-in's record; its birth date shown day first.
  await guest.getByLabel("Họ và tên").focus();
  await page.keyboard.type(CARD);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("keyboard-scanner")).toContainText("Đã điền thông tin của Hoàng Thị Mai");
  await expect(guest.getByRole("combobox", { name: "Tỉnh / thành phố" })).toHaveValue("Thành phố Hồ Chí Minh");
  await expect(guest.getByRole("combobox", { name: "Phường / xã" })).toHaveValue("Phường Sài Gòn");
  await expect(guest.getByLabel("Ngày sinh")).toHaveValue("02/11/2003");
  // Item 8: typed day first on an en-US browser, stored as 5 December 1990.
  await guest.getByLabel("Ngày sinh").fill("");
  // At a person's pace: a burst at a scanner's speed is the USB scanner's, not typing.
  await guest.getByLabel("Ngày sinh").pressSequentially("05/12/1990", { delay: 90 });
  await guest.getByLabel("Ngày sinh").blur();
  await expect(guest.getByLabel("Ngày sinh")).toHaveValue("05/12/1990");
  await guest.getByLabel("Ngày sinh").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/busy-day/${info.project.name}-counter-birth-date.png` });
  const ready = page.getByRole("button", { name: `Lưu và nhận phòng ${unit}` });
  await expect(ready).toBeEnabled();
  await expect(page.getByTestId("counter-check-in")).toContainText("đã đủ thông tin để nhận phòng");
  await expectAccessible(page);
  await shot(page, info, "counter-ready");

  // Save only saves: the room stays confirmed.
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu thông tin." })).toBeVisible({ timeout: 20_000 });
  let booking = await bookingFromApi(request, LODGE, code);
  expect(booking.booking_rooms[0]).toMatchObject({ room_unit: unit, checkin_status: "confirmed" });
  // What the server stored, read back on a fresh page: 5 December 1990 (stored month first it would read 12/05/1990).
  await page.reload();
  await guest.getByRole("button", { name: /^Sửa/ }).click();
  await expect(guest.getByLabel("Ngày sinh")).toHaveValue("05/12/1990");
  await expect(guest.getByLabel("Số điện thoại")).toHaveValue("+84912345678");

  // The room's own button checks it in; the room then shows "Đã nhận phòng".
  await page.getByRole("button", { name: `Lưu và nhận phòng ${unit}` }).click();
  await expect(page.getByRole("heading", { name: "✓ Đã lưu thông tin khách và nhận phòng." })).toBeFocused({ timeout: 20_000 });
  await expect(rooms).toContainText("Đã nhận phòng");
  booking = await bookingFromApi(request, LODGE, code);
  expect(booking.booking_rooms[0]).toMatchObject({ room_unit: unit, checkin_status: "checked_in" });
  await shot(page, info, "counter-checked-in");
});

test("the counter in English: the booker is the first guest, staff words, the room's own check-in button", async ({ page }, info) => {
  const created = await book(page.request, DOUBLE, 0, 1, {
    name: `Sarah Miller ${info.project.name}`,
    phone: "+44 7700 900123",
    email: "sarah.miller@example.com",
  });
  expect(created, "a double free tonight").toBeDefined();
  await signInAtLodge(page, info, "en");
  await page.goto(`/desk/${LODGE}/bookings/${created!.code}/check-in`);
  const guest = page.getByTestId("guest").first();
  await expect(guest.getByLabel("Full name")).toHaveValue(`Sarah Miller ${info.project.name}`);
  await expect(guest.getByLabel("Phone")).toHaveValue("+447700900123");
  await expect(guest.getByLabel("E-mail")).toHaveValue("sarah.miller@example.com");
  await expect(page.getByLabel("The guest needs a VAT invoice")).toBeVisible();
  await expect(page.getByText("I need a VAT invoice")).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Save and check in ${DOUBLE.title}` })).toBeDisabled();
  await expect(guest.getByLabel("Date of birth")).toHaveAttribute("placeholder", "dd/mm/yyyy");
  await expectAccessible(page);
  await shot(page, info, "counter-en");
});
