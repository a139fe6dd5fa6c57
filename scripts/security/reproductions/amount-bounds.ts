// Issue 32, item 5: amounts that fit. A booking of 26,999,999,999,999,730 (14-digit prices, 30
// nights, 20 rooms) was created, 201, and its payment request answered 500 (the insert overflowed
// numeric(18,4)). Every amount, and every sum over a booking, now stays below 10^12
// (server/bookings/rules/amount-bounds.ts): what would pass it is a 422 naming the field.
// Called by scripts/security/reproductions.ts with the running production app (ReproductionKit).
import type { ReproductionKit } from "../reproduction-kit";

const SUPERIOR = "573e587b-7d71-4d95-b54f-aa25a966a6f0";
const RATE_PLAN = "RPJV86K901";
const AIRPORT_PICKUP = "SVb29324ec";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day well after today wherever the app runs, as YYYY-MM-DD. */
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export async function reproduceAmountBounds(kit: ReproductionKit): Promise<void> {
  const { HANOI, partnerA, check, json } = kit;
  const checkin = daysFromNow(60);
  const newBooking = (rooms: number, nights: number, price: number) => {
    const days = Array.from({ length: nights }, (_, night) => ({ day: daysFromNow(60 + night), price }));
    return fetch(
      `${HANOI}/bookings`,
      json(partnerA, {
        checkin_date: checkin,
        checkout_date: daysFromNow(60 + nights),
        customer: { name: "Amount Bound", email: null, phone: null },
        booking_source: "Walk-in",
        rooms: Array.from({ length: rooms }, () => ({
          room_type_id: SUPERIOR,
          rate_plan_id: RATE_PLAN,
          occupancy: { adults: 1 },
          days_breakdown: days,
        })),
      }),
    );
  };

  await check("a booking of 14-digit prices, 30 nights, 20 rooms (26,999,999,999,999,730)", "422 rooms.0.days_breakdown.0.price", () =>
    newBooking(20, 30, 99_999_999_999_999),
  );
  await check("20 rooms of 30 nights whose each room fits but whose amount is 1,020,000,000,000", "422 rooms", () =>
    newBooking(20, 30, 1_700_000_000),
  );

  // The largest booking there can be: 2 nights at 499,999,999,999.
  const created = await newBooking(1, 2, 499_999_999_999);
  const booking = ((await created.json()) as { data?: { code: string; amount: number; booking_rooms: { id: string }[] } }).data;
  await check("a booking of 999,999,999,998, the bound's largest", "201 999999999998", async () => `${created.status} ${booking?.amount}`);
  if (!booking) return;
  const code = booking.code;
  const room = booking.booking_rooms[0]!.id;

  await check("a payment request on that booking (it was a 500)", "201 999999999998", async () => {
    const answer = await fetch(`${HANOI}/bookings/${code}/payment-requests`, json(partnerA, {}));
    const text = await answer.text();
    return `${answer.status} ${/"amount":(\d+)/.exec(text)?.[1] ?? text.slice(0, 120)}`;
  });
  await check("a rate change taking it to 1,000,000,000,000", "422 price_per_night", () =>
    fetch(`${HANOI}/bookings/${code}/rooms/${room}/rate`, json(partnerA, { price_per_night: 500_000_000_000 })),
  );
  await check("a service taking it past the bound", "422 rooms.0.services.records", () =>
    fetch(
      `${HANOI}/bookings/${code}/update`,
      json(partnerA, { rooms: [{ id: room, services: { method: "add", records: [{ id: AIRPORT_PICKUP, quantity: 1 }] } }] }),
    ),
  );
  await check("a stay change adding a night past the bound", "422 checkout_date", () =>
    fetch(`${HANOI}/bookings/${code}/rooms/${room}/dates`, json(partnerA, { checkin_date: checkin, checkout_date: daysFromNow(63) })),
  );
  const paid = (amount: number) => ({ amount, method: "cash", paid_at: "2026-01-01 09:00:00" });
  await check("two payments of 600,000,000,000 in one request", "422 payments.records", () =>
    fetch(
      `${HANOI}/bookings/${code}/update`,
      json(partnerA, { payments: { method: "add", records: [paid(600_000_000_000), paid(600_000_000_000)] } }),
    ),
  );
  await check("a payment of 600,000,000,000, then another", "200, 422 payments.records", async () => {
    const payment = () =>
      fetch(`${HANOI}/bookings/${code}/update`, json(partnerA, { payments: { method: "add", records: [paid(600_000_000_000)] } }));
    const first = await payment();
    await first.text();
    return `${first.status}, ${await kit.answerOf(await payment())}`;
  });
  await check("the booking as answered after all that", "999999999998 paid 600000000000", async () => {
    const detail = (await (await fetch(`${HANOI}/bookings/${code}`, { headers: { authorization: `Bearer ${partnerA}` } })).json()) as {
      data: { amount: number; payments: { amount: number }[] };
    };
    return `${detail.data.amount} paid ${detail.data.payments.reduce((sum, payment) => sum + payment.amount, 0)}`;
  });
}
