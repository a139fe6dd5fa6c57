import { describe, expect, it } from "vitest";
import { ROOM_STATUSES } from "@/server/domain/enums";
import { bookingRefusesCancel, roomAllows } from "./room-status";

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
