import { expect, test } from "@playwright/test";
import { STAFF, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

test("a wrong password is refused, then this client is locked after 10 failures", async ({ browser }, info) => {
  // A client address of this project's own (the e2e server trusts one proxy, TRUST_PROXY=1),
  // so the lock touches no other test.
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": plan(info).address } });
  const page = await context.newPage();
  await page.goto("/desk/sign-in");
  await expectAccessible(page);
  await screenshot(page, info, "sign-in");
  // Guessing on an e-mail that is nobody's, one per project: the client is locked, and no e-mail
  // another test uses is slowed (every e-mail's failures count alike, a staff user's or nobody's).
  const email = page.getByLabel("E-mail");
  await email.fill(`nobody-${info.project.name}@oldquarter.example`);
  const password = page.getByLabel("Mật khẩu");
  const submit = page.getByRole("button", { name: "Đăng nhập" });
  await password.fill("wrong-password");
  await submit.click();
  await expect(page.locator("#sign-in-error")).toHaveText("E-mail hoặc mật khẩu không đúng.");
  for (let attempt = 2; attempt <= 10; attempt++) {
    await submit.click();
    await expect(submit).toBeEnabled();
  }
  await email.fill(STAFF.reception.email);
  await password.fill(STAFF.reception.password);
  await submit.click();
  await expect(page.locator("#sign-in-error")).toHaveText("Quá nhiều lần sai. Thử lại sau 15 phút.");
  await expect(page).toHaveURL(/\/desk\/sign-in/);
  await screenshot(page, info, "sign-in-throttled");
  await context.close();
});

test("signs in with the keyboard, signs out, and the desk then asks to sign in again", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/desk\/hanoi-old-quarter$/);
  await expect(page.getByRole("heading", { name: /Hôm nay/ })).toBeVisible();
  await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in/);
  await page.waitForLoadState("networkidle"); // the sign-out navigation is over before the next one
  await page.goto("/desk/hanoi-old-quarter");
  await expect(page).toHaveURL(/\/desk\/sign-in\?next=/);
});

test("switches to English and keeps it", async ({ page }, info) => {
  await signIn(page);
  await page.getByRole("button", { name: "Chuyển sang tiếng Anh" }).click();
  await expect(page.getByRole("heading", { name: /^Arrivals \(\d+\)/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Arrivals/ })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/desk/hanoi-old-quarter/bookings/HNL5QEZ2");
  await expect(page.getByRole("heading", { name: "Totals" })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, info, "booking-english");
  await page.goto("/desk/hanoi-old-quarter");
  await page.getByRole("button", { name: "Switch to Vietnamese" }).click();
  await expect(page.getByRole("heading", { name: /^Khách đến/ })).toBeVisible();
});

test("a receptionist cannot open another property's desk, nor read it through the API", async ({ page }) => {
  await signIn(page);
  const pageAnswer = await page.goto("/desk/danang-beach");
  expect(pageAnswer?.status()).toBe(404);
  const apiAnswer = await page.request.get("/api/v1/properties/danang-beach/bookings/DNZEU2AA");
  expect(apiAnswer.status()).toBe(403);
  const withoutToken = await page.request.post("/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/checkin-link");
  expect(withoutToken.status()).toBe(403);
  expect((await withoutToken.json()).code).toBe("CSRF_TOKEN_INVALID");
});
