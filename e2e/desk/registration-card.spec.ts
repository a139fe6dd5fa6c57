import { expect, test } from "@playwright/test";
import { HANOI, expectAccessible, screenshot, signIn } from "./desk-helpers";

test("prints a booking's registration card: guests, stay, nightly rates and signature lines", async ({ page }, info) => {
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/HN9R3MM3`);
  await page.getByRole("link", { name: "In phiếu đăng ký" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/${HANOI}/bookings/HN9R3MM3/card$`));
  const card = page.getByRole("article", { name: /Phiếu đăng ký lưu trú · HN9R3MM3/ });
  await expect(card.getByRole("rowheader", { name: "Lê Hoàng Cường" })).toBeVisible();
  await expect(card.getByText(/Giá từng đêm: \d{2}\/\d{2}\/\d{4} /)).toBeVisible();
  await expect(card.getByText(/Khách ký: _+/)).toBeVisible();
  await expect(page.getByRole("button", { name: "In phiếu đăng ký" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, info, "registration-card");
  // On paper only the card is left.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "In phiếu đăng ký" })).toBeHidden();
  await expect(card).toBeVisible();
  // What the guests read and sign is in their language too, Vietnamese first (this booking's
  // primary guest is Vietnamese, so the card opened in Vietnamese alone); the receptionist's
  // line stays the desk's.
  await page.emulateMedia({ media: "screen" });
  await page.getByLabel("Ngôn ngữ của khách trên phiếu").selectOption("ko");
  const korean = page.getByRole("article", { name: /Phiếu đăng ký lưu trú \/ 투숙객 등록 카드 · HN9R3MM3/ });
  await expect(korean.getByRole("columnheader", { name: "Họ và tên / 성명" })).toBeVisible();
  await expect(korean).toContainText("Khách ký / 투숙객 서명:");
  await expect(korean).toContainText("Lễ tân ký:");
});
