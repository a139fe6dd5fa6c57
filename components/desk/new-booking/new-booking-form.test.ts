import { describe, expect, it } from "vitest";
import {
  schemaProblems,
  checkNewBooking,
  pricePerNight,
  defaultSource,
  newBookingFieldOf,
  preferredType,
  requestOf,
  unavailableNights,
  type NewBookingValues,
  type RoomType,
} from "./new-booking-form";

const type = (id: string, quantity: number): RoomType =>
  ({ id, title: id, quantity, occ_adults: 2, occ_children: 1, occ_infants: 0, rate_plans: [] }) as unknown as RoomType;

const values: NewBookingValues = {
  checkin: "2026-03-10",
  checkout: "2026-03-11",
  roomTypeId: "573e587b-7d71-4d95-b54f-aa25a966a6f0",
  ratePlanId: "room-only",
  adults: 1,
  children: 0,
  name: "  Nguyễn Văn An ",
  phone: "",
  language: "",
  source: "Walk-in",
};

describe("New booking form", () => {
  it("is Create Booking's request: one room paid at the property, no phone as null", () => {
    expect(requestOf(values)).toEqual({
      checkin_date: "2026-03-10",
      checkout_date: "2026-03-11",
      customer: { name: "Nguyễn Văn An", email: null, phone: null, language: null },
      booking_source: "Walk-in",
      source_reservation_code: null,
      payment_collect: "property",
      notes: null,
      rooms: [
        {
          room_type_id: "573e587b-7d71-4d95-b54f-aa25a966a6f0",
          rate_plan_id: "room-only",
          occupancy: { adults: 1, children: 0, infants: 0 },
        },
      ],
    });
  });

  it("sends the guest's language when the desk chose one (issue 33)", () => {
    expect(requestOf({ ...values, language: "ko" }).customer).toEqual({ name: "Nguyễn Văn An", email: null, phone: null, language: "ko" });
    expect(schemaProblems({ ...values, language: "zh-TW" })).toEqual({});
    expect(newBookingFieldOf("customer.language")).toBe("language");
  });

  it("puts the API's dot paths on the fields, NO_AVAILABILITY's room on the type", () => {
    expect(newBookingFieldOf("customer.name")).toBe("name");
    expect(newBookingFieldOf("rooms.0")).toBe("roomTypeId");
    expect(newBookingFieldOf("rooms.0.occupancy.children")).toBe("children");
    expect(newBookingFieldOf("arrival_hour")).toBeUndefined();
    expect(unavailableNights({ unavailable: [{ nights: ["2026-03-11", "2026-03-10"] }, { nights: ["2026-03-10"] }] })).toEqual([
      "2026-03-10",
      "2026-03-11",
    ]);
  });

  it("preselects the wanted type, else the first with a room free; Walk-in, else the first source", () => {
    const types = [type("full", 0), type("free", 2)];
    expect(preferredType(types, undefined)?.id).toBe("free");
    expect(preferredType(types, "full")?.id).toBe("full");
    expect(defaultSource(["Website", "Walk-in"])).toBe("Walk-in");
    expect(defaultSource(["Website"])).toBe("Website");
  });

  it("checks the party against the chosen type and the dates' order", () => {
    expect(checkNewBooking(values, type("573e587b-7d71-4d95-b54f-aa25a966a6f0", 1))).toEqual({});
    expect(
      checkNewBooking({ ...values, adults: 3, checkout: "2026-03-10", name: " " }, type("573e587b-7d71-4d95-b54f-aa25a966a6f0", 1)),
    ).toEqual({
      adults: "adultsOutOfRange",
      checkout: "checkoutAfterCheckin",
      name: "guestNameRequired",
    });
    expect(checkNewBooking(values, type("573e587b-7d71-4d95-b54f-aa25a966a6f0", 0)).roomTypeId).toBe("roomTypeSoldOut");
  });

  it("is checked with Create Booking's own schema: a phone that is no phone number lands on the phone", () => {
    expect(schemaProblems({ ...values, phone: "0912 345 678" })).toEqual({});
    expect(Object.keys(schemaProblems({ ...values, phone: "12ab" }))).toEqual(["phone"]);
  });
});

describe("pricePerNight", () => {
  it("shows a night's own price, exactly, and the lowest with 'from' when the nights differ", () => {
    expect(pricePerNight([{ price: 66.27 }, { price: 66.27 }, { price: 66.26 }])).toEqual({ lowest: 66.26, varies: true });
    expect(pricePerNight([{ price: 950000 }, { price: 950000 }])).toEqual({ lowest: 950000, varies: false });
    expect(pricePerNight([])).toBeUndefined();
  });
});
