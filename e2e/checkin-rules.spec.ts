import { expect, test } from "@playwright/test";
import { bookingFor, cameraPhoto, createCheckinLink, DEMO_KEY, readBooking, screenshot } from "./checkin-helpers";

test.use({ locale: "vi-VN" });

test("before the check-in date the page says when check-in opens, saves guests, and the API refuses a check-in", async ({
  page,
  request,
}, info) => {
  const booking = bookingFor("tomorrow", info);
  const link = await createCheckinLink(request, booking);
  await page.goto(`${link.path}?lang=en`);
  // The Old Quarter allows early check-in: it opens at the day's start, so the page names the day, not 14:00.
  await expect(page.getByText(/^Check-in opens on \w{3}, \d{1,2} \w{3} \d{4}\. You can save your details now\.$/)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Check in room/ })).toHaveCount(0);
  await screenshot(page, info, "en-before-date");

  await page.getByRole("button", { name: "Add a guest" }).first().click();
  await page.getByLabel("Full name").fill(`Early Bird ${info.project.name}`);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible({ timeout: 30_000 });
  const saved = await readBooking(request, booking);
  expect(saved.booking_rooms[0].checkin_status).not.toBe("checked_in");
  expect(saved.booking_rooms[0].guests.map((guest: { name: string }) => guest.name)).toContain(`Early Bird ${info.project.name}`);

  // The same token, straight to the API: refused with when check-in opens (the arrival day).
  const refused = await request.post(`/api/v1/properties/${booking.tenant}/bookings/${booking.code}/update`, {
    headers: { authorization: `Bearer ${link.token}`, "content-type": "application/json" },
    data: { rooms: [{ id: saved.booking_rooms[0].id, status: "checked_in" }] },
  });
  expect(refused.status()).toBe(422);
  const body = await refused.json();
  expect(body.code).toBe("CHECKIN_NOT_YET_OPEN");
  expect(body.opens_at.slice(0, 10)).toBe(saved.checkin_date);
});

test("no link is made for a stay that is over, and a tampered one shows a clear message and no booking", async ({
  page,
  request,
}, info) => {
  // A booking that checked out yesterday: a link for it could never work, so none is made.
  const past = bookingFor("past", info);
  const refused = await request.post(`/api/v1/properties/${past.tenant}/bookings/${past.code}/checkin-link`, {
    headers: { authorization: `Bearer ${DEMO_KEY}` },
  });
  expect(refused.status()).toBe(422);
  expect(Object.keys((await refused.json()).errors)).toEqual(["booking_id"]);

  const valid = await createCheckinLink(request, bookingFor("later", info));
  const last = valid.path.at(-1) === "A" ? "B" : "A";
  await page.goto(`${valid.path.slice(0, -1)}${last}`);
  await expect(page.getByRole("heading", { name: "Liên kết không dùng được" })).toBeVisible();
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    "Liên kết nhận phòng này không đúng; vui lòng kiểm tra lại hoặc xin lễ tân một liên kết mới.",
  );
  await screenshot(page, info, "vi-expired-link");
  await expect(page.getByText(bookingFor("later", info).code)).toHaveCount(0);
  await expect(page.locator("form")).toHaveCount(0);
});

test("the summary is there before any JavaScript runs", async ({ browser, request }, info) => {
  const booking = bookingFor("later", info);
  const link = await createCheckinLink(request, booking);
  const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: false, locale: "vi-VN" });
  const page = await context.newPage();
  await page.goto(link.path);
  await expect(page.getByText(booking.code, { exact: true })).toBeVisible();
  await expect(page.getByText("Khách đã đăng ký").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Thêm khách" }).first()).toBeVisible();
  await context.close();
});

test("on a slow mobile connection the photo upload shows its progress and completes", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const booking = bookingFor("tomorrow", info);
  const link = await createCheckinLink(request, booking);
  await page.goto(`${link.path}?lang=en`);
  await page.getByRole("button", { name: "Add a guest" }).first().click();
  await page.getByLabel("Full name").fill(`Slow Uplink ${info.project.name}`);
  // About 3G: 150 KB/s up, so the photo takes a few seconds; it goes up as soon as it is chosen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 400 * 1024,
    uploadThroughput: 150 * 1024,
  });
  await page
    .getByLabel("Choose a photo", { exact: true })
    .setInputFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await expect(page.getByRole("img", { name: `Front (Slow Uplink ${info.project.name})` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar", { name: /Front: Sending \d+%/ })).toBeVisible();
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("button", { name: /Sending photos, 1 left…|Sending… \d+%/ })).toBeDisabled();
  await screenshot(page, info, "en-upload-progress", false);
  await expect(page.getByText("Your details are saved.")).toBeVisible({ timeout: 60_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const saved = await readBooking(request, booking);
  const guest = saved.booking_rooms[0].guests.find((candidate: { name: string }) => candidate.name === `Slow Uplink ${info.project.name}`);
  expect(guest.identity_image_urls).toHaveLength(1);
});

test("a province list lost on a weak connection can be asked for again", async ({ page, request }, info) => {
  const link = await createCheckinLink(request, bookingFor("later", info));
  let failures = 0;
  await page.route("**/api/v1/reference/cities", (route) => (failures++ === 0 ? route.abort("internetdisconnected") : route.continue()));
  await page.goto(link.path);
  await page.getByRole("button", { name: "Thêm khách" }).first().click();
  await page.getByRole("combobox", { name: "Quốc tịch" }).fill("viet");
  await page.getByRole("option", { name: "Việt Nam" }).click();
  await expect(page.getByText("Không tải được danh sách.")).toBeVisible();
  await page.getByRole("button", { name: "Thử lại" }).click();
  await page.getByRole("combobox", { name: "Tỉnh / thành phố" }).fill("hue");
  await expect(page.getByRole("option", { name: "Thành phố Huế" })).toBeVisible();
  await expect(page.getByText("Không tải được danh sách.")).toHaveCount(0);
});
