import { describe, expect, it } from "vitest";
import { filterContents, type ContentsSection } from "./filter-contents";

const sections: ContentsSection[] = [
  {
    id: "tag-bookings",
    title: "Bookings",
    entries: [
      { id: "getBookingDetail", label: "Get Booking Detail", method: "get", path: "/api/v1/properties/{tenant_id}/bookings/{booking_id}" },
      { id: "updateBooking", label: "Update Booking", method: "post", path: "/api/v1/properties/{tenant_id}/bookings/{booking_id}/update" },
    ],
  },
  {
    id: "tag-webhooks",
    title: "Webhooks",
    entries: [{ id: "listWebhooks", label: "List webhooks", method: "get", path: "/api/v1/properties/{tenant_id}/webhooks" }],
  },
  { id: "schemas", title: "Schemas", entries: [{ id: "schema-BookingDetail", label: "BookingDetail" }] },
];
const ids = (query: string) => filterContents(sections, query).map((section) => [section.id, section.entries.map((entry) => entry.id)]);

describe("filterContents", () => {
  it("keeps the entries whose title, method or path hold every word typed, in any case", () => {
    expect(ids("")).toEqual(sections.map((section) => [section.id, section.entries.map((entry) => entry.id)]));
    expect(ids("booking detail")).toEqual([
      ["tag-bookings", ["getBookingDetail"]],
      ["schemas", ["schema-BookingDetail"]],
    ]);
    expect(ids("POST")).toEqual([["tag-bookings", ["updateBooking"]]]);
    expect(ids("/update")).toEqual([["tag-bookings", ["updateBooking"]]]);
    expect(ids("nothing like this")).toEqual([]);
  });

  it("keeps a whole section when its title matches", () => {
    expect(ids("webhooks")).toEqual([["tag-webhooks", ["listWebhooks"]]]);
    expect(ids("schemas")).toEqual([["schemas", ["schema-BookingDetail"]]]);
  });
});
