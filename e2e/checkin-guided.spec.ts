import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { bookingFor, createCheckinLink, DEMO_KEY, expectNoHorizontalScroll, readBooking, screenshot } from "./checkin-helpers";

// A page that guides (issue 13, item 4), at 360 px in both languages: errors only once a field
// is left or the form is sent, focus on the first error, a summary that goes once all is fixed,
// pickers' lists clear of the save bar, the finished view, and one sentence for a link that ended.
// The Pixel project only: the bookings it checks out and cancels are its own.

const auth = { authorization: `Bearer ${DEMO_KEY}` };
const IN_HOUSE = { tenant: "hanoi-old-quarter", code: "HN9R3MM3", room: "e77e2667-792f-466e-98db-d94db16c7030" };
const TO_CANCEL = { tenant: "danang-beach", code: "DNBSQ7ME", room: "1b60da6a-7898-4739-afd1-0001a285c161" };

const TEXT = {
  vi: {
    addGuest: "Thêm khách",
    name: "Họ và tên",
    email: "Email",
    save: "Lưu thông tin",
    nameRequired: "Vui lòng nhập họ và tên.",
    badEmail: "Email không hợp lệ.",
    fix: "Vui lòng sửa các ô được đánh dấu.",
    nationality: "Quốc tịch",
    vietnam: "Việt Nam",
    province: "Tỉnh / thành phố",
    ward: "Phường / xã",
    checkedIn: "Đã nhận phòng. Chúc quý khách một kỳ nghỉ vui vẻ!",
    yourRoom: "Phòng của quý khách",
    checkout: (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}, trước 12:00`,
    phone: "Điện thoại lễ tân",
    editDetails: "Sửa thông tin",
    finishedTitle: "Kỳ lưu trú đã kết thúc",
    finished: "Kỳ lưu trú của đặt phòng này đã kết thúc; cảm ơn quý khách đã lưu trú cùng chúng tôi.",
    cancelledTitle: "Đặt phòng đã huỷ",
    cancelled: "Đặt phòng này đã bị huỷ, nên không còn gì để nhận phòng.",
    nights: "2 đêm",
  },
  en: {
    addGuest: "Add a guest",
    name: "Full name",
    email: "E-mail",
    save: "Save details",
    nameRequired: "Please enter full name.",
    badEmail: "Enter a valid e-mail address.",
    fix: "Please fix the highlighted fields.",
    nationality: "Nationality",
    vietnam: "Vietnam",
    province: "Province / city",
    ward: "Ward / commune",
    checkedIn: "You are checked in. Enjoy your stay!",
    yourRoom: "Your room",
    checkout: (date: string) =>
      `${new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(new Date(`${date}T00:00:00Z`))}, by 12:00`,
    phone: "Front desk phone",
    editDetails: "Edit details",
    finishedTitle: "Your stay is over",
    finished: "The stay of this booking is over: thank you for staying with us.",
    cancelledTitle: "Booking cancelled",
    cancelled: "This booking has been cancelled, so there is nothing to check in.",
    nights: "2 nights",
  },
} as const;
const LANGUAGES = Object.keys(TEXT) as (keyof typeof TEXT)[];

const onlyAt360 = (info: TestInfo) => test.skip(info.project.name !== "checkin-pixel", "360 px: the Pixel project");

/** The sticky bar with the save button. */
const saveBar = (page: Page, save: string) => page.getByRole("button", { name: save }).locator("..");

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return { top: box.y, bottom: box.y + box.height };
}

for (const lang of LANGUAGES) {
  const text = TEXT[lang];

  test(`${lang}: no error while typing, one on leaving the field, the first error focused on save, the summary gone once fixed`, async ({
    page,
    request,
  }, info) => {
    onlyAt360(info);
    const link = await createCheckinLink(request, bookingFor("later", info));
    await page.goto(`${link.path}?lang=${lang}`);
    await page.getByRole("button", { name: text.addGuest }).first().click();

    // Typing a first value: nothing is said yet, even when what is there so far is not an address.
    const email = page.getByLabel(text.email, { exact: true });
    await email.click();
    await email.pressSequentially("an.nguyen@");
    await expect(page.getByText(text.badEmail)).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    // Leaving it says so.
    await email.press("Tab");
    await expect(page.getByText(text.badEmail)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await screenshot(page, info, `guided-${lang}-01-blur-error`, false);
    // Fixing it removes the error as soon as it is right, without leaving the field.
    await email.click();
    await email.press("End");
    await email.pressSequentially("example.com");
    await expect(page.getByText(text.badEmail)).toHaveCount(0);

    // Saving with the name empty: the summary, and the focus on the name, clear of the save bar.
    await page.getByRole("button", { name: text.save }).click();
    const name = page.getByLabel(text.name);
    await expect(page.getByTestId("error-summary")).toHaveText(text.fix);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(text.nameRequired)).toBeVisible();
    const field = await boxOf(name);
    const bar = await boxOf(saveBar(page, text.save));
    expect(field.top).toBeGreaterThanOrEqual(0);
    expect(field.bottom).toBeLessThanOrEqual(bar.top);
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `guided-${lang}-02-first-error-focused`, false);

    // Fixing the last error removes the summary.
    await name.fill("Trần Thị Bình");
    await expect(page.getByText(text.nameRequired)).toHaveCount(0);
    await expect(page.getByTestId("error-summary")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");

    // After a refused save too, a new field says nothing while its first value is being typed.
    await page.getByRole("button", { name: text.addGuest }).first().click();
    const secondEmail = page.getByTestId("guest").nth(1).getByLabel(text.email, { exact: true });
    await secondEmail.pressSequentially("binh@");
    await expect(page.getByText(text.badEmail)).toHaveCount(0);
    await secondEmail.press("Tab");
    await expect(page.getByText(text.badEmail)).toBeVisible();
  });

  test.describe(() => {
    // A 640 px tall phone: the ward picker sits right above the save bar before it opens.
    test.use({ viewport: { width: 360, height: 640 } });

    test(`${lang}: the ward list opens clear of the save bar`, async ({ page, request }, info) => {
      onlyAt360(info);
      const link = await createCheckinLink(request, bookingFor("later", info));
      await page.goto(`${link.path}?lang=${lang}`);
      await page.getByRole("button", { name: text.addGuest }).first().click();
      await page.getByLabel(text.name).fill("Nguyễn Văn An");
      await page.getByRole("combobox", { name: text.nationality }).fill("viet");
      await page.getByRole("option", { name: text.vietnam, exact: true }).click();
      await page.getByRole("combobox", { name: text.province }).fill("ha noi");
      await page.getByRole("option", { name: "Thành phố Hà Nội", exact: true }).click();

      // Scroll until the ward input sits just above the sticky bar, then tap it.
      const ward = page.getByRole("combobox", { name: text.ward });
      const barBefore = await boxOf(saveBar(page, text.save));
      await ward.evaluate((input, barTop) => window.scrollBy(0, input.getBoundingClientRect().bottom - (barTop - 4)), barBefore.top);
      expect((await boxOf(ward)).bottom).toBeGreaterThan(barBefore.top - 60);
      await ward.tap();
      const list = page.getByRole("listbox", { name: text.ward });
      await expect(list.getByRole("option").first()).toBeVisible();

      // The last option the list shows (it scrolls inside) ends above the bar's top and on screen.
      const shown = await boxOf(list);
      const options = list.getByRole("option");
      let lastVisible = shown;
      for (let index = 0; index < (await options.count()); index += 1) {
        const box = await boxOf(options.nth(index));
        if (box.top >= shown.bottom) break;
        lastVisible = box;
      }
      const bar = await boxOf(saveBar(page, text.save));
      expect(Math.min(lastVisible.bottom, shown.bottom)).toBeLessThanOrEqual(bar.top);
      expect(shown.bottom).toBeLessThanOrEqual(640);
      expect(shown.top).toBeGreaterThan(0);
      await screenshot(page, info, `guided-${lang}-03-ward-list-open`, false);

      // Choosing closes the list; the bar is back at the bottom of the screen.
      await options.first().click();
      await expect(list.getByRole("option")).toHaveCount(0);
      expect((await boxOf(saveBar(page, text.save))).bottom).toBeLessThanOrEqual(641);
    });
  });
}

test("a checked-in guest sees the room, check-out, address, phone and Wi-Fi first, and a finished stay one sentence", async ({
  page,
  request,
}, info) => {
  onlyAt360(info);
  const link = await createCheckinLink(request, IN_HOUSE);
  const booking = await readBooking(request, IN_HOUSE);
  for (const lang of LANGUAGES) {
    const text = TEXT[lang];
    await page.goto(`${link.path}?lang=${lang}`);
    const finished = page.getByTestId("finished");
    await expect(finished.getByRole("heading", { level: 2 })).toHaveText(`✓ ${text.checkedIn}`);
    await expect(finished).toContainText(text.yourRoom);
    await expect(finished).toContainText("202");
    await expect(finished).toContainText(text.checkout(booking.checkout_date));
    await expect(finished).toContainText("36 Hàng Bạc, Phường Hoàn Kiếm, Thành phố Hà Nội");
    await expect(finished.getByRole("link", { name: "+84 24 3826 1234" })).toHaveAttribute("href", "tel:+842438261234");
    await expect(finished).toContainText(text.phone);
    await expect(finished).toContainText("OldQuarter-Guest");
    await expect(finished).toContainText("hangbac36");
    // It opens at the top of the page, above the summary; the form waits behind "Edit details".
    const top = await boxOf(finished);
    expect(top.top).toBeLessThan(200);
    await expect(page.locator("form")).toHaveCount(0);
    await expect(page.getByText(text.nights)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `guided-${lang}-04-finished`);
    await page.getByRole("button", { name: text.editDetails }).click();
    await expect(page.locator("form")).toHaveCount(1);
  }

  // The desk checks the room out: the booking is finished, and the link says so in one sentence.
  const checkout = await request.post(`/api/v1/properties/${IN_HOUSE.tenant}/bookings/${IN_HOUSE.code}/rooms/${IN_HOUSE.room}/checkout`, {
    headers: auth,
    data: {},
  });
  expect(checkout.status()).toBe(200);
  for (const lang of LANGUAGES) {
    await page.goto(`${link.path}?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[lang].finishedTitle);
    await expect(page.locator("main").getByRole("alert")).toHaveText(TEXT[lang].finished);
    await expect(page.locator("form")).toHaveCount(0);
    await expect(page.getByText(IN_HOUSE.code)).toHaveCount(0);
    await screenshot(page, info, `guided-${lang}-05-stay-over`);
  }
});

test("a cancelled booking's link says so in one sentence in the page's language, with no form", async ({ page, request }, info) => {
  onlyAt360(info);
  const link = await createCheckinLink(request, TO_CANCEL);
  const cancel = await request.post(`/api/v1/properties/${TO_CANCEL.tenant}/bookings/${TO_CANCEL.code}/rooms/${TO_CANCEL.room}/cancel`, {
    headers: auth,
  });
  expect(cancel.status()).toBe(200);
  for (const lang of LANGUAGES) {
    await page.goto(`${link.path}?lang=${lang}`);
    await expect(page.locator("main")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[lang].cancelledTitle);
    await expect(page.locator("main").getByRole("alert")).toHaveText(TEXT[lang].cancelled);
    await expect(page.locator("form")).toHaveCount(0);
    await expect(page.getByText(TO_CANCEL.code)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `guided-${lang}-06-cancelled`);
  }
});
