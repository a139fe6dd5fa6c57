import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/domain/clock";
import { addDays, nightsOf } from "@/server/domain/dates";
import { money, roundToCurrency } from "@/server/domain/money";
import { amountOverBound, AMOUNT_BOUND, type BookingAmounts } from "@/server/bookings/rules/amount-bounds";
import { balanceOf, bookingTotals, roomTotals } from "@/server/bookings/rules/totals";
import { POST as createRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/route";
import { GET as detailRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { POST as updateRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { POST as paymentRequestRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/payment-requests/route";
import { POST as rateRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { POST as datesRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/dates/route";
import {
  AMOUNTS_KEY,
  AMOUNTS_TODAY,
  loadAmountsFixture,
  postAmounts,
  RATE_PLAN,
  ROOM_TYPE,
  SERVICE,
  USD_PROPERTY,
  VND_PROPERTY,
} from "@/tests/support/amounts-fixture";
import { callRoute, type RouteAnswer } from "@/tests/support/call-route";
import { jsonNumberTokens, tokenSignificantDigits } from "@/tests/support/json-numbers";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Issue 32, item 5, as a property: random prices (from a few đồng to past the columns), nights,
// rooms, services, payments, rate and stay changes drive the real routes. None answers a 5xx;
// every number of every answer has at most 15 significant digits and is below 10^12; each write
// is accepted exactly when a plain model of the booking's money stays within the bound (else a
// 422 on the field that sent the change), and an accepted one answers the model's amount.

const testDb = setUpTestDatabase();
afterAll(() => freezeClock(undefined));
const CHECKIN = addDays(AMOUNTS_TODAY, 1);
const PLAN_RATE = { [VND_PROPERTY]: "1000000", [USD_PROPERTY]: "120.5" };
const DECIMALS = { [VND_PROPERTY]: 0, [USD_PROPERTY]: 2 };
const CURRENCY = { [VND_PROPERTY]: "VND", [USD_PROPERTY]: "USD" };
type Tenant = typeof VND_PROPERTY | typeof USD_PROPERTY;

/** Whole units of every size: small, near the bound, past it, past the columns. */
const unitsArb = fc.oneof(
  { arbitrary: fc.bigInt({ min: 0n, max: 10n ** 6n }), weight: 4 },
  { arbitrary: fc.bigInt({ min: 0n, max: 10n ** 11n }), weight: 2 },
  { arbitrary: fc.bigInt({ min: 10n ** 11n, max: 10n ** 14n }), weight: 1 },
  { arbitrary: fc.constantFrom(999_999_999_999n, 10n ** 12n, 333_333_333_334n, 99_999_999_999_999n), weight: 1 },
);
/** An amount as the decimal text a partner means (cents in USD), sent as the JSON number of that text. */
const amountArb = fc.record({ units: unitsArb, cents: fc.integer({ min: 0, max: 99 }) });
const amountText = (amount: { units: bigint; cents: number }, tenant: Tenant) =>
  DECIMALS[tenant] === 0 ? String(amount.units) : `${amount.units}.${String(amount.cents).padStart(2, "0")}`;

const commandArb = fc.oneof(
  fc.record({
    kind: fc.constant("service" as const),
    room: fc.nat(),
    price: amountArb,
    quantity: fc.constantFrom(1, 2, 0.5, 0.001, 1000, 999_999),
  }),
  fc.record({ kind: fc.constant("payments" as const), amounts: fc.array(amountArb, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant("rate" as const), room: fc.nat(), price: amountArb }),
  fc.record({ kind: fc.constant("dates" as const), room: fc.nat(), more: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant("paymentRequest" as const) }),
);
const runArb = fc.record({
  tenant: fc.constantFrom<Tenant>(VND_PROPERTY, USD_PROPERTY),
  rooms: fc.oneof(fc.array(amountArb, { minLength: 1, maxLength: 3 }), fc.array(amountArb, { minLength: 1, maxLength: 20 })),
  nights: fc.integer({ min: 1, max: 30 }),
  commands: fc.array(commandArb, { maxLength: 8 }),
});
type Run = typeof runArb extends fc.Arbitrary<infer R> ? R : never;

/** What the runs met, so the property cannot pass on runs that never reach a write or the bound. */
const seen = new Map<string, number>();
const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

/** No 5xx; every number of the answer exact in a JSON reader and below the bound. */
function expectSound(answer: RouteAnswer): void {
  expect(answer.status, answer.text.slice(0, 500)).toBeLessThan(500);
  for (const token of jsonNumberTokens(answer.text)) {
    expect(tokenSignificantDigits(token), token).toBeLessThanOrEqual(15);
    expect(money(token).abs().lt(AMOUNT_BOUND), token).toBe(true);
  }
}

function expectRefused(answer: RouteAnswer, fields: (field: string) => boolean, what: string): void {
  saw(`${what} refused`);
  expect(answer.status, answer.text.slice(0, 500)).toBe(422);
  for (const field of Object.keys(answer.body.errors ?? {})) expect(fields(field), field).toBe(true);
}

const totalsOf = (model: BookingAmounts, currency: string) =>
  bookingTotals(model.rooms.map((room) => ({ status: room.status, totals: roomTotals(room, currency) })));

async function run({ tenant, rooms, nights, commands }: Run): Promise<void> {
  const currency = CURRENCY[tenant];
  const checkout = addDays(CHECKIN, nights);
  const prices = rooms.map((price) => amountText(price, tenant));
  const created = await postAmounts(
    createRoute,
    "/bookings",
    { tenant_id: tenant },
    {
      checkin_date: CHECKIN,
      checkout_date: checkout,
      customer: { name: "Lê Văn Cường", email: null, phone: null },
      booking_source: "Walk-in",
      rooms: prices.map((price) => ({
        room_type_id: ROOM_TYPE[tenant],
        rate_plan_id: RATE_PLAN,
        occupancy: { adults: 1, children: 0, infants: 0 },
        days_breakdown: nightsOf(CHECKIN, checkout).map((day) => ({ day, price: Number(price) })),
      })),
    },
  );
  expectSound(created);
  const model: BookingAmounts = {
    rooms: prices.map((price) => ({ status: "confirmed", nightlyPrices: Array(nights).fill(price), discount: "0", lines: [] })),
    payments: [],
  };
  const roomNights = prices.map(() => nights);
  if (prices.some((price) => money(price).gte(AMOUNT_BOUND)))
    return expectRefused(created, (field) => /^rooms\.\d+\.days_breakdown\.\d+\.price$/.test(field), "a price");
  const roomFees = prices.map((price) => money(price).times(nights));
  if (roomFees.some((fee) => fee.gte(AMOUNT_BOUND)))
    return expectRefused(created, (field) => /^rooms\.\d+\.days_breakdown$/.test(field), "a room fee");
  if (amountOverBound(model, currency)) return expectRefused(created, (field) => field === "rooms", "a booking's amount");
  expect(created.status, created.text.slice(0, 500)).toBe(201);
  saw("created");
  expect(money(created.body.data.amount).eq(totalsOf(model, currency).amount)).toBe(true);
  const { code, booking_rooms: answeredRooms } = created.body.data as { code: string; booking_rooms: { id: string }[] };
  const onBooking = { tenant_id: tenant, booking_id: code };

  for (const command of commands) {
    const r = "room" in command ? command.room % answeredRooms.length : 0;
    const roomId = answeredRooms[r]!.id;
    const onRoom = { ...onBooking, room_id: roomId };
    /** The change applied to a copy of the model: accepted (and kept) when it fits, else refused on `field`. */
    const expectFits = (answer: RouteAnswer, next: BookingAmounts, field: string) => {
      if (amountOverBound(next, currency)) return expectRefused(answer, (sent) => sent === field, `${command.kind}'s sum`);
      expect(answer.status, answer.text.slice(0, 500)).toBeLessThan(300);
      saw(`${command.kind} accepted`);
      Object.assign(model, next);
      if (command.kind !== "paymentRequest")
        expect(money(answer.body.data.amount).eq(totalsOf(model, currency).amount), answer.text.slice(0, 300)).toBe(true);
    };
    if (command.kind === "service") {
      const price = amountText(command.price, tenant);
      const answer = await postAmounts(updateRoute, `/bookings/${code}/update`, onBooking, {
        rooms: [
          {
            id: roomId,
            services: { method: "add", records: [{ id: SERVICE, quantity: command.quantity, price_per_unit: Number(price) }] },
          },
        ],
      });
      expectSound(answer);
      if (money(price).gte(AMOUNT_BOUND))
        expectRefused(answer, (field) => field === "rooms.0.services.records.0.price_per_unit", "a unit price");
      else {
        const line = { quantity: String(command.quantity), pricePerUnit: price, discount: "0" };
        expectFits(
          answer,
          { ...model, rooms: model.rooms.map((room, index) => (index === r ? { ...room, lines: [...room.lines, line] } : room)) },
          "rooms.0.services.records",
        );
      }
    } else if (command.kind === "payments") {
      const amounts = command.amounts.map((amount) => amountText(amount, tenant));
      const answer = await postAmounts(updateRoute, `/bookings/${code}/update`, onBooking, {
        payments: {
          method: "add",
          records: amounts.map((amount) => ({ amount: Number(amount), method: "cash", paid_at: `${AMOUNTS_TODAY} 10:00:00` })),
        },
      });
      expectSound(answer);
      if (amounts.some((amount) => money(amount).gte(AMOUNT_BOUND)))
        expectRefused(answer, (field) => /^payments\.records\.\d+\.amount$/.test(field), "a payment");
      else
        expectFits(
          answer,
          { ...model, payments: [...model.payments, ...amounts.map((amount) => ({ amount, paidAt: `${AMOUNTS_TODAY} 10:00:00` }))] },
          "payments.records",
        );
    } else if (command.kind === "rate") {
      const price = amountText(command.price, tenant);
      const answer = await postAmounts(rateRoute, `/bookings/${code}/rooms/${roomId}/rate`, onRoom, { price_per_night: Number(price) });
      expectSound(answer);
      if (money(price).gte(AMOUNT_BOUND)) expectRefused(answer, (field) => field === "price_per_night", "a nightly price");
      else
        expectFits(
          answer,
          {
            ...model,
            rooms: model.rooms.map((room, index) => (index === r ? { ...room, nightlyPrices: Array(roomNights[r]).fill(price) } : room)),
          },
          "price_per_night",
        );
    } else if (command.kind === "dates") {
      const longer = roomNights[r]! + command.more;
      const answer = await postAmounts(datesRoute, `/bookings/${code}/rooms/${roomId}/dates`, onRoom, {
        checkin_date: CHECKIN,
        checkout_date: addDays(CHECKIN, longer),
      });
      expectSound(answer);
      if (longer > 30) expectRefused(answer, (field) => field === "checkout_date", "a stay past 30 nights");
      else {
        // The added nights are priced from the room's rate plan (docs/choices.md, "Change Room Dates").
        const added: string[] = Array(command.more).fill(PLAN_RATE[tenant]);
        expectFits(
          answer,
          {
            ...model,
            rooms: model.rooms.map((room, index) => (index === r ? { ...room, nightlyPrices: [...room.nightlyPrices, ...added] } : room)),
          },
          "checkout_date",
        );
        if (answer.status === 200) roomNights[r] = longer;
      }
    } else if (tenant === VND_PROPERTY) {
      const answer = await postAmounts(paymentRequestRoute, `/bookings/${code}/payment-requests`, onBooking, {});
      expectSound(answer);
      const due = balanceOf(totalsOf(model, currency).amount, model.payments);
      if (due.lte(0)) expectRefused(answer, (field) => field === "amount", "a request with nothing due");
      else {
        expect(answer.status, answer.text.slice(0, 300)).toBe(201);
        saw("paymentRequest accepted");
        expect(money(answer.body.data.amount).eq(roundToCurrency(due, currency))).toBe(true);
      }
    }
  }
  // What the model kept is what the booking answers.
  const detail = await callRoute(detailRoute, {
    path: `/api/v1/properties/${tenant}/bookings/${code}`,
    params: onBooking,
    token: AMOUNTS_KEY,
  });
  expectSound(detail);
  expect(money(detail.body.data.amount).eq(totalsOf(model, currency).amount)).toBe(true);
}

describe("amounts under random prices, nights, rooms, services, payments and changes", () => {
  it("answer no 5xx, only exact numbers below 10^12, and refuse exactly what would pass the bound", async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (sample) => {
        await loadAmountsFixture(testDb.db());
        await run(sample);
      }),
      {
        numRuns: 40,
        examples: [
          // The booking: 14 digits, 30 nights, 20 rooms.
          [{ tenant: VND_PROPERTY, rooms: Array(20).fill({ units: 99_999_999_999_999n, cents: 0 }), nights: 30, commands: [] }],
          // Rooms that fit one by one, whose booking does not.
          [{ tenant: VND_PROPERTY, rooms: Array(2).fill({ units: 600_000_000_000n, cents: 0 }), nights: 1, commands: [] }],
          // At the bound in USD, to the cent, then a service and a payment that each pass it.
          [
            {
              tenant: USD_PROPERTY,
              rooms: [{ units: 999_999_999_998n, cents: 99 }],
              nights: 1,
              commands: [
                { kind: "service", room: 0, price: { units: 1n, cents: 1 }, quantity: 1 },
                {
                  kind: "payments",
                  amounts: [
                    { units: 999_999_999_999n, cents: 0 },
                    { units: 1n, cents: 0 },
                  ],
                },
                { kind: "payments", amounts: [{ units: 999_999_999_999n, cents: 0 }] },
              ],
            },
          ],
          // A maximal VND booking asks for all of it, then a rate change passes the bound.
          [
            {
              tenant: VND_PROPERTY,
              rooms: [{ units: 333_333_333_333n, cents: 0 }],
              nights: 3,
              commands: [
                { kind: "paymentRequest" },
                { kind: "rate", room: 0, price: { units: 333_333_333_334n, cents: 0 } },
                { kind: "dates", room: 0, more: 1 },
              ],
            },
          ],
        ],
      },
    );
    for (const what of [
      "created",
      "a price refused",
      "a room fee refused",
      "a booking's amount refused",
      "service accepted",
      "service's sum refused",
      "payments accepted",
      "payments's sum refused",
      "rate accepted",
      "rate's sum refused",
      "dates accepted",
      "dates's sum refused",
      "paymentRequest accepted",
    ]) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
  }, 600_000);
});
