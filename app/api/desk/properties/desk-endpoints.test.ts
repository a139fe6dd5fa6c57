import { beforeEach, describe, expect, it } from "vitest";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { Temporal } from "temporal-polyfill";
import { freezeClock } from "@/server/domain/clock";
import { GET as today } from "./[tenant_id]/today/route";
import { GET as search } from "./[tenant_id]/bookings/route";
import { GET as ledger } from "./[tenant_id]/bookings/[booking_id]/ledger/route";
import { GET as services } from "./[tenant_id]/services/route";

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

const codes = (list: { code: string }[]) => list.map((booking) => booking.code).sort();

function get(
  route: Parameters<typeof callRoute>[0],
  path: string,
  params: Record<string, string>,
  browser: DeskBrowser | { token: string } = reception,
) {
  return callRoute(route, { path, params, ...("token" in browser ? { token: browser.token } : { headers: browser.headers() }) });
}

describe("desk: today", () => {
  it("lists today's arrivals, in-house, departures and what needs attention (Hanoi's 2026-03-10, 10:00)", async () => {
    const answer = await get(today, "/api/desk/properties/hanoi-old-quarter/today", { tenant_id: "hanoi-old-quarter" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.today).toBe("2026-03-10");
    expect(codes(answer.body.data.arrivals)).toEqual(["HN4QRH9B", "HNCJM6F2"]);
    expect(codes(answer.body.data.in_house)).toEqual(["HN9R3MM3", "HNHAV47A", "HNVRBEHJ"]);
    // HN4QRH9B is a day-use stay (17:00) whose guest has not come yet: an arrival, not yet a departure.
    expect(codes(answer.body.data.departures)).toEqual([]);
    // HN4BLMS4 was due yesterday and nobody came; the in-house guests' card numbers have 13 digits.
    expect(codes(answer.body.data.needs_attention)).toEqual(["HN4BLMS4", "HN9R3MM3", "HNHAV47A", "HNVRBEHJ"]);
    const attention = Object.fromEntries(
      answer.body.data.needs_attention.map((booking: { code: string; board: { attention: string[] } }) => [
        booking.code,
        booking.board.attention,
      ]),
    );
    expect(attention).toEqual({
      HN4BLMS4: ["no_show"],
      HN9R3MM3: ["registration_incomplete"],
      HNHAV47A: ["registration_incomplete"],
      HNVRBEHJ: ["registration_incomplete"],
    });
    expect(answer.body.data.counts).toEqual({
      arrivals_expected: 2,
      arrivals_partly: 0,
      arrivals_arrived: 0,
      in_house: 3,
      departures_due: 0,
      departures_overdue: 0,
      departures_departed: 0,
      needs_attention: 4,
    });
    const arrival = answer.body.data.arrivals.find((booking: { code: string }) => booking.code === "HNCJM6F2");
    expect(arrival).toMatchObject({
      customer: { name: "Nguyễn Văn An" },
      booking_source: { color: expect.stringMatching(/^#/) },
      rooms: [expect.objectContaining({ checkin_status: "confirmed", room_unit: "201" }), expect.objectContaining({ room_unit: "301" })],
    });
  });

  it("gives every row its arrival hour, notes and balance, an arrival's too, a group child's its group's", async () => {
    const answer = await get(today, "/api/desk/properties/hanoi-old-quarter/today", { tenant_id: "hanoi-old-quarter" });
    const arrival = answer.body.data.arrivals.find((booking: { code: string }) => booking.code === "HNCJM6F2");
    expect(arrival).toMatchObject({
      arrival_hour: "14:00",
      notes: "Late arrival around 22:00",
      guest_message: null,
      board: { arrival: "expected", balance: 4400000 },
    });
    const dayUse = answer.body.data.arrivals.find((booking: { code: string }) => booking.code === "HN4QRH9B");
    expect(dayUse).toMatchObject({ arrival_hour: "09:00", notes: null, board: { balance: expect.any(Number) } });
    // HNHAV47A is a merged child of GRARCNFC: the group pays, so its row shows the group's balance.
    const child = answer.body.data.in_house.find((booking: { code: string }) => booking.code === "HNHAV47A");
    expect(child).toMatchObject({ group_code: "GRARCNFC", board: { balance: 10200000 } });
    const rows = [...answer.body.data.arrivals, ...answer.body.data.in_house, ...answer.body.data.needs_attention];
    for (const row of rows) expect(typeof row.board.balance, row.code).toBe("number");
  });
});

describe("desk: today, the next day after noon", () => {
  it("makes a stay still checked in past its departure hour overdue, with the money it owes", async () => {
    // 2026-03-11 13:00 in Hanoi: HNVRBEHJ and HN9R3MM3 were due out at 12:00 and are still in.
    freezeClock(Temporal.Instant.from("2026-03-11T06:00:00Z"));
    const answer = await get(today, "/api/desk/properties/hanoi-old-quarter/today", { tenant_id: "hanoi-old-quarter" });
    expect(answer.body.data).toMatchObject({ today: "2026-03-11", time: "13:00" });
    const board = Object.fromEntries(
      answer.body.data.departures.map((booking: { code: string; board: unknown }) => [booking.code, booking.board]),
    );
    expect(board).toEqual({
      HNVRBEHJ: {
        arrival: null,
        in_house: true,
        departure: "overdue",
        attention: ["overdue_departure", "registration_incomplete", "balance_due"],
        rooms: ["overdue"],
        balance: 3340000,
        kept_credit: 0,
      },
      HN9R3MM3: {
        arrival: null,
        in_house: true,
        departure: "overdue",
        attention: ["overdue_departure", "registration_incomplete"],
        rooms: ["overdue"],
        balance: 0,
        kept_credit: 0,
      },
    });
    expect(answer.body.data.counts).toMatchObject({ departures_overdue: 2, departures_due: 0 });
  });
});

describe("desk: booking search", () => {
  const find = (q: string) =>
    get(search, `/api/desk/properties/hanoi-old-quarter/bookings?q=${encodeURIComponent(q)}`, { tenant_id: "hanoi-old-quarter" });

  it("finds by code prefix, by name with or without tone marks, by phone in any format, and by ID number", async () => {
    expect(codes((await find("hnvr")).body.data)).toEqual(["HNVRBEHJ"]);
    expect(codes((await find("thi binh")).body.data)).toEqual(["HNVRBEHJ"]);
    expect(codes((await find("Thị Bình")).body.data)).toEqual(["HNVRBEHJ"]);
    // The booker's phone is on file as "+84 948748143".
    for (const phone of ["0948748143", "094 874 8143", "+84948748143", "0948 748", "948748"]) {
      expect(codes((await find(phone)).body.data), phone).toEqual(["HNVRBEHJ"]);
    }
    expect(codes((await find("0948748144")).body.data)).toEqual([]);
    expect(codes((await find("0520 3213 84891")).body.data)).toEqual(["HN9R3MM3"]);
    expect(codes((await find("84891")).body.data)).toEqual(["HN9R3MM3"]);
    expect(codes((await find("O'Brien")).body.data)).toEqual(["HN7K5UNM", "HNZK3NJ6"]);
  });

  it("treats % and _ as text and needs 2 characters", async () => {
    expect((await find("%")).status).toBe(422);
    expect((await find("%%")).body.data).toEqual([]);
  });

  it("never finds another property's bookings", async () => {
    const manager = await signInAs(DEMO_STAFF.chainManager);
    const answer = await get(search, "/api/desk/properties/hanoi-old-quarter/bookings?q=DN", { tenant_id: "hanoi-old-quarter" }, manager);
    expect(answer.body.data).toEqual([]);
  });
});

describe("desk: booking ledger", () => {
  const read = (code: string) =>
    get(ledger, `/api/desk/properties/hanoi-old-quarter/bookings/${code}/ledger`, { tenant_id: "hanoi-old-quarter", booking_id: code });

  it("gives each room's nights with prices, the paid amount and the balance", async () => {
    const answer = await read("HNVRBEHJ");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      amount: 4340000,
      paid: 1000000,
      balance: 3340000,
      balance_of: "HNVRBEHJ",
      require_full_payment_at_checkout: true,
    });
    expect(answer.body.data.rooms[0].nights.map((night: { day: string }) => night.day)).toEqual(["2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(answer.body.data.rooms[0].nights.every((night: { price: number }) => night.price > 0)).toBe(true);
  });

  it("shows nights without stored prices as null", async () => {
    const answer = await read("HNWVXDCN");
    expect(answer.body.data.rooms[0].nights).toEqual([
      { day: "2026-03-12", price: null },
      { day: "2026-03-13", price: null },
    ]);
    expect(answer.body.data.rooms[0].room_fee).toBe(0);
  });

  it("gives a group child the group's balance, and the group its children", async () => {
    const child = await read("HNHAV47A");
    expect(child.body.data).toMatchObject({
      group_code: "GRARCNFC",
      balance_of: "GRARCNFC",
      balance: 10200000,
      balance_amount: 12200000,
      balance_paid: 2000000,
      paid: 0,
    });
    const group = await read("GRARCNFC");
    expect(group.body.data.children.map((c: { code: string }) => c.code)).toEqual(["HN77HFMQ", "HNHAV47A"]);
    expect(group.body.data.balance).toBe(10200000);
  });

  it("is not found for another property's code", async () => {
    expect((await read("DNZEU2AA")).status).toBe(404);
  });
});

describe("desk: service catalog", () => {
  it("lists the services that are not deleted, with their prices", async () => {
    const answer = await get(services, "/api/desk/properties/hanoi-old-quarter/services", { tenant_id: "hanoi-old-quarter" });
    expect(answer.body.data).toContainEqual({ id: "SVb29324ec", name: "Airport pickup", price: 350000, currency: "VND" });
    expect(answer.body.data.map((service: { id: string }) => service.id)).not.toContain("SV6ff92448"); // deleted
    expect(answer.body.data).toHaveLength(3);
  });
});

describe("desk endpoints: credentials and tenancy", () => {
  it("refuse a partner's API key and an anonymous call", async () => {
    const path = "/api/desk/properties/hanoi-old-quarter/today";
    expect((await get(today, path, { tenant_id: "hanoi-old-quarter" }, { token: DEMO_KEYS.all })).status).toBe(403);
    expect((await callRoute(today, { path, params: { tenant_id: "hanoi-old-quarter" } })).status).toBe(401);
  });

  it("refuse a property the staff user does not belong to", async () => {
    const answer = await get(today, "/api/desk/properties/danang-beach/today", { tenant_id: "danang-beach" });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe("FORBIDDEN");
  });
});
