import { expect, test } from "@playwright/test";
import { bookingFor, cameraPhoto, createCheckinLink, readBooking, screenshot } from "./checkin-helpers";

test.use({ locale: "vi-VN" });

test("a reload in the middle loses nothing, and a submission retried after a lost answer adds the guest once", async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const booking = bookingFor("draft", info);
  const link = await createCheckinLink(request, booking);
  const guestName = `Lê Thu Hà ${info.project.name}`;
  await page.goto(link.path);

  await page.getByRole("button", { name: "Thêm khách" }).first().click();
  await page.getByLabel("Họ và tên").fill(guestName);
  await page.getByRole("combobox", { name: "Quốc tịch" }).fill("viet nam");
  await page.getByRole("option", { name: "Việt Nam" }).click();
  await page.getByRole("combobox", { name: "Tỉnh / thành phố" }).fill("da nang");
  await page.getByRole("option", { name: "Thành phố Đà Nẵng" }).click();
  await page.getByRole("combobox", { name: "Phường / xã" }).fill("hai chau");
  await page.getByRole("option", { name: "Phường Hải Châu" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Chọn ảnh").click();
  await (await chooser).setFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await expect(page.getByRole("img", { name: `Mặt trước (${guestName})` })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Tôi cần hoá đơn VAT").check();
  await page.getByLabel("Tên công ty").fill("Công ty Cổ phần Biển Xanh");
  await page.getByLabel("Lời nhắn cho cơ sở lưu trú").fill("Cần nôi cho em bé");

  // The phone drops the page (a call, a tab killed): everything comes back.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText("Đã khôi phục thông tin quý khách đang nhập dở.")).toBeVisible();
  await expect(page.getByLabel("Họ và tên")).toHaveValue(guestName);
  await expect(page.getByRole("combobox", { name: "Tỉnh / thành phố" })).toHaveValue("Thành phố Đà Nẵng");
  await expect(page.getByRole("combobox", { name: "Phường / xã" })).toHaveValue("Phường Hải Châu");
  await expect(page.getByRole("img", { name: `Mặt trước (${guestName})` })).toBeVisible();
  await expect(page.getByLabel("Tên công ty")).toHaveValue("Công ty Cổ phần Biển Xanh");
  await expect(page.getByLabel("Lời nhắn cho cơ sở lưu trú")).toHaveValue("Cần nôi cho em bé");
  await screenshot(page, info, "vi-draft-restored");

  // The first submission reaches the server, but its answer is lost on the way back.
  const keys: string[] = [];
  let lost = false;
  await page.route("**/update", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (!lost) {
      lost = true;
      await route.fetch();
      await route.abort("connectionreset");
    } else {
      await route.continue();
    }
  });
  // Only the details are saved: this guest is not fully registered, so the room cannot be checked in.
  for (const box of await page.getByRole("checkbox", { name: /^Nhận phòng .* ngay$/ }).all()) await box.uncheck();
  const saveButton = page.getByRole("button", { name: /Lưu thông tin|Lưu và nhận phòng/ });
  await saveButton.click();
  await expect(page.getByText("Mất kết nối. Thông tin vẫn được giữ trên máy, hãy thử lại.")).toBeVisible({ timeout: 30_000 });
  await screenshot(page, info, "vi-draft-connection-lost");

  // The guest reloads, then tries again: the same Idempotency-Key replays the first answer.
  await page.reload();
  await expect(page.getByLabel("Họ và tên")).toHaveValue(guestName);
  await page.getByRole("button", { name: "Thử lại" }).or(saveButton).first().click();
  await expect(page.getByText(/Đã lưu thông tin\.|Đã nhận phòng\./)).toBeVisible({ timeout: 30_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  const stored = await readBooking(request, booking);
  const guests = stored.booking_rooms.flatMap((room: { guests: { name: string; identity_image_urls: string[] }[] }) => room.guests);
  const added = guests.filter((guest: { name: string }) => guest.name === guestName);
  expect(added).toHaveLength(1);
  expect(added[0].identity_image_urls).toHaveLength(1);
  expect(stored.guest_message).toBe("Cần nôi cho em bé");

  // Saved: the draft is gone, a reload shows the booking as it is.
  await page.reload();
  await expect(page.getByText("Đã khôi phục thông tin quý khách đang nhập dở.")).toHaveCount(0);
});
