import { expect, test } from "@playwright/test";
import { createWalkIn, expectAccessible, HANOI, screenshot, signIn } from "./desk-helpers";

// The desk sees online check-in (docs/desk.md, "Online check-in"): Today's arrivals carry a
// column (state, guests registered, e-mail sent, link opened, a failed delivery) and a filter;
// a booking's page resends or stops its e-mails. Each test books its own arrival for today (each
// project its own), which nothing else touches: a fixture's day-use stay (HN4QRH9B, 09:00 to 17:00)
// leaves the arrivals for "to act on" as a no-show at 17:00, so a test on it failed in the evening.

test("Today's arrivals show their online check-in, and filter by it", async ({ page, request }, info) => {
  const { code } = await createWalkIn(
    request,
    HANOI,
    { name: `Online ${info.project.name}`, email: `online-${info.project.name}@example.com` },
    0,
    1,
  );
  await signIn(page);
  await page.goto(`/desk/${HANOI}`);
  const arrivals = page.getByRole("region", { name: /^Khách đến/ });
  const row = arrivals.getByRole("link", { name: new RegExp(code) });
  await expect(row.getByTestId("online-checkin")).toHaveAttribute("data-state", "not_started");
  await expect(row.getByTestId("online-checkin")).toContainText("Chưa bắt đầu · 0/1 khách");
  // Booked for today: its invitation goes at once (waiting for the sender, or sent already).
  await expect(row).toContainText(/e-mail tiếp theo|Đã gửi e-mail/);

  // The filter keeps the arrivals of one state, with each state's count beside it.
  const filter = arrivals.getByLabel("Nhận phòng trực tuyến");
  await expect(filter.locator("option")).toHaveText([
    /^Tất cả \(\d+\)$/,
    /^Chưa bắt đầu \(\d+\)$/,
    /^Đang làm \(\d+\)$/,
    /^Hoàn tất \(\d+\)$/,
  ]);
  await filter.selectOption("complete");
  await expect(arrivals.getByRole("link", { name: new RegExp(code) })).toHaveCount(0);
  await filter.selectOption("not_started");
  await expect(arrivals.getByRole("link", { name: new RegExp(code) })).toBeVisible();
  for (const state of await arrivals
    .getByTestId("online-checkin")
    .evaluateAll((rows) => rows.map((element) => element.getAttribute("data-state")))) {
    expect(state).toBe("not_started");
  }
  await filter.selectOption("all");
  await expect(arrivals.getByRole("link", { name: /HNCJM6F2/ })).toBeVisible();

  // At the desk's widths nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectAccessible(page);
  await screenshot(page, info, "online-checkin-today");
  if (info.project.name === "desk-1280") {
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(row.getByTestId("online-checkin")).toBeVisible();
    await screenshot(page, info, "online-checkin-today-360");
  }
});

test("a booking's page resends the check-in e-mail; the board shows it is on its way", async ({ page, request }, info) => {
  const { code } = await createWalkIn(
    request,
    HANOI,
    { name: `Resend ${info.project.name}`, email: `resend-${info.project.name}@example.com` },
    0,
    1,
  );
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${code}`);
  const panel = page.getByRole("region", { name: "Nhận phòng trực tuyến", exact: true });
  await expect(panel).toContainText("Đã khai báo 0 trên 1 khách");
  await panel.getByRole("button", { name: "Gửi lại e-mail nhận phòng" }).click();
  await expect(panel.getByRole("status")).toHaveText("E-mail sẽ được gửi trong giây lát.");
  // Due now: waiting for the worker (or already sent by it).
  await expect(panel).toContainText(/e-mail tiếp theo|Đã gửi e-mail\s*\d/);
  // Stopping asks first; "Đóng" leaves everything as it was.
  await panel.getByRole("button", { name: "Dừng e-mail nhận phòng" }).click();
  await expect(panel.getByRole("alertdialog")).toContainText("Dừng e-mail nhận phòng của đặt phòng này?");
  await expectAccessible(page);
  await screenshot(page, info, "online-checkin-booking");
  await panel.getByRole("alertdialog").getByRole("button", { name: "Đóng" }).click();
  await expect(panel.getByRole("alertdialog")).toHaveCount(0);

  await page.goto(`/desk/${HANOI}`);
  const row = page.getByRole("region", { name: /^Khách đến/ }).getByRole("link", { name: new RegExp(code) });
  await expect(row).toContainText(/e-mail tiếp theo|Đã gửi e-mail/);
});
