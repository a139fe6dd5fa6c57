import { expect, test } from "@playwright/test";
import { STAFF, expectAccessible, screenshot, signIn, vietnamDate } from "./desk-helpers";

test("availability for a 3-night stay shows the Da Nang bungalows sold out, and the chain", async ({ page }, info) => {
  await signIn(page, STAFF.manager);
  await page.goto("/desk/hanoi-old-quarter");
  await page.getByLabel("Cơ sở").selectOption("danang-beach");
  await page.getByRole("button", { name: "Mở", exact: true }).click();
  await expect(page).toHaveURL(/\/desk\/danang-beach$/);
  await page.getByRole("link", { name: "Phòng trống" }).click();
  await expect(page).toHaveURL(/\/desk\/danang-beach\/availability$/);

  await page.getByLabel("Ngày đến").fill(vietnamDate(0));
  await page.getByLabel("Ngày đi").fill(vietnamDate(3));
  await page.getByRole("button", { name: "Tìm phòng trống" }).click();

  const bungalow = page.getByRole("article", { name: "Ocean Bungalow" });
  await expect(bungalow.getByText("Hết phòng")).toBeVisible();
  await expect(bungalow.getByRole("row")).toHaveCount(3); // header + two rate plans, three nightly prices each
  await expect(bungalow.getByRole("row").nth(1).getByRole("cell")).toHaveCount(4);
  await expect(page.getByRole("article", { name: "Garden Villa" }).getByText(/^Còn \d+$/)).toBeVisible();
  const chain = page.getByRole("region", { name: "Các cơ sở còn phòng" });
  await expect(chain.getByRole("link", { name: "My Khe Beach Resort" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, info, "availability");
});
