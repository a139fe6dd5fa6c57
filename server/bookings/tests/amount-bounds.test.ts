import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { freezeClock } from "@/server/domain/clock";
import { addDays, nightsOf } from "@/server/domain/dates";
import { importFixture } from "@/server/fixtures/import-fixture";
import { ValidationError } from "@/server/domain/errors";
import { recordTransferPayment } from "@/server/payments/record-transfer-payment";
import { queryRows } from "@/server/platform/db/query-rows";
import { POST as createRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/route";
import { POST as updateRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { POST as paymentRequestRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/payment-requests/route";
import { POST as rateRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { POST as datesRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/dates/route";
import { POST as checkoutRoute } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import {
  AMOUNTS_TODAY,
  amountsFixture,
  GROUP,
  IN_HOUSE,
  loadAmountsFixture,
  postAmounts,
  RATE_PLAN,
  ROOM_TYPE,
  SERVICE,
  SOLO,
  USD_PROPERTY,
  VND_PROPERTY,
} from "@/tests/support/amounts-fixture";
import type { RouteAnswer } from "@/tests/support/call-route";
import { guestSideState } from "@/tests/support/room-operations";
import { jsonNumberTokens, tokenSignificantDigits } from "@/tests/support/json-numbers";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Issue 32, item 5: every amount a request can produce stays below 10^12, so it fits its
// numeric(18,4) column and a JSON number carries it exactly; a request that would pass it is a 422
// on the field that sent the change, and nothing is written. (Before: a booking of
// 26,999,999,999,999,730 was created, 201, and its payment request was a 500.)

const testDb = setUpTestDatabase();
beforeEach(() => loadAmountsFixture(testDb.db()));
afterAll(() => freezeClock(undefined));

const CHECKIN = addDays(AMOUNTS_TODAY, 1);
const at = (tenant: string) => ({ tenant_id: tenant });
const onBooking = (code: string, tenant = VND_PROPERTY) => ({ tenant_id: tenant, booking_id: code });
const onRoom = (code: string, room: string) => ({ tenant_id: VND_PROPERTY, booking_id: code, room_id: room });

function newBooking(options: { rooms: number; nights: number; price?: number; tenant?: string }) {
  const checkout = addDays(CHECKIN, options.nights);
  const tenant = options.tenant ?? VND_PROPERTY;
  return postAmounts(createRoute, "/bookings", at(tenant), {
    checkin_date: CHECKIN,
    checkout_date: checkout,
    customer: { name: "Trần Thị Bình", email: null, phone: null },
    booking_source: "Walk-in",
    rooms: Array.from({ length: options.rooms }, () => ({
      room_type_id: ROOM_TYPE[tenant as keyof typeof ROOM_TYPE],
      rate_plan_id: RATE_PLAN,
      occupancy: { adults: 2, children: 0, infants: 0 },
      ...(options.price === undefined ? {} : { days_breakdown: nightsOf(CHECKIN, checkout).map((day) => ({ day, price: options.price })) }),
    })),
  });
}

const update = (code: string, data: unknown) => postAmounts(updateRoute, `/bookings/${code}/update`, onBooking(code), data);
const payments = (...amounts: number[]) => ({
  payments: { method: "add", records: amounts.map((amount) => ({ amount, method: "cash", paid_at: `${AMOUNTS_TODAY} 10:00:00` })) },
});
const rate = (code: string, room: string, body: unknown) =>
  postAmounts(rateRoute, `/bookings/${code}/rooms/${room}/rate`, onRoom(code, room), body);

/** 422 on exactly `field`, and nothing written. */
async function expectRefusedOn(request: () => Promise<RouteAnswer>, field: string): Promise<RouteAnswer> {
  const before = await guestSideState(testDb.db());
  const answer = await request();
  expect(answer.status, answer.text).toBe(422);
  expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  expect(answer.body.errors[field][0]).toMatch(/stays below 1,000,000,000,000/);
  expect(await guestSideState(testDb.db())).toBe(before);
  return answer;
}

/** Every number of an answer as written carries at most 15 significant digits. */
function expectExactNumbers(text: string) {
  for (const token of jsonNumberTokens(text)) expect(tokenSignificantDigits(token), token).toBeLessThanOrEqual(15);
}

describe("Create Booking within the amount bound", () => {
  it("refuses 14-digit prices over 30 nights and 20 rooms on each price (it created a booking of 26,999,999,999,999,730)", async () => {
    const answer = await newBooking({ rooms: 20, nights: 30, price: 99_999_999_999_999 });
    expect(answer.status, answer.text.slice(0, 300)).toBe(422);
    const fields = Object.keys(answer.body.errors);
    expect(fields).toHaveLength(600);
    for (const field of fields) expect(field).toMatch(/^rooms\.\d+\.days_breakdown\.\d+\.price$/);
  });

  it("refuses a booking whose rooms fit but whose amount does not, on rooms", async () => {
    // 20 rooms of 30 nights at 1,700,000,000: 51,000,000,000 a room, 1,020,000,000,000 in all.
    const answer = await expectRefusedOn(() => newBooking({ rooms: 20, nights: 30, price: 1_700_000_000 }), "rooms");
    expect(answer.body.errors.rooms[0]).toMatch(/^The booking's amount would be 1020000000000:/);
  });

  it("refuses a room whose nights add up past the bound, on its days_breakdown, or on its rate plan when priced from it", async () => {
    await expectRefusedOn(() => newBooking({ rooms: 1, nights: 30, price: 40_000_000_000 }), "rooms.0.days_breakdown");
    await loadAmountsFixture(testDb.db(), { rate: 40_000_000_000 });
    await expectRefusedOn(() => newBooking({ rooms: 1, nights: 30 }), "rooms.0.rate_plan_id");
  });

  it("makes the largest booking there can be, and its payment request asks for all of it exactly (it was a 500)", async () => {
    const created = await newBooking({ rooms: 1, nights: 1, price: 999_999_999_999 });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.amount).toBe(999_999_999_999);
    const code = created.body.data.code;
    const request = await postAmounts(paymentRequestRoute, `/bookings/${code}/payment-requests`, onBooking(code), {});
    expect(request.status, request.text).toBe(201);
    expect(request.text).toContain('"amount":999999999999,');
    expectExactNumbers(request.text);
  });

  it("answers a USD booking at the bound to the cent", async () => {
    const created = await newBooking({ rooms: 1, nights: 1, price: 999_999_999_999.99, tenant: USD_PROPERTY });
    expect(created.status, created.text).toBe(201);
    expect(created.text).toContain('"amount":999999999999.99,');
    expectExactNumbers(created.text);
  });
});

describe("the writes that change a booking's totals", () => {
  it("Change Booking Room Rate: a price that takes the room past the bound is refused on the field sent", async () => {
    const [code, room] = [GROUP.children[0]!, GROUP.rooms[0]!];
    await expectRefusedOn(() => rate(code, room, { price_per_night: 600_000_000_000 }), "price_per_night");
    await expectRefusedOn(() => rate(code, room, { days_breakdown: [{ day: CHECKIN, price: 999_999_999_999 }] }), "days_breakdown");
    // 998,000,000,000 for the room, and 2,000,000 more for its group, whose other child stays as it was.
    expect((await rate(code, room, { price_per_night: 499_000_000_000 })).status).toBe(200);
  });

  it("Change Booking Room Rate: a child that still fits is refused when its group's sum would not", async () => {
    await loadAmountsFixture(testDb.db(), { groupNight: 200_000_000_000 });
    // Each child 400,000,000,000; the group 800,000,000,000. The first child at 600,000,000,000 fits, the group at 1,000,000,000,000 does not.
    const answer = await expectRefusedOn(
      () => rate(GROUP.children[0]!, GROUP.rooms[0]!, { price_per_night: 300_000_000_000 }),
      "price_per_night",
    );
    expect(answer.body.errors.price_per_night[0]).toMatch(/^The booking's amount would be 1000000000000:/);
  });

  it("Change Room Dates: added nights that take the room past the bound are refused", async () => {
    await loadAmountsFixture(testDb.db(), { soloNight: 400_000_000_000 });
    const [code, room] = [SOLO.code, SOLO.room];
    const dates = (body: unknown) => postAmounts(datesRoute, `/bookings/${code}/rooms/${room}/dates`, onRoom(code, room), body);
    const longer = { checkin_date: CHECKIN, checkout_date: addDays(CHECKIN, 3) };
    await expectRefusedOn(() => dates(longer), "checkout_date");
    await expectRefusedOn(
      () => dates({ ...longer, days_breakdown: [{ day: addDays(CHECKIN, 2), price: 300_000_000_000 }] }),
      "days_breakdown",
    );
    expect((await dates({ ...longer, days_breakdown: [{ day: addDays(CHECKIN, 2), price: 100_000_000_000 }] })).status).toBe(200);
  });

  it("Update Booking: services whose totals pass the bound are refused on the room's services", async () => {
    const services = (price: number, quantity: number, room = GROUP.rooms[0]) => ({
      rooms: [{ id: room, services: { method: "add", records: [{ id: SERVICE, quantity, price_per_unit: price }] } }],
    });
    await expectRefusedOn(() => update(GROUP.children[0]!, services(600_000_000_000, 2)), "rooms.0.services.records");
    // 999,999,999 × 1,000 is a line within the bound, added once; a second time the group passes it.
    expect((await update(GROUP.children[0]!, services(999_999_999, 999))).status).toBe(200);
    await expectRefusedOn(() => update(GROUP.children[1]!, services(999_999_999, 2, GROUP.rooms[1])), "rooms.0.services.records");
  });

  it("Update Booking: payments that sum past the bound are refused, in one request or over many", async () => {
    await expectRefusedOn(() => update(GROUP.children[0]!, payments(600_000_000_000, 600_000_000_000)), "payments.records");
    expect((await update(GROUP.children[0]!, payments(600_000_000_000))).status).toBe(200);
    // The group's paid sum covers its children's payments.
    await expectRefusedOn(() => update(GROUP.children[1]!, payments(400_000_000_000)), "payments.records");
  });

  it("Check-out with a payment that takes the paid sum past the bound is refused on payment.amount", async () => {
    expect((await update(IN_HOUSE.code, payments(900_000_000_000))).status).toBe(200);
    await expectRefusedOn(
      () =>
        postAmounts(checkoutRoute, `/bookings/${IN_HOUSE.code}/rooms/${IN_HOUSE.room}/checkout`, onRoom(IN_HOUSE.code, IN_HOUSE.room), {
          payment: { amount: 200_000_000_000, method: "cash" },
        }),
      "payment.amount",
    );
  });

  it("a bank transfer that would take the paid sum past the bound is refused before anything is written, the transaction still usable", async () => {
    expect((await update(SOLO.code, payments(900_000_000_000))).status).toBe(200);
    const transfer = (amount: string) => ({ amount, bankReference: "FT26152000001", transactionDate: `${AMOUNTS_TODAY} 09:00:00` });
    const actor = { kind: "desk_session", actorId: "desk_session:test", name: "Lan" } as const;
    const outcome = await testDb.db().transaction(async (tx) => {
      const refused = await recordTransferPayment(tx, {
        propertyId: VND_PROPERTY,
        bookingCode: SOLO.code,
        transfer: transfer("200000000000"),
        actor,
      }).catch((error: unknown) => error);
      // The same transaction goes on: the refusal came before any statement failed.
      const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from payments`);
      return { refused, payments: row!.n };
    });
    expect(outcome.refused).toBeInstanceOf(ValidationError);
    expect(Object.keys((outcome.refused as ValidationError).errors)).toEqual(["amount"]);
    expect(outcome.payments).toBe(1);
  });

  it("a payment request on a balance past the bound (written before the bound) is a 422 on amount, not a 500", async () => {
    await testDb.db().execute(sql`update nightly_prices set price = 9000000000000 where booking_room_id = ${GROUP.rooms[0]}`);
    const code = GROUP.children[0]!;
    const answer = await postAmounts(paymentRequestRoute, `/bookings/${code}/payment-requests`, onBooking(code), {});
    expect(answer.status, answer.text).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(["amount"]);
  });
});

describe("the fixture import within the amount bound", () => {
  /** The JSON paths an import refuses. */
  const refusedPaths = (fixture: unknown) =>
    importFixture(testDb.db(), fixture, { reset: true }).then(
      () => [],
      (error: Error) => error.message.split("\n").map((line) => (/stays below 1,000,000,000,000/.test(line) ? line.split(":")[0] : line)),
    );

  it("refuses a group whose children fit but whose sum does not, with the group's path", async () => {
    // Two children of 2 nights at 300,000,000,000: 600,000,000,000 each, 1,200,000,000,000 together.
    expect(await refusedPaths(amountsFixture({ groupNight: 300_000_000_000 }))).toEqual(["properties[0].bookings[0]"]);
  });

  it("refuses a booking whose nights add up past the bound, with its path", async () => {
    expect(await refusedPaths(amountsFixture({ soloNight: 600_000_000_000 }))).toEqual(["properties[0].bookings[3]"]);
  });
});
