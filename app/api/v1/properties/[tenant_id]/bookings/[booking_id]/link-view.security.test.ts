import { beforeEach, describe, expect, it } from "vitest";
import { bookingDetailResponseSchema } from "@/server/bookings/booking-detail-schema";
import { readCheckinBooking } from "@/server/checkin/read-checkin-booking";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";
import { POST as update } from "./update/route";

// A check-in link is a bearer URL that gets forwarded (a group's chat, a travel agent). It once
// showed whoever held it the booker's e-mail and phone and the payments' notes (staff's words:
// "Visa ending 4242, refund agreed") while it masked every other guest. It reads them as null
// now (the shape stays the contract's); the partner and the desk read them as before.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const BOOKING = "HNCJM6F2";
const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680";
const PAYMENT_NOTE = "Visa ending 4242, refund agreed";

const detail = (token: string) =>
  callRoute(GET, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${BOOKING}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: BOOKING },
    token,
  });

/** The partner records a deposit with a note; the booker's contact is in the fixture. */
async function bookingWithNotedPayment() {
  const paid = await postUpdateBooking(
    update,
    { bookingCode: BOOKING },
    { payments: { method: "add", records: [{ amount: 500000, method: "card", paid_at: "2026-03-10 09:00:00", notes: PAYMENT_NOTE }] } },
  );
  expect(paid.status).toBe(200);
  const whole = (await detail(DEMO_KEYS.all)).body.data;
  expect(whole.customer.email).toEqual(expect.any(String));
  expect(whole.customer.phone).toEqual(expect.any(String));
  expect(whole.payments.map((payment: { notes: string | null }) => payment.notes)).toEqual([PAYMENT_NOTE]);
  return {
    email: whole.customer.email as string,
    phone: whole.customer.phone as string,
    link: (await mintCheckinLink(testDb.db(), BOOKING)).token,
  };
}

const secretsIn = (text: string, secrets: { email: string; phone: string }) =>
  [secrets.email, secrets.phone, PAYMENT_NOTE].filter((secret) => text.includes(secret));

describe("the booker's e-mail and phone and payment notes through a check-in link", () => {
  it("read as null in Get Booking Detail, in the contract's shape, beside the booker's name and the payments' amounts", async () => {
    const secrets = await bookingWithNotedPayment();
    const answer = await detail(secrets.link);
    expect(answer.status).toBe(200);
    expect(bookingDetailResponseSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data.customer).toEqual({ name: "Nguyễn Văn An", email: null, phone: null, language: null });
    expect(answer.body.data.payments).toEqual([expect.objectContaining({ amount: 500000, status: "paid", notes: null })]);
    expect(secretsIn(answer.text, secrets)).toEqual([]);
  });

  it("read as null in the answer of an Update Booking sent through the link", async () => {
    const secrets = await bookingWithNotedPayment();
    const answer = await postUpdateBooking(
      update,
      { bookingCode: BOOKING },
      { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "Trần Bình" }] } }] },
      { token: secrets.link },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.customer).toMatchObject({ email: null, phone: null });
    expect(secretsIn(answer.text, secrets)).toEqual([]);
  });

  it("never reach the guest page", async () => {
    const secrets = await bookingWithNotedPayment();
    const read = await readCheckinBooking({ db: testDb.db(), token: secrets.link });
    expect("booking" in read).toBe(true);
    expect(secretsIn(JSON.stringify(read), secrets)).toEqual([]);
  });

  it("stay whole for the partner's keys", async () => {
    const secrets = await bookingWithNotedPayment();
    const readOnly = await detail(DEMO_KEYS.readHanoi);
    expect(readOnly.body.data.customer).toEqual({ name: "Nguyễn Văn An", email: secrets.email, phone: secrets.phone, language: null });
    expect(readOnly.body.data.payments[0].notes).toBe(PAYMENT_NOTE);
  });
});
