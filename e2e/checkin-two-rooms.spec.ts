import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { createCheckinLink, DEMO_KEY, expectNoHorizontalScroll, readBooking, screenshot, type DemoBooking } from "./checkin-helpers";

// A two-room booking filled room by room at 360 px, in Vietnamese: what each kind of guest needs
// is marked required from the start, each room's "Còn thiếu" line is what the server's
// registration says (checked against Get Booking Detail after a save), a checked-in room leads to
// the next one, and the finished view comes once both are in.

test.use({ locale: "vi-VN" });

// Hanoi first; the others when earlier specs have filled it tonight.
const PROPERTIES = ["hanoi-old-quarter", "danang-beach", "saigon-apartments"];

interface FreeType {
  room_type_id: string;
  rate_plan_id: string;
  quantity: number;
}

/**
 * A booking of its own (Create Booking with the demo key): two rooms of two adults, one night from
 * today at the property, of the room types Search Room Type offers free tonight; its rooms' type names.
 */
async function twoRoomBooking(request: APIRequestContext, name: string): Promise<DemoBooking & { rooms: [string, string] }> {
  const day = (offset: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(Date.now() + offset * 86_400_000));
  const headers = { authorization: `Bearer ${DEMO_KEY}` };
  const answers: string[] = [];
  for (const tenant of PROPERTIES) {
    const search = await request.get(`/api/v1/properties/${tenant}/room_types/search`, {
      headers,
      params: { checkin_date: day(0), checkout_date: day(1), occ_adults: 2 },
    });
    const offered = ((await search.json()).data ?? []) as { room_types: { id: string; quantity: number; rate_plans: { id: string }[] } }[];
    const free: FreeType[] = offered
      .map(({ room_types: type }) => ({ room_type_id: type.id, rate_plan_id: type.rate_plans[0]?.id ?? "", quantity: type.quantity }))
      .filter((type) => type.quantity > 0 && type.rate_plan_id !== "");
    const one = free[0];
    const two = free.find((type) => type !== one) ?? (one && one.quantity >= 2 ? one : undefined);
    if (!one || !two) {
      answers.push(`${tenant}: ${free.length} types free`);
      continue;
    }
    const answer = await request.post(`/api/v1/properties/${tenant}/bookings`, {
      headers,
      data: {
        checkin_date: day(0),
        checkout_date: day(1),
        customer: { name, phone: "0912345678" },
        // The serviced apartments take bookings from their website only.
        booking_source: tenant === "saigon-apartments" ? "Website" : "Walk-in",
        payment_collect: "property",
        rooms: [
          { room_type_id: one.room_type_id, rate_plan_id: one.rate_plan_id, occupancy: { adults: 2 } },
          { room_type_id: two.room_type_id, rate_plan_id: two.rate_plan_id, occupancy: { adults: 2 } },
        ],
      },
    });
    if (answer.status() === 201) {
      const data = (await answer.json()).data;
      return { tenant, code: data.code, rooms: [data.booking_rooms[0].room_type, data.booking_rooms[1].room_type] };
    }
    answers.push(`${tenant}: ${await answer.text()}`);
  }
  throw new Error(`No two rooms free tonight: ${answers.join("\n")}`);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A field's accessible name says "(bắt buộc)" once ("Họ và tên (bắt buộc)"), or not at all. */
async function expectRequired(guest: Locator, label: string, required: boolean) {
  await expect(guest.getByLabel(label).first()).toHaveAccessibleName(required ? `${label} (bắt buộc)` : label);
}

const roomBox = (page: Page, index: number) => page.locator("form").getByRole("heading", { level: 3 }).nth(index).locator("..");

async function pick(page: Page, combobox: Locator, typed: string, option: string) {
  await combobox.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fillVietnamese(page: Page, guest: Locator, name: string, identity: string) {
  await guest.getByLabel("Họ và tên").fill(name);
  await guest.getByLabel("Ngày sinh").fill("1990-04-12");
  await guest.getByLabel("Giới tính").selectOption("male");
  await guest.getByLabel("Loại giấy tờ").selectOption("identity_card");
  await guest.getByLabel("Số giấy tờ").fill(identity);
  await pick(page, guest.getByRole("combobox", { name: "Tỉnh / thành phố" }), "ha noi", "Thành phố Hà Nội");
  await pick(page, guest.getByRole("combobox", { name: "Phường / xã" }), "hoan kiem", "Phường Hoàn Kiếm");
}

async function idPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#9ab" } })
    .jpeg()
    .toBuffer();
}

async function choosePhoto(page: Page, guest: Locator) {
  const chooser = page.waitForEvent("filechooser");
  await guest.locator("label", { hasText: /^Chọn ảnh$/ }).click();
  await (await chooser).setFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: await idPhoto() });
  await expect(guest.getByText("✓ đã gửi")).toBeVisible({ timeout: 30_000 });
}

