import { expect, test } from "@playwright/test";
import { bookingFor, createCheckinLink, expectNoHorizontalScroll, screenshot } from "./checkin-helpers";

// The form checks itself with the API's schema, in the page's language.
const LANGUAGES = {
  vi: {
    addGuest: "Thêm khách",
    name: "Họ và tên",
    email: "Email",
    nationality: "Quốc tịch",
    save: "Lưu thông tin",
    nameRequired: "Vui lòng nhập họ và tên.",
    badEmail: "Email không hợp lệ.",
    badCountry: "Hãy chọn một quốc gia trong danh sách.",
    fix: "Vui lòng sửa các ô được đánh dấu.",
    futureBirthday: "Ngày sinh không thể ở tương lai.",
    birthday: "Ngày sinh",
    invoice: "Tôi cần hoá đơn VAT",
    invoiceEmail: "Email nhận hoá đơn",
    invoiceCompany: "Tên công ty",
    oneLine: "Chỉ viết trên một dòng, không chứa ký tự điều khiển.",
  },
  en: {
    addGuest: "Add a guest",
    name: "Full name",
    email: "E-mail",
    nationality: "Nationality",
    save: "Save details",
    nameRequired: "Please enter full name.",
    badEmail: "Enter a valid e-mail address.",
    badCountry: "Choose a country from the list.",
    fix: "Please fix the highlighted fields.",
    futureBirthday: "A date of birth cannot be in the future.",
    birthday: "Date of birth",
    invoice: "I need a VAT invoice",
    invoiceEmail: "E-mail for the invoice",
    invoiceCompany: "Company name",
    oneLine: "Keep this on one line, without control characters.",
  },
} as const;

for (const [lang, text] of Object.entries(LANGUAGES)) {
  test(`validation messages in ${lang}`, async ({ page, request }, info) => {
    const link = await createCheckinLink(request, bookingFor("later", info));
    await page.goto(`${link.path}?lang=${lang}`);
    await expect(page.locator("main")).toHaveAttribute("lang", lang);
    await screenshot(page, info, `${lang}-validation-01-summary`);

    await page.getByRole("button", { name: text.addGuest }).first().click();
    // A leading dot: not an address the mail standard allows (issue 32, item 7).
    await page.getByLabel(text.email, { exact: true }).fill(".mai.anh@example.com");
    await page.getByLabel(text.birthday).fill("2999-01-01");
    await page.getByLabel(text.invoice).check();
    await page.getByLabel(text.invoiceEmail).fill("billing@");
    // A control character pasted into a one-line field.
    await page.getByLabel(text.invoiceCompany).fill("ACME\u0007 Ltd");
    await page.getByRole("button", { name: text.save }).click();

    await expect(page.getByText(text.nameRequired)).toBeVisible();
    await expect(page.getByText(text.badEmail).first()).toBeVisible();
    await expect(page.getByText(text.futureBirthday)).toBeVisible();
    await expect(page.getByText(text.oneLine)).toBeVisible();
    await expect(page.getByText(text.fix)).toBeVisible();
    // Both e-mail fields are wrong: the guest's and the invoice's.
    await expect(page.getByText(text.badEmail)).toHaveCount(2);
    await expect(page.getByLabel(text.name)).toHaveAttribute("aria-invalid", "true");
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `${lang}-validation-02-errors`);

    // Fixing a field clears its message.
    await page.getByLabel(text.name).fill("Trần Thị Bình");
    await page.getByLabel(text.email, { exact: true }).fill("binh@example.com");
    await page.getByLabel(text.name).focus();
    await expect(page.getByText(text.nameRequired)).toHaveCount(0);
    await expect(page.getByText(text.badEmail)).toHaveCount(1);
  });
}

test("English comes first when the browser prefers it", async ({ browser, request }, info) => {
  const link = await createCheckinLink(request, bookingFor("later", info));
  const context = await browser.newContext({
    ...info.project.use,
    locale: "en-GB",
    extraHTTPHeaders: { "accept-language": "en-GB,en;q=0.9,vi;q=0.5" },
  });
  const page = await context.newPage();
  await page.goto(link.path);
  await expect(page.locator("main")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Online check-in")).toBeVisible();
  // Two taps away: the picker, then Vietnamese.
  await page.locator("details summary").first().click();
  await page.getByRole("link", { name: "Tiếng Việt" }).click();
  await expect(page.locator("main")).toHaveAttribute("lang", "vi");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByText("Làm thủ tục nhận phòng trực tuyến")).toBeVisible();
  await context.close();
});
