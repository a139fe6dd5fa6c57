import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { bookingFor, createCheckinLink, expectNoHorizontalScroll, screenshot } from "./checkin-helpers";

for (const lang of ["vi", "en"] as const) {
  test(`no serious or critical accessibility violations (${lang})`, async ({ page, request }, info) => {
    const link = await createCheckinLink(request, bookingFor("later", info));
    await page.goto(`${link.path}?lang=${lang}`);
    await page
      .getByRole("button", { name: lang === "vi" ? "Thêm khách" : "Add a guest" })
      .first()
      .click();
    await page.getByRole("button", { name: lang === "vi" ? "Lưu thông tin" : "Save details" }).click();
    await page.getByText(lang === "vi" ? "Thông tin thêm" : "More details").click();
    await page.getByLabel(lang === "vi" ? "Tôi cần hoá đơn VAT" : "I need a VAT invoice").check();
    // The nationality picker (the gender and ID type selects are comboboxes too).
    await page
      .getByRole("combobox", { name: lang === "vi" ? "Quốc tịch" : "Nationality" })
      .first()
      .fill("a");
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `${lang}-a11y-form-open`);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the photo pickers' hidden file inputs show the keyboard focus on their labels", async ({ page, request }, info) => {
  const link = await createCheckinLink(request, bookingFor("later", info));
  await page.goto(`${link.path}?lang=en`);
  await page.getByRole("button", { name: "Add a guest" }).first().click();
  for (const name of ["Choose a photo of the ID document", "Choose a photo"]) {
    const label = page.locator("label", { hasText: new RegExp(`^${name}$`) }).first();
    const input = page.locator(`[id="${await label.getAttribute("for")}"]`);
    await expect(label).toHaveCSS("outline-style", "none");
    // Focused as the keyboard focuses it: Tab from the control just before it.
    await input.evaluate((element: HTMLElement) => {
      const controls = [...document.querySelectorAll<HTMLElement>("button, input, select, textarea, a[href]")];
      controls[controls.indexOf(element) - 1]!.focus();
    });
    await page.keyboard.press("Tab");
    await expect(input).toBeFocused();
    await expect(label).toHaveCSS("outline-style", "solid");
  }
});
