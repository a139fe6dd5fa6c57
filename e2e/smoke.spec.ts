import { expect, test } from "@playwright/test";

const KEY = "lpk_demo_all_QK74KH";

test("the home page links to the API reference", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Lodging" })).toBeVisible();
  await expect(page.getByRole("link", { name: "API reference" })).toBeVisible();
});

test("the API reference renders every group of operations without reaching any other host", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (!["127.0.0.1", "localhost"].includes(host) && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  await page.goto("/docs");
  await expect(page.getByRole("heading", { name: "Lodging Partner API", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get Booking Detail", level: 3 })).toBeVisible();
  // A phone folds the contents away; a wide screen shows them beside the reference.
  if ((page.viewportSize()?.width ?? 0) < 960) await page.getByText("Contents", { exact: true }).click();
  for (const group of [
    "Bookings",
    "Booking rooms",
    "Properties",
    "Availability",
    "Reference",
    "Webhooks",
    "Webhook deliveries",
    "Schemas",
  ]) {
    await expect(page.getByRole("heading", { name: group, exact: true, level: 2 })).toBeAttached();
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: group, exact: true })).toBeVisible();
  }
  expect(foreign).toEqual([]);
});

test("every page declares the app's icon, and /favicon.ico answers", async ({ page, request }) => {
  for (const path of ["/", "/docs", "/desk/sign-in"]) {
    await page.goto(path);
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons, path).toEqual(expect.arrayContaining([expect.stringContaining("/favicon.ico"), expect.stringContaining("/icon.svg")]));
    for (const icon of icons) expect((await request.get(icon)).status(), icon).toBe(200);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toBe("image/x-icon");
});

test("the API answers with the demo data and its envelopes", async ({ request }) => {
  const spec = await request.get("/api/v1/openapi.json");
  expect((await spec.json()).openapi).toMatch(/^3\.1\./);

  const booking = await request.get("/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ", {
    headers: { authorization: `Bearer ${KEY}` },
  });
  expect(booking.status()).toBe(200);
  expect(booking.headers()["x-request-id"]).toBeTruthy();
  const body = await booking.json();
  expect(body.data.code).toBe("HNVRBEHJ");
  expect(body.data.amount).toBe(4340000);

  const anonymous = await request.get("/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ");
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).code).toBe("UNAUTHENTICATED");

  const usd = await request.get("/api/v1/properties/saigon-apartments/bookings/SGDBUHKC", { headers: { authorization: `Bearer ${KEY}` } });
  expect(await usd.text()).toContain('"amount":211.3,');
});
