import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { bookingFor, createCheckinLink, expectNoHorizontalScroll, screenshot } from "./checkin-helpers";

for (const lang of ["vi", "en"] as const) {
  test(`no serious or critical accessibility violations (${lang})`, async ({ page, request }, info) => {
    const link = await createCheckinLink(request, bookingFor("later", info));
    await page.goto(`${link.path}?lang=${lang}`);
    await page.getByRole("button", { name: lang === "vi" ? "Thêm khách" : "Add a guest" }).first().click();
    await page.getByRole("button", { name: lang === "vi" ? "Lưu thông tin" : "Save details" }).click();
    await page.getByText(lang === "vi" ? "Thông tin thêm" : "More details").click();
    await page.getByLabel(lang === "vi" ? "Tôi cần hoá đơn VAT" : "I need a VAT invoice").check();
    await page.getByRole("combobox").first().fill("a");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, info, `${lang}-a11y-form-open`);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
