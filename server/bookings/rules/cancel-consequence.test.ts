import { describe, expect, it } from "vitest";
import { cancelConsequence } from "./cancel-consequence";

const room = (id: string, fee: number | string, status = "confirmed", booking = "HNQZAUK4") => ({
  id,
  bookingCode: booking,
  roomFee: fee,
  status,
});

describe("what cancelling a room will do", () => {
  const fourRooms = [room("a", 1800000, "reserved"), room("b", 1800000), room("c", 2600000, "holding"), room("d", 0)];

  it("cancels only the room while another room of the booking still has a fee", () => {
    expect(cancelConsequence(fourRooms, "a", () => "reserved")).toEqual({
      cancelsBooking: false,
      bookingCode: "HNQZAUK4",
      refusedStatus: undefined,
    });
  });

  it("cancels the booking with its last paying room; free and cancelled rooms do not count", () => {
    const rooms = [room("a", 1800000, "cancelled"), room("b", 1800000, "cancelled"), room("c", 2600000, "holding"), room("d", 0)];
    expect(cancelConsequence(rooms, "c", () => "reserved")).toMatchObject({ cancelsBooking: true, refusedStatus: undefined });
  });

  it("says the request will be refused when the booking is in progress or finished", () => {
    const rooms = [room("kept", 0, "checked_in"), room("other", 2600000)];
    expect(cancelConsequence(rooms, "other", () => "in_progress")).toMatchObject({ cancelsBooking: true, refusedStatus: "in_progress" });
  });

  it("counts a fee of a fraction of a cent as a fee, exactly", () => {
    const rooms = [room("a", "0.0001"), room("b", 1000000)];
    expect(cancelConsequence(rooms, "b", () => "reserved").cancelsBooking).toBe(false);
    expect(cancelConsequence([room("a", "0"), room("b", 1000000)], "b", () => "reserved").cancelsBooking).toBe(true);
  });

  it("judges a group's room by its own child booking", () => {
    const rooms = [room("x", 1000000, "confirmed", "CHILD1"), room("y", 1000000, "checked_in", "CHILD2")];
    const statusOf = (code: string) => (code === "CHILD1" ? "reserved" : "in_progress");
    expect(cancelConsequence(rooms, "x", statusOf)).toEqual({ cancelsBooking: true, bookingCode: "CHILD1", refusedStatus: undefined });
  });
});
