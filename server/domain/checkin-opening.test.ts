import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { bookingCheckinOpensAt, checkinHasOpened, checkinOpeningHour, type CheckinHours } from "./checkin-opening";

const HANOI: CheckinHours = { timezone: "Asia/Ho_Chi_Minh", checkinTime: "14:00", allowEarlyCheckin: false };
const EARLY: CheckinHours = { ...HANOI, allowEarlyCheckin: true };
const at = (local: string, timeZone = HANOI.timezone) => Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).toInstant();
const arriving = (property: CheckinHours, byGuestLink: boolean) => ({ checkinDate: "2026-11-24", property, byGuestLink });

describe("when check-in opens", () => {
  it("opens for a guest link at the property's check-in time on the check-in date, to the minute", () => {
    const opening = arriving(HANOI, true);
    expect(checkinOpeningHour(opening)).toBe("14:00");
    expect(checkinHasOpened(opening, at("2026-11-24T13:59:59"))).toBe(false);
    expect(checkinHasOpened(opening, at("2026-11-24T14:00"))).toBe(true);
    expect(checkinHasOpened(opening, at("2026-11-25T09:00"))).toBe(true);
  });

  it("opens for a guest link at the start of the day where the property allows early check-in, and not the day before", () => {
    const opening = arriving(EARLY, true);
    expect(checkinOpeningHour(opening)).toBe("00:00");
    expect(checkinHasOpened(opening, at("2026-11-23T23:59"))).toBe(false);
    expect(checkinHasOpened(opening, at("2026-11-24T00:00"))).toBe(true);
  });

  it("opens for staff and partners at the start of the check-in date (the contract's rule), whatever the hour", () => {
    const opening = arriving(HANOI, false);
    expect(checkinOpeningHour(opening)).toBe("00:00");
    expect(checkinHasOpened(opening, at("2026-11-23T23:59"))).toBe(false);
    expect(checkinHasOpened(opening, at("2026-11-24T08:00"))).toBe(true);
  });

  it("is the property's wall clock, not the server's: 14:00 in Hanoi is 07:00 UTC", () => {
    expect(checkinHasOpened(arriving(HANOI, true), Temporal.Instant.from("2026-11-24T06:59:00Z"))).toBe(false);
    expect(checkinHasOpened(arriving(HANOI, true), Temporal.Instant.from("2026-11-24T07:00:00Z"))).toBe(true);
  });

  it("gives a booking's opening as an instant with the property's offset, and none for a cancelled booking", () => {
    expect(bookingCheckinOpensAt({ status: "reserved", ...arriving(HANOI, true) })).toBe("2026-11-24T14:00:00+07:00");
    expect(bookingCheckinOpensAt({ status: "in_progress", ...arriving(EARLY, true) })).toBe("2026-11-24T00:00:00+07:00");
    expect(bookingCheckinOpensAt({ status: "reserved", ...arriving(HANOI, false) })).toBe("2026-11-24T00:00:00+07:00");
    // The offset of that day in the zone: Paris keeps winter time (+01:00) in November, summer time (+02:00) in July.
    const paris = { ...HANOI, timezone: "Europe/Paris" };
    expect(bookingCheckinOpensAt({ status: "reserved", ...arriving(paris, true) })).toBe("2026-11-24T14:00:00+01:00");
    expect(bookingCheckinOpensAt({ status: "reserved", checkinDate: "2026-07-14", property: paris, byGuestLink: true })).toBe(
      "2026-07-14T14:00:00+02:00",
    );
    expect(bookingCheckinOpensAt({ status: "cancelled", ...arriving(EARLY, true) })).toBeNull();
  });
});