test("two rooms, room by room: required marks, the missing line as the server says it, the lead to the next room, the finished view", async ({
  page,
  request,
}, info) => {
  // At 360 px on one phone project: the demo has about two rooms free tonight once the other specs
  // have run, and the iPhone project's run would need two more.
  test.skip(info.project.name !== "checkin-pixel", "one phone project (360 px) books tonight's free rooms");
  test.setTimeout(240_000);
  const booking = await twoRoomBooking(request, `Two rooms ${info.project.name}`);
  const [roomOne, roomTwo] = booking.rooms;
  const link = await createCheckinLink(request, booking);
  await page.goto(link.path);

  // The first screen starts with what to do: the first room and its "Add a guest"; the summary comes after the form.
  const first = roomBox(page, 0);
  const second = roomBox(page, 1);
  await expect(first.getByTestId("room-missing")).toHaveText("Còn thiếu: 2 khách");
  await expect(first.getByRole("button", { name: "Thêm khách" })).toBeInViewport();
  const summary = page.locator("section[aria-labelledby='summary-title']");
  const formTop = (await page.locator("form").boundingBox())!.y;
  expect((await summary.boundingBox())!.y).toBeGreaterThan(formTop);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "two-rooms-01-first-screen", false);
  await expectNoSeriousViolations(page);

  // A Vietnamese adult: nationality Vietnam from the page's language, its fields required from the start.
  await first.getByRole("button", { name: "Thêm khách" }).click();
  const an = first.getByTestId("guest").nth(0);
  await expect(an.getByRole("combobox", { name: "Quốc tịch" })).toHaveValue("Việt Nam");
  for (const label of ["Họ và tên", "Ngày sinh", "Giới tính", "Loại giấy tờ", "Số giấy tờ"]) await expectRequired(an, label, true);
  for (const label of ["Số điện thoại", "Địa chỉ (số nhà, đường)"]) await expectRequired(an, label, false);
  await expect(an.getByRole("textbox", { name: "Họ và tên (bắt buộc)", exact: true })).toBeFocused();
  await expect(an.getByRole("combobox", { name: "Tỉnh / thành phố (bắt buộc)", exact: true })).toBeVisible();
  await expect(an.getByRole("combobox", { name: "Phường / xã (bắt buộc)", exact: true })).toBeVisible();
  await expect(first.getByTestId("room-missing")).toHaveText(
    "Còn thiếu: 1 khách; Khách mới: họ tên, ngày sinh, giới tính, loại giấy tờ, số giấy tờ, tỉnh / thành phố, phường / xã",
  );
  // Tabbing past empty fields says nothing.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(first.getByText(/Vui lòng nhập/)).toHaveCount(0);
  await expect(an.locator("[aria-invalid='true']")).toHaveCount(0);

  await fillVietnamese(page, an, "Nguyễn Văn An", "001203004567");
  await expect(first.getByTestId("room-missing")).toHaveText("Còn thiếu: 1 khách");
  await an.getByRole("button", { name: "Xong" }).click();

  // A foreign adult: nationality starts as the previous guest's; once Korean, an ID photo is required.
  await first.getByRole("button", { name: "Thêm khách" }).click();
  const kim = first.getByTestId("guest").nth(1);
  await expect(kim.getByRole("combobox", { name: "Quốc tịch" })).toHaveValue("Việt Nam");
  await expect(kim.getByRole("group", { name: "Ảnh giấy tờ", exact: true })).toBeVisible();
  await pick(page, kim.getByRole("combobox", { name: "Quốc tịch" }), "han quoc", "Hàn Quốc");
  await expect(kim.getByRole("group", { name: "Ảnh giấy tờ (bắt buộc)", exact: true })).toBeVisible();
  await kim.getByLabel("Họ và tên").fill("Kim Ji-woo");
  await kim.getByLabel("Ngày sinh").fill("1992-03-04");
  await kim.getByLabel("Giới tính").selectOption("female");
  await kim.getByLabel("Loại giấy tờ").selectOption("passport");
  await kim.getByLabel("Số giấy tờ").fill("M12345678");
  await kim.getByLabel("Thành phố", { exact: true }).fill("Seoul");
  const missingBefore = "Còn thiếu: Kim Ji-woo: ảnh giấy tờ";
  await expect(first.getByTestId("room-missing")).toHaveText(missingBefore);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "two-rooms-02-mid-way");
  await expectNoSeriousViolations(page);

  // Saved without checking in: the server's registration says exactly what the form said.
  await page.getByLabel(`Nhận phòng ${roomOne} ngay`).uncheck();
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page.getByText("Đã lưu thông tin.")).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByTestId("summary-missing").first()).toHaveText(missingBefore);
  await expect(first.getByTestId("room-missing")).toHaveText(missingBefore);
  const saved = await readBooking(request, booking);
  const kimId = saved.booking_rooms[0].guests.find((guest: { name: string }) => guest.name === "Kim Ji-woo").id;
  expect(saved.booking_rooms[0].registration.missing).toEqual([{ guest_id: String(kimId), field: "identity_image_urls" }]);

  // The photo completes the room; it is checked in.
  // The save's refreshed booking remounts the form once it lands (CheckinForm's key), closing a
  // card opened just before it: open Kim's card again until it stays open.
  const kimPicker = first
    .getByTestId("guest")
    .nth(1)
    .locator("label", { hasText: /^Chọn ảnh$/ });
  await expect(async () => {
    if (!(await kimPicker.isVisible())) await first.getByRole("button", { name: "Sửa: Kim Ji-woo" }).click();
    await expect(kimPicker).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await choosePhoto(page, first.getByTestId("guest").nth(1));
  await expect(first.getByTestId("room-missing")).toHaveText("✓ Đã đủ thông tin.");
  await expect(page.getByLabel(`Nhận phòng ${roomOne} ngay`)).toBeChecked();
  await page.getByRole("button", { name: "Lưu và nhận phòng" }).click();

  // Not the finished view: the lead to the room still open, and what it needs.
  const lead = page.getByTestId("next-room");
  await expect(lead).toContainText(`${roomOne} đã nhận phòng. Tiếp theo: ${roomTwo}: 0 / 2 khách.`, { timeout: 30_000 });
  await expect(page.getByTestId("finished")).toHaveCount(0);
  await expect(lead.locator("p")).toBeFocused();
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "two-rooms-03-next-room-lead", false);
  await expectNoSeriousViolations(page);
  await lead.getByRole("button", { name: `Khai báo ${roomTwo}` }).click();
  await expect(second.getByRole("heading", { level: 3 })).toBeFocused();
  await expect(second.getByTestId("room-missing")).toHaveText("Còn thiếu: 2 khách");

  // A child needs only name, birth date, gender and nationality.
  await second.getByRole("button", { name: "Thêm khách" }).click();
  const child = second.getByTestId("guest").nth(0);
  await expect(child.getByRole("combobox", { name: "Quốc tịch" })).toHaveValue("Hàn Quốc");
  await child.getByLabel("Ngày sinh").fill("2018-06-01");
  await expectRequired(child, "Họ và tên", true);
  await expectRequired(child, "Loại giấy tờ", false);
  await expectRequired(child, "Số giấy tờ", false);
  await expect(child.getByRole("group", { name: "Ảnh giấy tờ", exact: true })).toBeVisible();
  await child.getByRole("button", { name: "Xoá khách" }).click();

  // Two Vietnamese adults; the room is checked in and the stay is finished.
  for (const [index, name, identity] of [
    [1, "Trần Thị Bình", "001303004568"],
    [2, "Lê Văn Cường", "001203004569"],
  ] as const) {
    await second.getByRole("button", { name: "Thêm khách" }).click();
    const guest = second.getByTestId("guest").nth(index);
    await pick(page, guest.getByRole("combobox", { name: "Quốc tịch" }), "viet", "Việt Nam");
    await fillVietnamese(page, guest, name, identity);
    await guest.getByRole("button", { name: "Xong" }).click();
  }
  await expect(second.getByTestId("room-missing")).toHaveText("✓ Đã đủ thông tin.");
  await page.getByRole("button", { name: "Lưu và nhận phòng" }).click();
  const finished = page.getByTestId("finished");
  await expect(finished.getByRole("heading", { level: 2 })).toBeFocused({ timeout: 30_000 });
  await expect(finished).toContainText(roomOne);
  await expect(finished).toContainText(roomTwo);
  const after = await readBooking(request, booking);
  expect(after.booking_rooms.map((room: { checkin_status: string }) => room.checkin_status)).toEqual(["checked_in", "checked_in"]);
  expect(after.booking_rooms.map((room: { registration: { missing: unknown[] } }) => room.registration.missing)).toEqual([[], []]);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "two-rooms-04-finished");
  await expectNoSeriousViolations(page);
});
