import { describe, expect, it } from "vitest";
import type { CheckinBooking, CheckinGuest, CheckinRoom } from "@/server/checkin/checkin-booking";
import { initialFormValues } from "@/components/guest-form/form-values";
import { CUSTOMER_GUEST_KEY, withCustomerAsFirstGuest } from "./customer-as-first-guest";

const room = (id: string, guests: CheckinGuest[] = []): CheckinRoom => ({
  id,
  status: "confirmed",
  roomType: "Deluxe",
  roomUnit: null,
  occupancy: { adults: 1, children: 0, infants: 0 },
  guests,
  registration: { complete: false, missing: [] } as unknown as CheckinRoom["registration"],
});

const bookingWith = (rooms: CheckinRoom[], contact: CheckinBooking["booking"]["customerContact"]): CheckinBooking =>
  ({
    tenantId: "t",
    today: "2026-11-28",
    booking: {
      code: "WALKIN01",
      status: "reserved",
      checkinDate: "2026-11-28",
      checkoutDate: "2026-11-29",
      arrivalHour: "14:00",
      customerName: contact?.name ?? "",
      customerContact: contact,
      guestMessage: null,
    },
    rooms,
    invoice: { company: null, tax_code: null, address: null, email: null },
  }) as unknown as CheckinBooking;

const WALK_IN = { name: "Trần Văn Bình", phone: "0912345678", email: "binh@example.com" };

describe("withCustomerAsFirstGuest", () => {
  it("makes the walk-in typed in New booking the first room's first (and primary) guest", () => {
    const booking = bookingWith([room("r1"), room("r2")], WALK_IN);
    const values = withCustomerAsFirstGuest(initialFormValues(booking), booking, "vi");
    const [first, second] = values.rooms;
    expect(first!.guests).toHaveLength(1);
    expect(first!.guests[0]).toMatchObject({
      key: CUSTOMER_GUEST_KEY,
      guestId: null,
      name: "Trần Văn Bình",
      phone: "0912345678",
      email: "binh@example.com",
      country: "VN",
      birthday: "",
    });
    expect(first!.primaryKey).toBe(CUSTOMER_GUEST_KEY);
    expect(second!.guests).toEqual([]);
  });

  it("leaves the phone and e-mail empty when the booking has none", () => {
    const booking = bookingWith([room("r1")], { name: "Lee Min", phone: null, email: null });
    expect(withCustomerAsFirstGuest(initialFormValues(booking), booking, "en").rooms[0]!.guests[0]).toMatchObject({
      name: "Lee Min",
      phone: "",
      email: "",
      country: "",
    });
  });

  it("adds no one once a guest is registered anywhere on the booking, or without the booker (a link's read)", () => {
    const guest = { id: 7, name: "Ngô Thị Lan", is_primary_guest: true } as CheckinGuest;
    const registered = bookingWith([room("r1"), room("r2", [guest])], WALK_IN);
    expect(withCustomerAsFirstGuest(initialFormValues(registered), registered, "vi").rooms[0]!.guests).toEqual([]);
    const viaLink = bookingWith([room("r1")], undefined);
    expect(withCustomerAsFirstGuest(initialFormValues(viaLink), viaLink, "vi").rooms[0]!.guests).toEqual([]);
  });
});
