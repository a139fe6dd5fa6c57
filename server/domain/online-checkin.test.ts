import { describe, expect, it } from "vitest";
import { roomRegistration, type RegistrationGuest } from "./guest-registration";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { countRegisteredGuests, filterByOnlineCheckin, maskAddresses, onlineCheckinState, type RegistrationRoom } from "./online-checkin";

const ARRIVAL = "2026-03-10";
const complete = (id: string, birthday: string = REGISTERED_VIETNAMESE_GUEST.birthday): RegistrationGuest => ({
  id,
  name: REGISTERED_VIETNAMESE_GUEST.name,
  birthday,
  gender: REGISTERED_VIETNAMESE_GUEST.gender,
  country: "VN",
  idType: REGISTERED_VIETNAMESE_GUEST.id_type,
  identity: REGISTERED_VIETNAMESE_GUEST.identity,
  city: REGISTERED_VIETNAMESE_GUEST.city,
  ward: REGISTERED_VIETNAMESE_GUEST.ward,
  photos: 0,
});
function room(adults: number, guests: RegistrationGuest[], status = "confirmed"): RegistrationRoom {
  return {
    status,
    adults,
    arrival: ARRIVAL,
    guests: guests.map((guest) => ({ id: guest.id!, birthday: guest.birthday })),
    registration: roomRegistration({ adults, arrival: ARRIVAL }, guests),
  };
}

describe("countRegisteredGuests", () => {
  it("counts the adults with nothing missing, of each open room's adults", () => {
    const halfDone = { ...complete("g2"), identity: null };
    expect(countRegisteredGuests([room(2, [complete("g1"), halfDone]), room(2, [])])).toEqual({ registered: 1, needed: 4 });
    expect(countRegisteredGuests([room(2, [complete("g1"), complete("g2")]), room(1, [complete("g3")])])).toEqual({
      registered: 3,
      needed: 3,
    });
  });

  it("leaves children out of the count, and never counts more than the room's adults", () => {
    const child = { ...complete("c1", "2020-01-01"), idType: null, identity: null };
    expect(countRegisteredGuests([room(1, [complete("g1"), child])])).toEqual({ registered: 1, needed: 1 });
    expect(countRegisteredGuests([room(1, [complete("g1"), { ...complete("g2"), ward: null }])])).toEqual({ registered: 1, needed: 1 });
  });

  it("ignores cancelled rooms and rooms already gone", () => {
    expect(countRegisteredGuests([room(2, [], "cancelled"), room(2, [], "checked_out"), room(1, [complete("g1")])])).toEqual({
      registered: 1,
      needed: 1,
    });
  });
});

describe("onlineCheckinState and the filter", () => {
  it("not started, in progress (opened or someone registered), complete", () => {
    expect(onlineCheckinState({ completedAt: null, openedAt: null, guestsRegistered: 0 })).toBe("not_started");
    expect(onlineCheckinState({ completedAt: null, openedAt: "2026-03-09T10:00:00.000Z", guestsRegistered: 0 })).toBe("in_progress");
    expect(onlineCheckinState({ completedAt: null, openedAt: null, guestsRegistered: 1 })).toBe("in_progress");
    expect(onlineCheckinState({ completedAt: "2026-03-09T10:00:00.000Z", openedAt: null, guestsRegistered: 0 })).toBe("complete");
  });

  it("keeps the bookings of the state chosen, or all", () => {
    const rows = [
      { code: "A", online_checkin: { state: "not_started" as const } },
      { code: "B", online_checkin: { state: "in_progress" as const } },
      { code: "C", online_checkin: { state: "complete" as const } },
    ];
    expect(filterByOnlineCheckin(rows, "all").map((row) => row.code)).toEqual(["A", "B", "C"]);
    expect(filterByOnlineCheckin(rows, "in_progress").map((row) => row.code)).toEqual(["B"]);
    expect(filterByOnlineCheckin(rows, "complete").map((row) => row.code)).toEqual(["C"]);
    expect(filterByOnlineCheckin(rows, "not_started").map((row) => row.code)).toEqual(["A"]);
  });
});

describe("maskAddresses", () => {
  it("cuts every address in an SMTP answer to its first letter and domain", () => {
    expect(maskAddresses("550 5.1.1 <an.nguyen@example.com>: unknown; also to=b@x.vn")).toBe(
      "550 5.1.1 <a…@example.com>: unknown; also to=b…@x.vn",
    );
    expect(maskAddresses(null)).toBeNull();
  });
});
