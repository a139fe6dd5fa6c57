import { describe, expect, it } from "vitest";
import { ROOM_STATUSES } from "@/server/domain/enums";
import { bookingRefusesCancel, roomAllows, roomDayStatus } from "./room-status";

const allowed = (operation: Parameters<typeof roomAllows>[0]) => ROOM_STATUSES.filter((status) => roomAllows(operation, status));

describe("which room statuses each room operation starts from", () => {
  it("checks out only a checked-in room, and cancels only a room not yet in the house", () => {
    expect(allowed("checkOut")).toEqual(["checked_in"]);
    expect(allowed("cancel")).toEqual(["reserved", "confirmed", "holding", "no_show"]);
  });

  it("changes the rate and the physical room of a room to come or in the house", () => {
    expect(allowed("changeRate")).toEqual(["reserved", "confirmed", "holding", "checked_in"]);
    expect(allowed("assignUnit")).toEqual(["reserved", "confirmed", "holding", "checked_in"]);
  });

  it("changes the dates of a room to come or in the house (check-out only: stay-change.ts)", () => {
    expect(allowed("changeDates")).toEqual(["reserved", "confirmed", "holding", "checked_in"]);
  });

  it("adds services to any room but a cancelled one; refuses an unknown status", () => {
    expect(allowed("addService")).not.toContain("cancelled");
    expect(allowed("addService")).toContain("checked_out");
    expect(roomAllows("checkOut", "gone")).toBe(false);
  });

  it("refuses to cancel a booking in progress or finished", () => {
    expect(["reserved", "in_progress", "finished", "cancelled"].filter(bookingRefusesCancel)).toEqual(["in_progress", "finished"]);
  });
});

describe("a room's day status (the Today board's one rule)", () => {
  const room = (checkin_status: string, checkin_date: string, checkout_date: string, checked_out_on: string | null = null) => ({
    checkin_status,
    checkin_date,
    checkout_date,
    checked_out_on,
  });
  const at = (time: string) => ({ date: "2026-03-10", time });

  it("names every case of the day", () => {
    const cases: [ReturnType<typeof room>, string][] = [
      [room("confirmed", "2026-03-10", "2026-03-12"), "arriving"],
      [room("reserved", "2026-03-11", "2026-03-12"), "upcoming"],
      [room("confirmed", "2026-03-09", "2026-03-12"), "no_show"],
      [room("no_show", "2026-03-10", "2026-03-12"), "no_show"],
      [room("checked_in", "2026-03-09", "2026-03-12"), "in_house"],
      [room("checked_in", "2026-03-09", "2026-03-10"), "departing"],
      [room("checked_in", "2026-03-08", "2026-03-09"), "overdue"],
      [room("checked_out", "2026-03-08", "2026-03-10"), "departed"],
      [room("checked_out", "2026-03-08", "2026-03-12", "2026-03-10"), "departed"],
      [room("checked_out", "2026-03-08", "2026-03-10", "2026-03-09"), "gone"],
      [room("cancelled", "2026-03-10", "2026-03-12"), "cancelled"],
    ];
    for (const [input, expected] of cases) expect(roomDayStatus(input, "12:00", at("10:00")), JSON.stringify(input)).toBe(expected);
  });

  it("turns a departure overdue after its hour, and a day-use arrival nobody came to a no-show", () => {
    expect(roomDayStatus(room("checked_in", "2026-03-09", "2026-03-10"), "12:00", at("12:00"))).toBe("departing");
    expect(roomDayStatus(room("checked_in", "2026-03-09", "2026-03-10"), "12:00", at("12:01"))).toBe("overdue");
    expect(roomDayStatus(room("confirmed", "2026-03-10", "2026-03-10"), "17:00", at("16:59"))).toBe("arriving");
    expect(roomDayStatus(room("confirmed", "2026-03-10", "2026-03-10"), "17:00", at("17:01"))).toBe("no_show");
  });
});
