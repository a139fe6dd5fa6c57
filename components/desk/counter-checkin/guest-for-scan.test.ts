import { describe, expect, it } from "vitest";
import { emptyGuest, type CheckinFormValues, type GuestFormValues } from "@/components/guest-form/form-values";
import { guestForScan } from "./guest-for-scan";

const guest = (key: string, fields: Partial<GuestFormValues> = {}): GuestFormValues => ({ ...emptyGuest(key), ...fields });
const form = (...rooms: GuestFormValues[][]): CheckinFormValues =>
  ({
    rooms: rooms.map((guests, index) => ({ id: `room-${index}`, primaryKey: guests[0]?.key ?? "", checkIn: false, guests })),
  }) as unknown as CheckinFormValues;

describe("which guest a scanned ID card fills", () => {
  it("fills the guest whose field had the focus, even one that already has an ID", () => {
    const values = form([guest("a", { identity: "001090012345" }), guest("b")]);
    expect(guestForScan(values, "rooms.0.guests.0.name", [2])).toEqual({ roomIndex: 0, guestIndex: 0 });
  });

  it("without a guest field in focus, fills the first guest without an ID number, in any room", () => {
    const values = form([guest("a", { identity: "001090012345" })], [guest("b", { name: "Typed by hand" })]);
    expect(guestForScan(values, null, [1, 1])).toEqual({ roomIndex: 1, guestIndex: 0 });
    expect(guestForScan(values, "invoice.company", [1, 1])).toEqual({ roomIndex: 1, guestIndex: 0 });
  });

  it("adds a guest to the first room short of adults when every guest has an ID", () => {
    const values = form([guest("a", { identity: "001090012345" })], [guest("b", { identity: "079303001234" })]);
    expect(guestForScan(values, null, [1, 2])).toEqual({ roomIndex: 1, newGuest: true });
  });

  it("skips removed and masked guests, and finds none when every room has its adults with IDs", () => {
    const values = form([guest("a", { identity: "001090012345" }), guest("b", { removed: true }), guest("c", { masked: true })]);
    expect(guestForScan(values, "rooms.0.guests.1.name", [1])).toBeUndefined();
  });
});
