import { expect, test, type Locator } from "@playwright/test";
import { HANOI, bookingFromApi, dayFirst, expectAccessible, signIn, vietnamDate } from "./desk-helpers";

// The chip ID card's QR as the USB scanner types it (the counter check-in's own test card, whose
// address names one ward).
const CARD = { qr: "079303001234||Hoàng Thị Mai|02112003|Nữ|12 Lê Lợi, P. Bến Nghé, Q.1, TP.HCM|10082021", name: "Hoàng Thị Mai" };

// A walk-in at the counter, from "New booking" on Today to a checked-in room: tonight, the
// first free room type, its first direct plan and the "Walk-in" source are chosen already, so
// the receptionist types the guest's name and phone and creates; the booking opens in the
// counter check-in, where a room is assigned and the ID card scanned. Every click is counted
// up to the check-in page: at most 8.
test("a walk-in from New booking to a checked-in room, in at most 8 clicks to the check-in page", async ({ page, request }, info) => {
  const { qr: card, name } = CARD;
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  await signIn(page);
  await page.goto(`/desk/${HANOI}`);

  await click(page.getByRole("button", { name: "Đặt phòng mới" }));
  const dialog = page.getByRole("dialog", { name: "Đặt phòng mới" });
  // The defaults: tonight at the property, a free type with its price per night, Walk-in.
  await expect(dialog.getByLabel("Ngày đến")).toHaveValue(dayFirst(vietnamDate(0)));
  await expect(dialog.getByLabel("Ngày đi")).toHaveValue(dayFirst(vietnamDate(1)));
  await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(dialog.getByText(/\/đêm/).first()).toBeVisible();
  await expect(dialog.getByLabel("Nguồn")).toHaveValue("Walk-in");
  await expect(dialog.getByTestId("new-booking-total")).toContainText("1 đêm");
  await expect(dialog.getByLabel("Họ và tên")).toBeFocused();
  await dialog.getByLabel("Họ và tên").fill(`${name} (${info.project.name})`);
  await dialog.getByLabel("Số điện thoại").fill("0912 345 678");
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/shots-desk-booking/${info.project.name}-new-booking.png` });
  if (info.project.name === "desk-1280") {
    // The dialog on a phone-sized window too (the desk is used on tablets, and sometimes a phone).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: "/tmp/shots-desk-booking/phone-360-new-booking.png" });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await click(dialog.getByRole("button", { name: "Tạo đặt phòng" }));
  await page.waitForURL(/\/bookings\/[A-Z0-9]+\/check-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đăng ký khách và nhận phòng");
  expect(clicks).toBeLessThanOrEqual(8);
  const code = page.url().match(/bookings\/([A-Z0-9]+)\/check-in/)![1]!;
  const created = await bookingFromApi(request, HANOI, code);
  expect(created.booking_rooms).toHaveLength(1);
  expect(created.booking_rooms[0]).toMatchObject({ checkin_status: "confirmed", room_unit: null });

  // At the counter: a room assigned, the guest scanned from the ID card's QR, checked in.
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

  // The walk-in typed in New booking is the first guest already (a walk-in is typed once): the scan completes it.
  const guest = page.getByTestId("guest").first();
  await expect(guest.getByLabel("Họ và tên")).toHaveValue(`${name} (${info.project.name})`);
  await expect(guest.getByLabel("Số điện thoại")).toHaveValue("+84912345678");
  await guest.getByLabel("Họ và tên").focus();
  await page.keyboard.type(card);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("keyboard-scanner")).toContainText(`Đã điền thông tin của ${name}`);
  // The card's address is resolved to the 2025 province and ward after the scan: saved before that
  // lands, the province is lost (a race of the counter check-in on a cold server), so wait as the receptionist sees it.
  await expect(guest.getByRole("combobox", { name: "Tỉnh / thành phố" })).toHaveValue("Thành phố Hồ Chí Minh");
  await expect(guest.getByRole("combobox", { name: "Phường / xã" })).toHaveValue("Phường Sài Gòn");
  await page.getByRole("button", { name: `Lưu và nhận phòng ${unit}` }).click();
  await expect(page.getByRole("heading", { name: "✓ Đã lưu thông tin khách và nhận phòng." })).toBeFocused({ timeout: 20_000 });

  const booking = await bookingFromApi(request, HANOI, code);
  expect(booking.booking_rooms[0]).toMatchObject({ room_unit: unit, checkin_status: "checked_in" });
  test.info().annotations.push({ type: "clicks to the check-in page", description: String(clicks) });
});

test("New booking from Availability: the type and dates clicked are chosen, sold-out nights are named", async ({ page }, info) => {
  await signIn(page);
  await page.goto(`/desk/${HANOI}/availability`);
  const checkin = vietnamDate(6);
  const checkout = vietnamDate(8);
  await page.getByLabel("Ngày đến").fill(checkin);
  await page.getByLabel("Ngày đi").fill(checkout);
  await page.getByRole("button", { name: "Tìm phòng trống" }).click();
  await page.getByRole("button", { name: "Đặt phòng Family Suite" }).click();
  const dialog = page.getByRole("dialog", { name: "Đặt phòng mới" });
  await expect(dialog.getByLabel("Ngày đến")).toHaveValue(dayFirst(checkin));
  await expect(dialog.getByLabel("Ngày đi")).toHaveValue(dayFirst(checkout));
  await expect(dialog.getByRole("radio", { name: /Family Suite/ })).toBeChecked();
  await expect(dialog.getByTestId("new-booking-total")).toContainText("2 đêm");
  // The form's own checks land on the fields, in the desk's words.
  await dialog.getByLabel("Người lớn", { exact: true }).fill("9");
  await dialog.getByRole("button", { name: "Tạo đặt phòng" }).click();
  await expect(dialog.getByText("Nhập họ và tên khách.")).toBeVisible();
  await expect(dialog.getByText("Số người lớn vượt sức chứa của loại phòng.")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/shots-desk-booking/${info.project.name}-new-booking-errors.png` });
});
