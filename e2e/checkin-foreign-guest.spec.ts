import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createCheckinLink, expectNoHorizontalScroll, readBooking, screenshot, type DemoBooking } from "./checkin-helpers";

// A foreign guest enters their visa and their entry into Vietnam on the guest page, and checks
// in. Danang's two one-adult counter arrivals are the desk's (another server, another
// database): on the check-in server no other spec touches them, one per phone project.
const BOOKING: Record<string, DemoBooking> = {
  "checkin-pixel": { tenant: "danang-beach", code: "DNQKC1A7" },
  "checkin-iphone": { tenant: "danang-beach", code: "DNQKC2B8" },
};

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a foreign guest enters a visa and an entry, shown only for a nationality other than VN, and checks in", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const booking = BOOKING[info.project.name]!;
  const link = await createCheckinLink(request, booking);
  const before = await readBooking(request, booking);
  const arrival: string = before.checkin_date;

  await page.goto(`${link.path}?lang=en`);
  await page.getByRole("button", { name: "Add a guest" }).first().click();
  const section = page.getByRole("group", { name: "Visa and entry into Vietnam" });
  await page.getByLabel("Full name").fill("Emma Johnson");
  // Vietnamese: no visa section.
  await page.getByRole("combobox", { name: "Nationality" }).fill("vietnam");
  await page.getByRole("option", { name: "Vietnam" }).click();
  await expect(section).toHaveCount(0);
  await page.getByRole("combobox", { name: "Nationality" }).fill("united kingdom");
  await page.getByRole("option", { name: "United Kingdom" }).click();
  await expect(section).toBeVisible();

  await page.getByLabel("ID type").selectOption("passport");
  await page.getByLabel("ID number").fill("533380006");
  await page.getByLabel("Date of birth").fill("1990-02-20");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("City", { exact: true }).fill("London");
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Choose a photo", { exact: true }).click();
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#607080" } })
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: photo });

  await section.getByLabel("Visa or exemption").selectOption("e_visa");
  await section.getByLabel("Visa or card number").fill("EV12345678");
  await section.getByLabel("Visa valid until").fill(addDays(arrival, 60));
  await section.getByLabel("Date of entry").fill(addDays(arrival, -1));
  await expect(section.getByLabel("Port of entry").locator("option", { hasText: "Da Nang International Airport" })).toHaveCount(1);
  await section.getByLabel("Port of entry").selectOption("air-dad");
  await section.getByLabel("Purpose of stay").selectOption("tourism");
  await expect(section.getByLabel("Staying until")).toHaveValue("");
  await expectNoHorizontalScroll(page);
  await section.screenshot({ path: `test-results/screenshots/checkin/${info.project.name}/en-foreign-stay-section.png` });
  await screenshot(page, info, "en-foreign-guest");

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.getByRole("button", { name: "Save and check in" }).click();
  await expect(page.getByTestId("finished").getByRole("heading", { name: /You are checked in/ })).toBeVisible({ timeout: 30_000 });

  const after = await readBooking(request, booking);
  expect(after.booking_rooms[0].checkin_status).toBe("checked_in");
  expect(after.booking_rooms[0].guests[0]).toMatchObject({
    name: "Emma Johnson",
    visa_kind: "e_visa",
    visa_number: "EV12345678",
    visa_expiry: addDays(arrival, 60),
    entry_date: addDays(arrival, -1),
    entry_port: "air-dad",
    stay_purpose: "tourism",
    stay_until: null,
  });
  expect(after.booking_rooms[0].registration).toEqual({ complete: true, missing: [], warnings: [] });
});
