import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO_KEY, createCheckinLink, screenshot } from "./checkin-helpers";

// Dates on the guest page as people write them, whatever the phone's locale (issue 33, item 8):
// on an en-US phone, whose own date inputs read 11/28/2026, a birth date typed day first,
// 05/12/1990, is 5 December 1990; it comes back from the server as it was typed.
test.use({ locale: "en-US", timezoneId: "America/Los_Angeles" });

const auth = { authorization: `Bearer ${DEMO_KEY}` };
const TENANT = "hanoi-old-quarter";

/** A one-room stay some weeks ahead (its own nights for each phone project), through Create Booking. */
async function futureStay(request: APIRequestContext, from: number): Promise<{ tenant: string; code: string }> {
  const day = (plus: number) => {
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + plus);
    return date.toISOString().slice(0, 10);
  };
  for (let start = from; start < from + 30; start += 2) {
    const search = await request.get(
      `/api/v1/properties/${TENANT}/room_types/search?checkin_date=${day(start)}&checkout_date=${day(start + 1)}&occ_adults=1&occ_children=0`,
      { headers: auth },
    );
    const types = ((await search.json()).data as { room_types: { id: string; quantity: number; rate_plans: { id: string }[] } }[]).map(
      (entry) => entry.room_types,
    );
    const free = types.find((type) => type.quantity > 0 && type.rate_plans.length > 0);
    if (!free) continue;
    const created = await request.post(`/api/v1/properties/${TENANT}/bookings`, {
      headers: auth,
      data: {
        checkin_date: day(start),
        checkout_date: day(start + 1),
        customer: { name: "Date Field Test", phone: null, email: null },
        booking_source: "Walk-in",
        payment_collect: "property",
        rooms: [{ room_type_id: free.id, rate_plan_id: free.rate_plans[0]!.id, occupancy: { adults: 1 } }],
      },
    });
    if (created.status() === 201) return { tenant: TENANT, code: ((await created.json()).data as { code: string }).code };
  }
  throw new Error("no free night to book");
}

test("a birth date typed day first on an en-US phone is stored as that day", async ({ page, request }, info) => {
  const booking = await futureStay(request, info.project.name === "checkin-pixel" ? 40 : 70);
  const link = await createCheckinLink(request, booking);
  await page.goto(link.path);
  await page.getByRole("button", { name: "Add a guest" }).first().click();
  await page.getByLabel("Full name").fill("Trần Thị Bích");
  const birthday = page.getByLabel("Date of birth");
  await expect(birthday).toHaveAttribute("placeholder", "dd/mm/yyyy");
  await birthday.pressSequentially("5/12/1990");
  await birthday.blur();
  // Written out in full on leaving the field, day first.
  await expect(birthday).toHaveValue("05/12/1990");
  await birthday.scrollIntoViewIfNeeded();
  await screenshot(page, info, "en-date-field", false);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your details are saved." })).toBeVisible({ timeout: 20_000 });

  // Read back from the server on a fresh page: 5 December 1990 (read month first it would be 12/05/1990).
  await page.reload();
  await page.getByRole("button", { name: /^Edit/ }).first().click();
  await expect(page.getByLabel("Date of birth")).toHaveValue("05/12/1990");
  // An impossible date is kept as typed and refused by the form, never saved as another day.
  await page.getByLabel("Date of birth").fill("31/02/1990");
  await page.getByLabel("Date of birth").blur();
  await expect(page.getByLabel("Date of birth")).toHaveValue("31/02/1990");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByTestId("error-summary")).toBeVisible();
});
