import { expect, test } from "@playwright/test";
import { HANOI, expectAccessible, screenshot, signIn } from "./desk-helpers";

test("shows tonight's guest register, incomplete first, and downloads it as CSV", async ({ page }, info) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Quầy lễ tân" }).getByRole("link", { name: "Sổ lưu trú", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/${HANOI}/guest-register$`));
  const citizens = page.getByRole("region", { name: /^Công dân Việt Nam/ });
  // The demo's in-house guests have 13-digit card numbers: their registrations say the number is
  // there but invalid (a CCCD has 12 digits), not that it is missing.
  await expect(citizens.getByRole("rowheader", { name: "Lê Hoàng Cường" })).toBeVisible();
  await expect(citizens.getByText(/Không hợp lệ: .*số giấy tờ/).first()).toBeVisible();
  await expect(citizens.getByText(/^Thiếu: .*số giấy tờ/)).toHaveCount(0);
  // Values as the police read them: the country's Vietnamese name, "Nam"/"Nữ", not "VN" or "male".
  await expect(citizens.getByRole("cell", { name: "Việt Nam" }).first()).toBeVisible();
  await expect(citizens.getByRole("cell", { name: /^(Nam|Nữ)$/ }).first()).toBeVisible();
  await expect(citizens.getByRole("cell", { name: /^(VN|male|female)$/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Người nước ngoài/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, info, "guest-register");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Tải CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^guest-register-hanoi-old-quarter-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(text).toContain("Họ và tên / Full name");
  expect(text).toContain("Lê Hoàng Cường");
  expect(text).toContain(",Việt Nam,");
  expect(text).not.toMatch(/,(male|female|identity_card|VN),/);
});
