import { expect, test } from "@playwright/test";
import { HANOI, PARTNER_KEY, STAFF, bookingFromApi, expectAccessible, plan, screenshot, signIn } from "./desk-helpers";

const vnd = (amount: number) => `${new Intl.NumberFormat("vi-VN").format(amount)} ₫`;

test("removes a service with a reason: the booking total drops and the history says who, what and why", async ({ page, request }, info) => {
  const { tenant, code, service } = plan(info).removeService;
  // A service sold to the room through the partner API, as a channel or the add-service form would.
  const room = (await bookingFromApi(request, tenant, code)).booking_rooms[0]!;
  const added = await request.post(`/api/v1/properties/${tenant}/bookings/${code}/update`, {
    headers: { authorization: `Bearer ${PARTNER_KEY}` },
    data: { rooms: [{ id: room.id, services: { method: "add", records: [{ id: service.id, quantity: 2 }] } }] },
  });
  expect(added.status(), await added.text()).toBe(200);
  const before = (await bookingFromApi(request, tenant, code)).amount;

  await signIn(page, tenant === HANOI ? STAFF.reception : STAFF.manager);
  await page.goto(`/desk/${tenant}/bookings/${code}`);
  await expect(page.getByTestId("booking-amount")).toHaveText(vnd(before));

  await page.getByRole("button", { name: `Xoá dịch vụ ${service.name} × 2` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Xoá dịch vụ ${service.name} × 2` })).toBeVisible();
  await expect(dialog.getByText(`Dịch vụ này tính ${vnd(2 * service.price)}`)).toBeVisible();
  await dialog.getByLabel("Lý do (không bắt buộc)").fill("Khách không dùng");
  await expectAccessible(page);
  await screenshot(page, info, "remove-service");
  await dialog.getByRole("button", { name: "Xác nhận xoá dịch vụ" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const after = before - 2 * service.price;
  await expect(page.getByTestId("booking-amount")).toHaveText(vnd(after));
  expect((await bookingFromApi(request, tenant, code)).amount).toBe(after);
  await expect(page.getByRole("button", { name: `Xoá dịch vụ ${service.name} × 2` })).toHaveCount(0);

  const history = page.getByRole("region", { name: "Lịch sử thay đổi" });
  const entry = history.getByRole("listitem").filter({ hasText: "Lý do: Khách không dùng" });
  await expect(entry.getByText(`Xoá dịch vụ: ${service.name} × 2`)).toBeVisible();
  await expect(entry.getByText(/^Lễ tân: /)).toBeVisible();
  await expectAccessible(page);
});
