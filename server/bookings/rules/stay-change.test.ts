import { describe, expect, it } from "vitest";
import {
  addedNights,
  addedNightsBySide,
  bookingSpan,
  mealLeavesWithStay,
  nearestNightPrice,
  removedNights,
  stayChangeErrors,
  unpricedRoomMessage,
  wholeStayPrices,
} from "./stay-change";

const TODAY = "2026-03-10";
const stay = (checkinDate: string, checkoutDate: string) => ({ checkinDate, checkoutDate });
const fields = (errors: Record<string, string[]>) => Object.keys(errors).sort();

describe("stayChangeErrors", () => {
  it("allows a stay to come to move, grow or shrink within 1 to 30 nights, from today on", () => {
    expect(stayChangeErrors("confirmed", stay("2026-03-15", "2026-03-18"), stay("2026-03-10", "2026-03-11"), TODAY)).toEqual({});
    expect(stayChangeErrors("reserved", stay("2026-03-15", "2026-03-18"), stay("2026-03-15", "2026-04-14"), TODAY)).toEqual({});
    expect(fields(stayChangeErrors("holding", stay("2026-03-15", "2026-03-18"), stay("2026-03-15", "2026-04-15"), TODAY))).toEqual([
      "checkout_date",
    ]);
  });

  it("keys the order of the two dates on checkout_date", () => {
    expect(fields(stayChangeErrors("confirmed", stay("2026-03-15", "2026-03-18"), stay("2026-03-16", "2026-03-16"), TODAY))).toEqual([
      "checkout_date",
    ]);
    expect(fields(stayChangeErrors("confirmed", stay("2026-03-15", "2026-03-18"), stay("2026-03-16", "2026-03-14"), TODAY))).toEqual([
      "checkout_date",
    ]);
  });

  it("refuses a date that moves into the past, but not one sent unchanged", () => {
    expect(fields(stayChangeErrors("confirmed", stay("2026-03-15", "2026-03-18"), stay("2026-03-09", "2026-03-12"), TODAY))).toEqual([
      "checkin_date",
    ]);
    // A late arrival (check-in yesterday, not yet in) keeps its check-in and is extended.
    expect(stayChangeErrors("confirmed", stay("2026-03-09", "2026-03-12"), stay("2026-03-09", "2026-03-13"), TODAY)).toEqual({});
  });

  it("lets a checked-in room change only its check-out, to today at the earliest", () => {
    const inHouse = stay("2026-03-09", "2026-03-11");
    expect(fields(stayChangeErrors("checked_in", inHouse, stay("2026-03-10", "2026-03-11"), TODAY))).toEqual(["checkin_date"]);
    expect(fields(stayChangeErrors("checked_in", inHouse, stay("2026-03-09", "2026-03-09"), TODAY))).toEqual(["checkout_date"]);
    expect(stayChangeErrors("checked_in", inHouse, stay("2026-03-09", "2026-03-10"), TODAY)).toEqual({});
    expect(stayChangeErrors("checked_in", inHouse, stay("2026-03-09", "2026-03-14"), TODAY)).toEqual({});
  });

  it("lets a room checked in today leave today (a same-day stay), and no other room", () => {
    expect(stayChangeErrors("checked_in", stay(TODAY, "2026-03-12"), stay(TODAY, TODAY), TODAY)).toEqual({});
    expect(fields(stayChangeErrors("confirmed", stay(TODAY, "2026-03-12"), stay(TODAY, TODAY), TODAY))).toEqual(["checkout_date"]);
  });
});

