import { expect, test } from "@playwright/test";
import { bookingFor, createCheckinLink } from "./checkin-helpers";
import { watchCspViolations } from "./csp-violations";

// The guest's page under its policy: the camera (allowed here only), photo previews from blob:
// URLs, the pickers' API calls, and no Referer that could carry the link's token anywhere.

test("the check-in page runs its camera, photo preview and pickers with no CSP violation and no Referer", async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const link = await createCheckinLink(request, bookingFor("later", info));
  const violations = await watchCspViolations(page);
  const referers: (string | undefined)[] = [];
  page.on("request", (sent) => referers.push(sent.headers()["referer"]));

  const answer = await page.goto(`${link.path}?lang=en`);
  const headers = answer!.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["permissions-policy"]).toMatch(/^camera=\(self\), /);
  expect(headers["x-content-type-options"]).toBe("nosniff");

  await page.getByRole("button", { name: "Add a guest" }).first().click();
  await page.getByLabel("Full name").fill(`Policy Check ${info.project.name}`);
  await page.getByRole("combobox", { name: "Nationality" }).fill("viet");
  await page.getByRole("option", { name: "Vietnam" }).click();
  await page.getByRole("button", { name: "Take a photo" }).click();
  const camera = page.getByRole("dialog", { name: "Fit the document in the frame" });
  await expect
    .poll(() => camera.locator("video").evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await camera.getByRole("button", { name: "Capture", exact: true }).click();
  await camera.getByRole("button", { name: "Use this photo" }).click();
  const preview = page.getByRole("img", { name: `Front (Policy Check ${info.project.name})` });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute("src")).toMatch(/^blob:/);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  expect(await violations()).toEqual([]);
  expect(referers.filter(Boolean)).toEqual([]);
});
