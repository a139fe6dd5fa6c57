import { expect, test } from "@playwright/test";
import { STAFF, bookingFromApi, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

const DA_NANG = "danang-beach";

// A walk-in at the counter: the receptionist opens the booking, assigns a villa, finds the booker
// as the first guest, scans the chip ID card's QR into it with the USB scanner (keystrokes and
// Enter, into the focused field), and saves with the room's "Save and check in" button.
test("checks a guest in at the counter: a villa assigned, the guest filled from the USB scanner, the room checked in", async ({
  page,
  request,
}, info) => {
  const { code, card, name, gender, ward, province } = plan(info).counter;
  await signIn(page, STAFF.manager);
  await page.goto(`/desk/${DA_NANG}/bookings/${code}`);
  await page.getByRole("link", { name: "Đăng ký khách & nhận phòng" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đăng ký khách và nhận phòng");

  // The villa first: the form starts over from the booking once it is assigned.
  const rooms = page.getByRole("region", { name: "Phòng của đặt phòng" });
  await rooms.getByRole("button", { name: "Xếp phòng" }).click();
  const dialog = page.getByRole("dialog");
  const free = dialog.getByRole("radio", { disabled: false });
  await expect(free.first()).toBeVisible();
  const unit = (await free.first().getAttribute("value"))!;
  await free.first().check();
  await dialog.getByRole("button", { name: "Xếp phòng" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(rooms.getByText(unit, { exact: true })).toBeVisible();

  // The guest: added, then the scanner types the card's QR into the focused name field.
  // The booker is the first guest already (prefilled, editable): the scan fills that guest.
  const guest = page.getByTestId("guest").first();
  await expect(page.getByTestId("guest")).toHaveCount(1);
  await guest.getByLabel("Họ và tên").focus();
  await page.keyboard.type(card);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("keyboard-scanner")).toContainText(`Đã điền thông tin của ${name}`);
  await expect(guest.getByLabel("Họ và tên")).toHaveValue(name);
  await expect(guest.getByLabel("Số giấy tờ")).toHaveValue(card.slice(0, 12));
  await expect(guest.getByLabel("Giới tính")).toHaveValue(gender);
  await expect(guest.getByRole("combobox", { name: "Tỉnh / thành phố" })).toHaveValue(province);
  await expect(guest.getByRole("combobox", { name: "Phường / xã" })).toHaveValue(ward);
  // Enter did not send the form: nothing was saved yet.
  expect((await bookingFromApi(request, DA_NANG, code)).booking_rooms[0]?.checkin_status).toBe("confirmed");
  // With no field focused, a scan that is no ID card's QR is refused aloud and leaves nothing anywhere.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type("8934567890123-NOT-A-CCCD-QR-CODE");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("keyboard-scanner").getByRole("alert")).toContainText("không phải mã QR của CCCD");
  await expect(guest.getByLabel("Họ và tên")).toHaveValue(name);
  expect((await bookingFromApi(request, DA_NANG, code)).booking_rooms[0]?.checkin_status).toBe("confirmed");
  // The receptionist sees the guest's message labelled as the guest's, not the guest page's "your message".
  await expect(page.getByLabel("Lời nhắn của khách")).toBeVisible();
  await expect(page.getByLabel("Lời nhắn cho cơ sở lưu trú")).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, info, "counter-checkin");

  await page.getByRole("button", { name: `Lưu và nhận phòng ${unit}` }).click();
  // Every open room is in: the desk's finished panel, its heading focused.
  await expect(page.getByRole("heading", { name: "✓ Đã lưu thông tin khách và nhận phòng." })).toBeFocused();
  await expect(page.getByRole("button", { name: "Sửa thông tin" })).toBeVisible();

  const booking = await bookingFromApi(request, DA_NANG, code);
  expect(booking.booking_rooms[0]).toMatchObject({ room_unit: unit, checkin_status: "checked_in" });
  const detail = (await (
    await request.get(`/api/v1/properties/${DA_NANG}/bookings/${code}`, { headers: { authorization: "Bearer lpk_demo_all_QK74KH" } })
  ).json()) as { data: { booking_rooms: { guests: { name: string; identity: string }[]; registration: { complete: boolean } }[] } };
  expect(detail.data.booking_rooms[0]?.guests.map((one) => [one.name, one.identity])).toEqual([[name, card.slice(0, 12)]]);
  expect(detail.data.booking_rooms[0]?.registration.complete).toBe(true);

  // The booking page tells the story: who assigned and who checked in.
  await page.getByRole("link", { name: "Về đặt phòng" }).first().click();
  await expect(page.getByRole("region", { name: "Lịch sử thay đổi" })).toContainText(unit);
  await expectAccessible(page);
});
