import { expect, test } from "@playwright/test";
import { notifySepay } from "../sepay-notify";
import { PARTNER_KEY, STAFF, bookingFromApi, checkInThroughApi, expectAccessible, screenshot, signIn } from "./desk-helpers";

const DA_NANG = "danang-beach";
// The walk-in counter-checkin.spec.ts checks in at 1280 px (checked in here when run alone).
const CODE = "DNQKC1A7";
const DA_NANG_ACCOUNT = "0071000888999"; // drizzle/fixtures/demo.json

// Pay by bank transfer at the counter: the check-out dialog shows a VietQR code for what is due,
// the bank's notification (SePay) arrives at the server, the open dialog sees the payment
// without a reload, and the room checks out.
test("check-out paid by a VietQR bank transfer: the code, the notification, the payment seen live, the room out", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== "desk-1280", "One project pays this booking");
  await signIn(page, STAFF.manager);
  const partner = { authorization: `Bearer ${PARTNER_KEY}` };
  let booking = await bookingFromApi(request, DA_NANG, CODE);
  if (booking.booking_rooms[0]!.checkin_status !== "checked_in") {
    const roomId = booking.booking_rooms[0]!.id;
    let unit = booking.booking_rooms[0]!.room_unit;
    if (!unit) {
      const units = (await (await page.request.get(`/api/desk/properties/${DA_NANG}/bookings/${CODE}/rooms/${roomId}/units`)).json())
        .data as {
        units: { room_unit: string; conflicts: unknown[] }[];
      };
      unit = units.units.find((candidate) => candidate.conflicts.length === 0)!.room_unit;
      const assigned = await request.post(`/api/v1/properties/${DA_NANG}/bookings/${CODE}/rooms/${roomId}/assign`, {
        headers: partner,
        data: { room_unit: unit },
      });
      expect(assigned.status(), await assigned.text()).toBe(200);
    }
    await checkInThroughApi(request, DA_NANG, CODE, unit);
    booking = await bookingFromApi(request, DA_NANG, CODE);
  }

  await page.goto(`/desk/${DA_NANG}/bookings/${CODE}`);
  await page.getByRole("button", { name: "Trả phòng" }).click();
  // Booked to tomorrow: charge the booked night.
  const charge = page.getByRole("dialog").getByRole("button", { name: "Tính đủ các đêm đã đặt" });
  if (await charge.isVisible().catch(() => false)) await charge.click();
  const dialog = page.getByRole("dialog");
  const due = (await dialog.getByTestId("checkout-balance").innerText()).replace(/\D/g, "");
  expect(Number(due)).toBeGreaterThan(0);

  await dialog.getByRole("button", { name: "Mã QR chuyển khoản" }).click();
  const qr = dialog.getByTestId("transfer-qr");
  await expect(qr.locator("svg")).toBeVisible();
  await expect(qr).toContainText("Vietcombank");
  await expect(qr).toContainText(DA_NANG_ACCOUNT);
  const reference = (await qr.getByTestId("transfer-reference").innerText()).trim();
  expect(reference).toMatch(/^LQDNQKC1A7[A-Z0-9]{8}$/);
  await expect(qr.getByTestId("transfer-status")).toContainText("Đang chờ tiền về");
  await expectAccessible(page);
  await screenshot(page, info, "transfer-qr-shown");

  // The guest's bank app pays; SePay tells the server (its API-key mode), with the content as a bank rewrites it.
  const notified = await notifySepay(request, {
    tenant: DA_NANG,
    accountNumber: DA_NANG_ACCOUNT,
    amount: Number(due),
    content: `MBVCB.9981.${reference.toLowerCase()}.CT tu 0123456789`,
    referenceCode: "FT26330E2E01",
  });
  expect(notified.status(), await notified.text()).toBe(200);
  expect(await notified.json()).toEqual({ success: true });

  // The open dialog sees it (the booking is polled while the code is shown): nothing left to collect.
  await expect(qr.getByTestId("transfer-status")).toContainText("Đã nhận chuyển khoản", { timeout: 15_000 });
  await expect(dialog.getByTestId("checkout-balance")).toHaveText("0 ₫");
  await expect(dialog.getByLabel("Thu tiền cùng lúc trả phòng")).not.toBeChecked();
  await screenshot(page, info, "transfer-qr-received");

  await dialog.getByRole("button", { name: "Xác nhận trả phòng" }).click();
  await expect(dialog.getByRole("heading", { name: "Biên nhận trả phòng" })).toBeVisible();
  expect((await bookingFromApi(request, DA_NANG, CODE)).booking_rooms[0]!.checkin_status).toBe("checked_out");
  await dialog.getByRole("button", { name: "Đóng" }).click();

  // The day's transfers: this one recorded for the booking.
  await page.goto(`/desk/${DA_NANG}/transfers`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chuyển khoản");
  await expect(page.getByRole("row").filter({ hasText: "FT26330E2E01" })).toContainText(`Đã ghi nhận cho ${CODE}`);
  await expectAccessible(page);
  await screenshot(page, info, "transfers-list");

  // The printed receipt itemises the stay and the payment, with the bank's reference.
  await page.goto(`/desk/${DA_NANG}/bookings/${CODE}/receipt`);
  await expect(page.getByTestId("receipt-bank-reference").first()).toHaveText("FT26330E2E01");
  await expect(page.getByTestId("receipt-page-balance")).toHaveText("0 ₫");
  await expectAccessible(page);
  await screenshot(page, info, "transfer-receipt");
});
