import { expect, test } from "@playwright/test";
import { DEMO_KEY, createCheckinLink, expectNoHorizontalScroll, readBooking, screenshot } from "./checkin-helpers";

// A guest registered at the desk (or by a partner, or another link) is shown to a check-in link
// masked: name and the ID's last 4 digits, nothing else of theirs. Editing them starts by
// retyping their whole ID number. Both phone projects use this one booking, each with its own guest.

// Its own booking: checkin-guided.spec.ts cancels DNBSQ7ME.
const BOOKING = { tenant: "hanoi-old-quarter", code: "HNQZAUK4" };

test("a link sees a guest registered by someone else masked, and edits them by retyping the ID", async ({ page, request }, info) => {
  const pixel = info.project.name === "checkin-pixel";
  const guest = {
    name: pixel ? "Võ Thị Lan" : "Phan Văn Minh",
    identity: pixel ? "079188001234" : "079090005678",
    birthday: pixel ? "1988-04-03" : "1990-09-17",
    email: pixel ? "lan.vo@example.com" : "minh.phan@example.com",
    gender: pixel ? "female" : "male",
    country: "VN",
    id_type: "identity_card",
  };
  const tail = guest.identity.slice(-4);
  const before = await readBooking(request, BOOKING);
  const room = before.booking_rooms[0];
  const registered = await request.post(`/api/v1/properties/${BOOKING.tenant}/bookings/${BOOKING.code}/update`, {
    headers: { authorization: `Bearer ${DEMO_KEY}`, "content-type": "application/json" },
    data: { rooms: [{ id: room.id, guests: { method: "add", records: [guest] } }] },
  });
  expect(registered.status(), await registered.text()).toBe(200);

  const { path } = await createCheckinLink(request, BOOKING);
  await page.goto(`${path}?lang=en`);
  const entry = page.getByTestId("guest").filter({ hasText: guest.name });
  await expect(entry).toContainText(`•••• ${tail}`);
  await expect(entry).toContainText("Registered by someone else");
  // Nothing else of theirs reaches the page.
  const html = await page.content();
  expect(html).not.toContain(guest.identity);
  expect(html).not.toContain(guest.birthday);
  expect(html).not.toContain(guest.email);
  await expectNoHorizontalScroll(page);
  await screenshot(page, info, "masked-01-guest");

  await entry.getByRole("button", { name: `Edit: ${guest.name}` }).click();
  const retype = entry.getByLabel(`Retype the ID number of ${guest.name} to edit`);
  await retype.fill(`${guest.identity.slice(0, 4)} ${guest.identity.slice(4, 8)} ${guest.identity.slice(8)}`);
  await screenshot(page, info, "masked-02-retype");
  await entry.getByRole("button", { name: "Continue" }).click();
  await expect(entry.getByLabel("ID number")).toHaveValue(
    `${guest.identity.slice(0, 4)} ${guest.identity.slice(4, 8)} ${guest.identity.slice(8)}`,
  );
  await entry.getByLabel("Phone number").fill("0905111222");
  await expect(entry.getByText("Fields left empty keep what is on file.")).toBeVisible();
  await screenshot(page, info, "masked-03-editing");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible({ timeout: 30_000 });

  // Stored: the new phone, and what the link never saw (birth date, e-mail) kept.
  const after = await readBooking(request, BOOKING);
  const stored = after.booking_rooms[0].guests.find((candidate: { name: string }) => candidate.name === guest.name);
  expect(stored).toMatchObject({ phone: "+84905111222", email: guest.email });

  // The guest is now this link's own: shown whole.
  await page.reload();
  const own = page.getByTestId("guest").filter({ hasText: guest.name });
  await expect(own).not.toContainText("Registered by someone else");
  await expect(own).toContainText(guest.identity.slice(0, 4));
  await screenshot(page, info, "masked-04-own");
});