describe("added and removed nights", () => {
  it("are the nights of one stay and not the other", () => {
    expect(addedNights(stay("2026-03-15", "2026-03-18"), stay("2026-03-14", "2026-03-19"))).toEqual(["2026-03-14", "2026-03-18"]);
    expect(removedNights(stay("2026-03-15", "2026-03-18"), stay("2026-03-16", "2026-03-17"))).toEqual(["2026-03-15", "2026-03-17"]);
    expect(addedNights(stay("2026-03-15", "2026-03-18"), stay("2026-03-20", "2026-03-21"))).toEqual(["2026-03-20"]);
    expect(removedNights(stay("2026-03-15", "2026-03-18"), stay("2026-03-20", "2026-03-21"))).toEqual([
      "2026-03-15",
      "2026-03-16",
      "2026-03-17",
    ]);
  });

  it("are split by the side that grew, for the refusal's path", () => {
    expect(addedNightsBySide(stay("2026-03-15", "2026-03-18"), ["2026-03-13", "2026-03-14", "2026-03-18"])).toEqual([
      { path: "checkin_date", nights: ["2026-03-13", "2026-03-14"] },
      { path: "checkout_date", nights: ["2026-03-18"] },
    ]);
    expect(addedNightsBySide(stay("2026-03-15", "2026-03-18"), ["2026-03-20"])).toEqual([
      { path: "checkout_date", nights: ["2026-03-20"] },
    ]);
  });
});

describe("nearestNightPrice", () => {
  const stored = new Map([
    ["2026-03-15", "2400000"],
    ["2026-03-16", "2450000"],
    ["2026-03-17", "2500000"],
  ]);
  it("continues the rate of the nearest stored night, the earlier on a tie", () => {
    expect(nearestNightPrice("2026-03-18", stored)).toBe("2500000");
    expect(nearestNightPrice("2026-03-12", stored)).toBe("2400000");
    expect(
      nearestNightPrice(
        "2026-03-16",
        new Map([
          ["2026-03-15", "1"],
          ["2026-03-17", "2"],
        ]),
      ),
    ).toBe("1");
    expect(nearestNightPrice("2026-03-16", new Map())).toBeUndefined();
  });
});

describe("bookingSpan", () => {
  it("runs from the first check-in to the last check-out of the rooms that still stay", () => {
    const rooms = [
      { status: "checked_out", ...stay("2026-03-06", "2026-03-09") },
      { status: "confirmed", ...stay("2026-03-10", "2026-03-12") },
      { status: "cancelled", ...stay("2026-03-01", "2026-03-30") },
      { status: "no_show", ...stay("2026-03-02", "2026-03-29") },
    ];
    expect(bookingSpan(rooms, stay("2026-03-01", "2026-03-02"))).toEqual(stay("2026-03-06", "2026-03-12"));
    expect(bookingSpan(rooms.slice(2), stay("2026-03-01", "2026-03-02"))).toEqual(stay("2026-03-01", "2026-03-02"));
  });
});

describe("mealLeavesWithStay", () => {
  it("takes away a breakfast not yet served outside the new stay, and keeps one served", () => {
    const shortened = stay("2026-03-10", "2026-03-11");
    expect(mealLeavesWithStay("2026-03-12", shortened, TODAY)).toBe(true);
    expect(mealLeavesWithStay("2026-03-11", shortened, TODAY)).toBe(false);
    expect(mealLeavesWithStay("2026-03-09", stay("2026-03-12", "2026-03-14"), TODAY)).toBe(false);
  });
});

describe("wholeStayPrices (a room without stored nightly prices)", () => {
  const nights = ["2026-03-12", "2026-03-13", "2026-03-14"];
  const night = (day: string) => ({ day, price: "800000" });
  it("takes prices that name every night of the new stay once, in date order", () => {
    expect(wholeStayPrices(nights, [night("2026-03-14"), night("2026-03-12"), night("2026-03-13")])?.map((n) => n.day)).toEqual(nights);
  });
  it("takes nothing short of that: no prices, some nights, or a night outside the stay", () => {
    expect(wholeStayPrices(nights, undefined)).toBeUndefined();
    expect(wholeStayPrices(nights, [night("2026-03-14")])).toBeUndefined();
    expect(wholeStayPrices(nights, [night("2026-03-12"), night("2026-03-13"), night("2026-03-15")])).toBeUndefined();
  });
  it("says once what to send and where to price the room instead", () => {
    expect(unpricedRoomMessage(nights)).toBe(
      "This room has no stored nightly prices: send the price of every night of the new stay (2026-03-12 to 2026-03-14) in days_breakdown, or set the room's prices with Change Booking Room Rate first.",
    );
  });
});
