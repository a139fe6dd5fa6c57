import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HANOI, PARTNER_KEY, STAFF, bookingFromApi, checkInThroughApi, createWalkIn, expectAccessible, signIn } from "./desk-helpers";

const partner = { authorization: `Bearer ${PARTNER_KEY}` };

// A guest booked three nights leaves on the first day. At check-out the desk asks first; the
// receptionist shortens the stay to today with a reason, then checks out: the room is charged
// for today's night only, and the history keeps the reason.
/** A walk-in booked today → today+3 in Da Nang, its room assigned and checked in through the API. */
async function checkedInWalkIn(request: APIRequestContext, page: Page) {
  const tenant = "danang-beach";
  const { code, roomId } = await createWalkIn(request, tenant, { name: "Early Leaver", email: null }, 0, 3);
  const units = (await (await page.request.get(`/api/desk/properties/${tenant}/bookings/${code}/rooms/${roomId}/units`)).json()).data as {
    units: { room_unit: string; conflicts: unknown[] }[];
  };
  const unit = units.units.find((candidate) => candidate.conflicts.length === 0)!.room_unit;
  const assigned = await request.post(`/api/v1/properties/${tenant}/bookings/${code}/rooms/${roomId}/assign`, {
    headers: partner,
    data: { room_unit: unit },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await checkInThroughApi(request, tenant, code, unit);
  return { tenant, code, unit };
}

test("an early departure shortened at check-out: the reason in the history, the room total dropped", async ({ page, request }, info) => {
  // Each project its own checked-in room booked beyond today. Hanoi is full tonight: the 1280 px
  // project books Da Nang's last villa (today → today+3) and checks it in through the API; the
  // 768 px one takes the demo's Saigon stay in the house (today-1 → today+2; Saigon's other flat
  // is under maintenance).
  await signIn(page, STAFF.manager);
  const { tenant, code, unit } =
    info.project.name === "desk-1280"
      ? await checkedInWalkIn(request, page)
      : { tenant: "saigon-apartments", code: "SGDBUHKC", unit: "A1" };
  const before = await bookingFromApi(request, tenant, code);

  await page.goto(`/desk/${tenant}/bookings/${code}`);
  await page.getByRole("button", { name: "Trả phòng" }).click();
  const dialog = page.getByRole("dialog", { name: "Khách trả phòng sớm" });
  await expect(dialog).toContainText(/\d đêm chưa ở/);
  // The reason is required to shorten.
  await dialog.getByRole("button", { name: "Rút ngắn rồi trả phòng" }).click();
  await expect(dialog.getByText("Nhập lý do.")).toBeVisible();
  await dialog.getByLabel("Lý do (bắt buộc)").fill("Khách có việc gấp, về sớm");
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/shots-desk-booking/${info.project.name}-early-departure.png` });
  await dialog.getByRole("button", { name: "Rút ngắn rồi trả phòng" }).click();

  // Then the check-out itself, from the shortened ledger.
  const checkOut = page.getByRole("dialog", { name: `Trả phòng ${unit}` });
  await expect(checkOut).toBeVisible();
  const shortened = await bookingFromApi(request, tenant, code);
  expect(shortened.amount).toBeLessThan(before.amount);
  await checkOut
    .getByRole("button", { name: /trả phòng/i })
    .last()
    .click();
  // The receipt names the dialog now.
  const receipt = page.getByRole("dialog", { name: "Biên nhận trả phòng" });
  await expect(receipt).toBeVisible();
  await receipt.getByRole("button", { name: "Đóng" }).click();

  expect((await bookingFromApi(request, tenant, code)).booking_rooms[0]!.checkin_status).toBe("checked_out");
  const history = page.getByRole("region", { name: "Lịch sử thay đổi" });
  await expect(history).toContainText("Khách có việc gấp, về sớm");
  await expect(history).toContainText("Đổi ngày ở");
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/shots-desk-booking/${info.project.name}-early-departure-history.png`, fullPage: true });
});

test("Extend stay on the booking page: the nights added as you pick the date", async ({ page, request }, info) => {
  const { code } = await createWalkIn(request, HANOI, { name: `Staying On ${info.project.name}`, email: null }, 10, 12);
  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/${code}`);
  const before = await bookingFromApi(request, HANOI, code);
  await page.getByRole("button", { name: "Gia hạn" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("nights-delta")).toHaveText("Thêm 1 đêm");
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/shots-desk-booking/${info.project.name}-extend.png` });
  await dialog.getByRole("button", { name: "Lưu ngày mới" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect((await bookingFromApi(request, HANOI, code)).amount).toBeGreaterThan(before.amount);
});
