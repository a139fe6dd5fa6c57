import { expect, test } from "@playwright/test";

// Pages saved for people to look at (test-results/screenshots), at phone and desk width.
for (const [name, path, ready] of [
  ["home", "/", "Lodging"],
  ["docs", "/docs", "Lodging Partner API"],
] as const) {
  test(`screenshot of ${name}`, async ({ page }, info) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: ready, level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${info.project.name}.png`, fullPage: name === "home" });
  });
}
