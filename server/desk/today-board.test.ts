import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { owesAtDeparture, placeOnBoard, type BoardBooking } from "./today-board";

const stay = (checkin: string, checkout: string, statuses: string[], extra: Partial<BoardBooking> = {}): BoardBooking => ({
  status: "confirmed",
  departure_hour: "12:00",
  rooms: statuses.map((checkin_status) => ({ checkin_status, checkin_date: checkin, checkout_date: checkout, checked_out_on: null })),
  ...extra,
});
/** The place without its rooms' day statuses (tested on their own in room-status.test.ts). */
const place = (booking: BoardBooking, now: { date: string; time: string }) => {
  const { rooms: _rooms, ...rest } = placeOnBoard(booking, now);
  return rest;
};

describe("placeOnBoard", () => {
  it("splits today's arrivals into expected, partly arrived (a room still to come) and arrived (every room in)", () => {
    const now = { date: "2026-03-10", time: "09:00" };
    expect(place(stay("2026-03-10", "2026-03-12", ["confirmed"]), now)).toEqual({ arrival: "expected", inHouse: false, attention: [] });
    expect(place(stay("2026-03-10", "2026-03-12", ["checked_in", "confirmed"]), now)).toEqual({
      arrival: "partly_arrived",
      inHouse: true,
      attention: [],
    });
    expect(place(stay("2026-03-10", "2026-03-12", ["checked_in", "checked_in", "cancelled"]), now)).toEqual({
      arrival: "arrived",
      inHouse: true,
      attention: [],
    });
  });

  it("counts a room checked out today as a departure, early or on its day", () => {
    const now = { date: "2026-03-10", time: "15:00" };
    const early = stay("2026-03-08", "2026-03-12", ["checked_out"]);
    early.rooms = [{ ...early.rooms[0]!, checked_out_on: "2026-03-10" }];
    expect(place(early, now)).toEqual({ departure: "departed", inHouse: false, attention: [] });
    // Left yesterday: off the board.
    early.rooms = [{ ...early.rooms[0]!, checked_out_on: "2026-03-09" }];
    expect(place(early, now)).toEqual({ inHouse: false, attention: [] });
  });

  it("makes a booking that never arrived a no-show once its arrival day is over, across midnight", () => {
    const booking = stay("2026-03-09", "2026-03-11", ["confirmed"]);
    expect(place(booking, { date: "2026-03-09", time: "23:59" }).attention).toEqual([]);
    expect(place(booking, { date: "2026-03-10", time: "00:00" })).toEqual({ inHouse: false, attention: ["no_show"] });
    // Its check-out day comes and nobody came: still a no-show, not a departure.
    expect(place(booking, { date: "2026-03-11", time: "08:00" })).toEqual({ inHouse: false, attention: ["no_show"] });
  });

  it("makes a departure overdue once its hour has passed with a room still checked in, the next day too", () => {
    const booking = stay("2026-03-08", "2026-03-10", ["checked_in", "checked_out"]);
    expect(place(booking, { date: "2026-03-10", time: "12:00" })).toMatchObject({ departure: "due", inHouse: true, attention: [] });
    expect(place(booking, { date: "2026-03-10", time: "12:01" })).toMatchObject({ departure: "overdue", attention: ["overdue_departure"] });
    expect(place(booking, { date: "2026-03-11", time: "00:05" })).toMatchObject({ departure: "overdue", attention: ["overdue_departure"] });
    expect(place(stay("2026-03-08", "2026-03-10", ["checked_out", "checked_out"]), { date: "2026-03-10", time: "15:00" })).toEqual({
      departure: "departed",
      inHouse: false,
      attention: [],
    });
  });

  it("treats a day-use stay by its hours: overdue after its departure hour, a no-show if nobody came by then", () => {
    const inHouse = stay("2026-03-10", "2026-03-10", ["checked_in"], { departure_hour: "17:00" });
    expect(place(inHouse, { date: "2026-03-10", time: "16:59" })).toEqual({
      arrival: "arrived",
      inHouse: true,
      departure: "due",
      attention: [],
    });
    expect(place(inHouse, { date: "2026-03-10", time: "17:01" })).toEqual({
      arrival: "arrived",
      inHouse: true,
      departure: "overdue",
      attention: ["overdue_departure"],
    });
    const neverCame = stay("2026-03-10", "2026-03-10", ["confirmed"], { departure_hour: "17:00" });
    expect(place(neverCame, { date: "2026-03-10", time: "16:00" })).toEqual({ arrival: "expected", inHouse: false, attention: [] });
    // Past its hour nobody came: a no-show, no longer expected (the board never says both).
    expect(place(neverCame, { date: "2026-03-10", time: "17:30" })).toEqual({ inHouse: false, attention: ["no_show"] });
  });

  it("leaves cancelled bookings and cancelled rooms off the board", () => {
    const now = { date: "2026-03-10", time: "09:00" };
    expect(place(stay("2026-03-10", "2026-03-11", ["confirmed"], { status: "cancelled" }), now)).toEqual({ inHouse: false, attention: [] });
    expect(place(stay("2026-03-09", "2026-03-11", ["cancelled"]), now)).toEqual({ inHouse: false, attention: [] });
  });
});

describe("owesAtDeparture", () => {
  it("is a departure with money still due", () => {
    expect(owesAtDeparture({ departure: "due" }, new Decimal("150000"))).toBe(true);
    expect(owesAtDeparture({ departure: "overdue" }, new Decimal("0"))).toBe(false);
    expect(owesAtDeparture({}, new Decimal("150000"))).toBe(false);
    expect(owesAtDeparture({ departure: "departed" }, new Decimal("1"))).toBe(false);
  });
});
