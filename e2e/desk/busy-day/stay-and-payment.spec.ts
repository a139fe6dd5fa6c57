import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import { bookingFromApi, dayFirst, expectAccessible, vietnamDate } from "../desk-helpers";
import { BUNGALOW, DOUBLE, LODGE, book, firstDay, freeOn, shot, signInAtLodge } from "../busy-day-helpers";

// Extending a stay into a sold-out night is said before Save (issue 33, item 9): the dialog looks
// up each night the new dates add as they are typed, names the sold-out ones and the free ones,
// and Save waits. The booking page's payment starts at the balance, and a booking without an
// e-mail shows no e-mail buttons but says why (item 10).

const dayMonth = (plusDays: number) => dayFirst(vietnamDate(plusDays)).slice(0, 5);

/**
 * A bungalow stay of one night (day D) whose next night (D+1) another booking holds, the night
 * after (D+2) free: the project's own days, moved on should an earlier run have taken them.
 */
async function stayBeforeASoldOutNight(request: APIRequestContext, info: TestInfo) {
  for (let day = firstDay(info); day < firstDay(info) + 27; day += 3) {
    if ((await freeOn(request, BUNGALOW.id, day)) < 1 || (await freeOn(request, BUNGALOW.id, day + 2)) < 1) continue;
    const ours = await book(request, BUNGALOW, day, day + 1, {
      name: `Phạm Thu Hà ${info.project.name}`,
      phone: "0987 654 321",
      email: null,
    });
    if (!ours) continue;
    await book(request, BUNGALOW, day + 1, day + 2, { name: "Đoàn khách đặt trước", phone: null, email: null });
    expect(await freeOn(request, BUNGALOW.id, day + 1)).toBe(0);
    return { ...ours, day };
  }
  throw new Error("no bungalow night free for this project");
}

test("extending into a sold-out night: named before Save, Save waits; the payment starts at the balance; no e-mail, no e-mail buttons", async ({
  page,
  request,
}, info) => {
  const stay = await stayBeforeASoldOutNight(request, info);
  await signInAtLodge(page, info);
  await page.goto(`/desk/${LODGE}/bookings/${stay.code}`);

  // Item 10: the amount is the balance due (one night), ready to record.
  await expect(page.getByLabel("Số tiền (VND)")).toHaveValue(String(BUNGALOW.price));
  // Item 10: no e-mail on the booking, so no e-mail buttons, and the reason.
  await expect(page.getByTestId("online-checkin-no-email")).toHaveText("Đặt phòng không có e-mail, nên không gửi được e-mail nhận phòng.");
  await expect(page.getByRole("button", { name: "Gửi lại e-mail nhận phòng" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Dừng e-mail nhận phòng" })).toHaveCount(0);
  await shot(page, info, "booking-page");

  // Item 9: the dialog opens on one more night, which is sold out: said at once, Save waits.
  await page.getByRole("button", { name: "Gia hạn" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Ngày đi mới")).toHaveValue(dayFirst(vietnamDate(stay.day + 2)));
  await expect(dialog.getByTestId("stay-nights-sold-out")).toHaveText(`Hết phòng: ${dayMonth(stay.day + 1)}. Chọn ngày khác.`);
  const save = dialog.getByRole("button", { name: "Lưu ngày mới" });
  await expect(save).toBeDisabled();
  // A night more: the sold-out night still named, the next one free.
  await dialog.getByLabel("Ngày đi mới").fill(dayFirst(vietnamDate(stay.day + 3)));
  await expect(dialog.getByTestId("stay-nights-free")).toHaveText(`Còn phòng: ${dayMonth(stay.day + 2)} (còn 1 phòng)`);
  await expect(dialog.getByTestId("stay-nights-sold-out")).toContainText(dayMonth(stay.day + 1));
  await expect(save).toBeDisabled();
  await expectAccessible(page);
  await shot(page, info, "extend-sold-out");
  await dialog.getByRole("button", { name: "Đóng" }).click();
  expect((await bookingFromApi(request, LODGE, stay.code)).booking_rooms).toHaveLength(1);
});

test("extending into free nights: they are named free and Save extends the stay", async ({ page, request }, info) => {
  let day = firstDay(info) + 1;
  let created = await book(request, DOUBLE, day, day + 1, { name: `Võ Minh Khoa ${info.project.name}`, phone: "0903 111 222" });
  while (!created && day < firstDay(info) + 28) {
    day += 3;
    created = await book(request, DOUBLE, day, day + 1, { name: `Võ Minh Khoa ${info.project.name}`, phone: "0903 111 222" });
  }
  expect(created, "a double free for this project").toBeDefined();
  await signInAtLodge(page, info);
  await page.goto(`/desk/${LODGE}/bookings/${created!.code}`);
  await page.getByRole("button", { name: "Gia hạn" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Ngày đi mới").fill(dayFirst(vietnamDate(day + 3)));
  await expect(dialog.getByTestId("stay-nights-free")).toContainText(dayMonth(day + 1));
  await expect(dialog.getByTestId("stay-nights-free")).toContainText(dayMonth(day + 2));
  await expect(dialog.getByTestId("stay-nights-sold-out")).toHaveCount(0);
  await shot(page, info, "extend-free");
  await dialog.getByRole("button", { name: "Lưu ngày mới" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const extended = (await bookingFromApi(request, LODGE, created!.code)) as unknown as { checkout_date: string };
  expect(extended.checkout_date).toBe(vietnamDate(day + 3));
});

test("the stay dialog and the booking page in English", async ({ page, request }, info) => {
  const stay = await stayBeforeASoldOutNight(request, info);
  await signInAtLodge(page, info, "en");
  await page.goto(`/desk/${LODGE}/bookings/${stay.code}`);
  await expect(page.getByLabel("Amount (VND)")).toHaveValue(String(BUNGALOW.price));
  await expect(page.getByTestId("online-checkin-no-email")).toContainText("The booking has no e-mail address");
  await page.getByRole("button", { name: "Extend stay" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New check-out").fill(dayFirst(vietnamDate(stay.day + 3)));
  await expect(dialog.getByTestId("stay-nights-sold-out")).toContainText("Sold out:");
  await expect(dialog.getByTestId("stay-nights-free")).toContainText("1 room free");
  await expect(dialog.getByRole("button", { name: "Save new dates" })).toBeDisabled();
  await shot(page, info, "extend-sold-out-en");
});
