import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// The API reference (/docs) as a partner reads it, on the production build, at phone (360 px)
// and desk (1366 px) width: the "phone" and "desk" projects of playwright.config.ts.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 960;

test("the reference is readable at this width: nothing scrolls sideways, no accessibility violation", async ({ page }) => {
  // axe walks every node of the whole reference (each operation and schema): on CI's two shared
  // cores that alone took more than the default 30 s once.
  test.slow();
  await page.goto("/docs");
  await expect(page.getByRole("heading", { name: "Lodging Partner API", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  // An example unfolded too, so its colours are checked as well.
  await page.locator("#getBookingDetail").getByText("Example (made from the schema)").click();
  await expect(page.locator("#getBookingDetail pre")).toBeVisible();
  // axe's rules read the markup, its colours and names, which are the same at every width: it
  // walks the whole reference once, at the phone's width (the desk's took as long, 45 s, for the same answer).
  if (!isPhone(page)) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});

test("an operation is found from the contents, by filtering them, and its section shows everything it answers", async ({ page }) => {
  await page.goto("/docs");
  const contents = page.getByRole("navigation", { name: "Contents" });
  const filter = contents.getByLabel("Find an operation or schema");
  if (isPhone(page)) {
    // Folded on a phone, so the reference starts on the first screen.
    await expect(filter).toBeHidden();
    await contents.getByText("Contents", { exact: true }).click();
  }
  await expect(filter).toBeVisible();
  await filter.fill("rotate-secret");
  await expect(contents.getByRole("status")).toHaveText("1 match");
  await expect(contents.getByRole("link", { name: "Get Booking Detail" })).toBeHidden();
  await contents.getByRole("link", { name: /Rotate webhook secret/ }).click();
  await expect(page).toHaveURL(/#rotateWebhookSecret$/);

  const section = page.locator("#rotateWebhookSecret");
  await expect(section.getByRole("heading", { name: "Rotate webhook secret", level: 3 })).toBeInViewport();
  await expect(section.getByText("/api/v1/properties/{tenant_id}/webhooks/{code}/rotate-secret")).toBeVisible();
  for (const status of ["200", "401", "403", "404", "422", "500"]) await expect(section.getByText(status, { exact: true })).toBeVisible();
  // The success answer is open with its fields; a schema it names is one link away.
  await section.getByRole("link", { name: "RotatedWebhookSecret" }).click();
  await expect(page.locator("#schema-RotatedWebhookSecret").getByText("previous_secret_expires_at")).toBeVisible();
});

test("a keyboard user skips to the reference first, and the raw OpenAPI document is one link away", async ({ page, request }) => {
  await page.goto("/docs");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to the reference" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  const raw = page.getByRole("link", { name: "the OpenAPI document (JSON)" });
  const answer = await request.get((await raw.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect((await answer.json()).openapi).toMatch(/^3\.1\./);
});
