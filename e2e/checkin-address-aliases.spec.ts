import { expect, test } from "@playwright/test";
import { bookingFor, createCheckinLink } from "./checkin-helpers";

// The pickers of the guest form find what ID cards and guests still write: countries by
// everyday names and codes, provinces and wards by their names before the 2025 reform, each
// shown with the 2025 unit it became. Choosing one selects the 2025 unit.

test.use({ locale: "vi-VN" });

test("the pickers find 'My', 'binh duong' and 'phuc xa' and select the 2025 units", async ({ page, request }, info) => {
  const link = await createCheckinLink(request, bookingFor("draft", info));
  await page.goto(link.path);
  await page.getByRole("button", { name: "Thêm khách" }).first().click();

  // "My" (Mỹ without its tone mark) is the USA, listed before Myanmar, whose name starts with it.
  const nationality = page.getByRole("combobox", { name: "Quốc tịch" });
  await nationality.fill("My");
  const countries = page.getByRole("listbox", { name: "Quốc tịch" });
  await expect(countries.getByRole("option").first()).toHaveText("Hoa Kỳ");
  await countries.getByRole("option", { name: "Hoa Kỳ" }).click();
  await expect(nationality).toHaveValue("Hoa Kỳ");
  await nationality.fill("Han Quoc");
  await countries.getByRole("option", { name: "Hàn Quốc" }).click();
  await expect(nationality).toHaveValue("Hàn Quốc");

  // A Vietnamese guest whose ID card still names the old province.
  await nationality.fill("vn");
  await countries.getByRole("option", { name: "Việt Nam" }).click();
  const province = page.getByRole("combobox", { name: "Tỉnh / thành phố" });
  await province.fill("binh duong");
  const formerBinhDuong = page.getByRole("option", { name: "Bình Dương (cũ) → Thành phố Hồ Chí Minh" });
  await expect(formerBinhDuong).toBeVisible();
  await formerBinhDuong.click();
  await expect(province).toHaveValue("Thành phố Hồ Chí Minh");

  // The old ward, within the chosen province: Phúc Xá became Phường Hồng Hà.
  await province.fill("ha noi");
  await page.getByRole("option", { name: "Thành phố Hà Nội", exact: true }).click();
  const ward = page.getByRole("combobox", { name: "Phường / xã" });
  await ward.fill("phuc xa");
  const phucXa = page.getByRole("option", { name: "Phúc Xá (cũ) → Phường Hồng Hà" });
  await expect(phucXa).toBeVisible();
  await phucXa.click();
  await expect(ward).toHaveValue("Phường Hồng Hà");

  // A divided old ward lists every ward it went to; the keyboard picks as it does any option.
  await ward.fill("cong vi");
  const wards = page.getByRole("listbox", { name: "Phường / xã" });
  await expect(wards.getByRole("option")).toHaveText(["Cống Vị (cũ) → Phường Ngọc Hà", "Cống Vị (cũ) → Phường Giảng Võ"]);
  await ward.press("ArrowDown");
  await expect(ward).toHaveAttribute("aria-activedescendant", /-1$/);
  await ward.press("Enter");
  await expect(ward).toHaveValue("Phường Giảng Võ");
});

test("the resolve endpoint answers the page's check-in token, and the address stays out of the page's other requests", async ({
  page,
  request,
}, info) => {
  const link = await createCheckinLink(request, bookingFor("draft", info));
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/reference/addresses/resolve")) asked.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  await page.goto(link.path);
  await page.getByRole("button", { name: "Thêm khách" }).first().click();
  await page.getByRole("combobox", { name: "Quốc tịch" }).fill("viet");
  await page.getByRole("option", { name: "Việt Nam" }).click();
  await page.getByRole("combobox", { name: "Tỉnh / thành phố" }).fill("vung tau");
  await page.getByRole("option", { name: "Bà Rịa - Vũng Tàu (cũ) → Thành phố Hồ Chí Minh" }).click();
  await expect(page.getByRole("combobox", { name: "Tỉnh / thành phố" })).toHaveValue("Thành phố Hồ Chí Minh");
  // Asked after a pause in typing, not once per key.
  expect(asked).toEqual(["vung tau"]);
  const answer = await request.get(`/api/v1/reference/addresses/resolve?q=${encodeURIComponent("P. Bến Nghé, Q.1, TP.HCM")}`, {
    headers: { authorization: `Bearer ${link.token}` },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data[0]).toMatchObject({ ward_name: "Phường Sài Gòn", matched: { ward_name: "Phường Bến Nghé" } });
});

test.describe("in English", () => {
  test.use({ locale: "en-GB" });

  test("the country picker reads Vietnamese and English everyday names and codes", async ({ page, request }, info) => {
    const link = await createCheckinLink(request, bookingFor("draft", info));
    await page.goto(link.path);
    await page.getByRole("button", { name: "Add a guest" }).first().click();
    const nationality = page.getByRole("combobox", { name: "Nationality" });
    const countries = page.getByRole("listbox", { name: "Nationality" });
    for (const [typed, country] of [
      ["Mỹ", "United States"],
      ["USA", "United States"],
      ["UK", "United Kingdom"],
      ["Korea", "South Korea"],
      ["Duc", "Germany"],
    ]) {
      await nationality.fill(typed!);
      await expect(countries.getByRole("option").first()).toHaveText(country!);
    }
    await countries.getByRole("option").first().click();
    await expect(nationality).toHaveValue("Germany");
  });
});
