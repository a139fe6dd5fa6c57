import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { HANOI, PARTNER_KEY, bookingFromApi, expectAccessible, screenshot, signIn } from "./desk-helpers";

test("a guest's ID photos show as thumbnails and open large", async ({ page, request }, info) => {
  // A guest with two ID photos, registered the way the online check-in does it.
  const guestName = `Phạm Thu Ảnh ${info.project.name}`;
  const booking = await bookingFromApi(request, HANOI, "HN4QRH9B");
  const photo = (background: string) =>
    sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const upload = await request.post(`/api/v1/properties/${HANOI}/bookings/HN4QRH9B/update`, {
    headers: { authorization: `Bearer ${PARTNER_KEY}` },
    multipart: {
      data: JSON.stringify({
        rooms: [
          {
            id: booking.booking_rooms[0]!.id,
            guests: { method: "add", records: [{ name: guestName, id_type: "passport", identity: "B7654321" }] },
          },
        ],
      }),
      "rooms[0][guests][records][0][identity_image][]": { name: "front.jpg", mimeType: "image/jpeg", buffer: await photo("#c8b496") },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  await signIn(page);
  await page.goto(`/desk/${HANOI}/bookings/HN4QRH9B`);
  const thumbnail = page.getByRole("button", { name: `Ảnh giấy tờ 1 của ${guestName}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await thumbnail.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Ảnh giấy tờ 1 của ${guestName}` });
  await expect(dialog.getByRole("img")).toBeVisible();
  expect(await dialog.getByRole("img").evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width)).toBeGreaterThan(300);
  await expectAccessible(page);
  await screenshot(page, info, "guest-photo");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});
