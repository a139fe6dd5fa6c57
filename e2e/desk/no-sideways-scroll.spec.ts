import { expect, test, type Page } from "@playwright/test";
import { HANOI, signIn } from "./desk-helpers";

// Every desk page a manager reaches fits a 360 px phone: nothing scrolls the page sideways (a
// wide table scrolls within itself). A badge that would not wrap once pushed Today 20 px wide, and
// the registration card's signature column 227 px. Read-only; the desk-1280 project looks in
// Vietnamese, tablet-768 in English, so both languages' longer words are measured.

const MANAGER = { email: "manager@oldquarter.example", password: "manager-demo" };
const PAGES = [
  "",
  "/availability",
  "/guest-register",
  "/transfers",
  "/settings",
  "/bookings/HNCJM6F2",
  "/bookings/HN9R3MM3",
  "/bookings/GRARCNFC",
  "/bookings/HN4QRH9B",
  "/bookings/HN9R3MM3/card",
  "/bookings/HNCJM6F2/check-in",
  "/bookings/HN9R3MM3/receipt",
];

/** How far the page reaches past the viewport's width, with the elements that stick out (to say which). */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const over = root.scrollWidth - root.clientWidth;
    const outside =
      over > 0
        ? [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        : [];
    // The innermost ones: a panel sticks out because of what it holds.
    const culprits = outside.filter((element) => !outside.some((other) => other !== element && element.contains(other)));
    return { over, culprits: culprits.slice(0, 5).map((element) => element.outerHTML.slice(0, 160)) };
  });
}

test("no desk page scrolls sideways at 360 px", async ({ page, context, baseURL }, info) => {
  test.setTimeout(120_000);
  const language = info.project.name === "desk-1280" ? "vi" : "en";
  await context.addCookies([{ name: "desk_lang", value: language, url: baseURL! }]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/desk/sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sideways(page), "/desk/sign-in").toEqual({ over: 0, culprits: [] });
  await signIn(page, MANAGER);
  for (const path of PAGES) {
    await page.goto(`/desk/${HANOI}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The page's data drawn (every panel fetches its own).
    await page.waitForLoadState("networkidle");
    expect(await sideways(page), `/desk/${HANOI}${path}`).toEqual({ over: 0, culprits: [] });
  }
});
