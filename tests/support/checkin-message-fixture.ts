import fs from "node:fs";
import path from "node:path";

/** One booking of the test fixture: a stay of one night from `checkin` (a fixture date: `today+N`). */
export interface TestBooking {
  code: string;
  checkin: string;
  email: string | null;
  status?: "reserved" | "cancelled";
  phone?: string;
  /** The customer's language (BCP 47), unknown when omitted. */
  language?: string;
}

/**
 * A small `lodging-fixture/1` file for the e-mail tests: one property per timezone (the
 * homestay of e2e/fixtures/guest-languages.json, renamed), each with the bookings given.
 */
export function messageFixture(
  properties: {
    id: string;
    prefix: string;
    timezone: string;
    checkinMessages?: boolean;
    bookings: TestBooking[];
    /** Rooms of its one room type, when the template's eight are too few for the arrivals of a day. */
    rooms?: number;
    /** Its staff, as the fixture format writes them (the template has none). */
    staff?: { email: string; password: string; name: string; role: "manager" | "receptionist" }[];
  }[],
): unknown {
  const base = JSON.parse(fs.readFileSync(path.join(process.cwd(), "e2e/fixtures/guest-languages.json"), "utf8")) as {
    properties: Record<string, unknown>[];
  };
  // Without its bank account: one account belongs to one property, and these copies are several.
  const { bank_account: _account, ...template } = base.properties[0]!;
  const roomType = (template.room_types as { id: string; rooms: unknown[] }[])[0]!;
  return {
    format: "lodging-fixture/1",
    api_keys: [],
    properties: properties.map((property, p) => ({
      ...template,
      id: property.id,
      prefix: property.prefix,
      title: `Test ${property.id}`,
      timezone: property.timezone,
      ...(property.checkinMessages === undefined ? {} : { checkin_messages: property.checkinMessages }),
      ...(property.staff ? { staff: property.staff } : {}),
      room_types: [
        {
          ...roomType,
          ...(property.rooms ? { rooms: Array.from({ length: property.rooms }, (_, r) => ({ name: String(100 + r) })) } : {}),
          id: `00000000-0000-4000-8000-00000000000${p}`,
          rate_plans: (roomType as unknown as { rate_plans: { id: string }[] }).rate_plans.map((plan) => ({
            ...plan,
            id: `${plan.id.slice(0, 8)}${p}`,
          })),
        },
      ],
      bookings: property.bookings.map((booking, b) => ({
        code: booking.code,
        status: booking.status ?? "reserved",
        checkin_date: booking.checkin,
        checkout_date: nextDay(booking.checkin),
        arrival_hour: "14:00",
        departure_hour: "12:00",
        source: "Walk-in",
        source_reservation_code: null,
        payment_collect: "property",
        notes: null,
        customer: {
          name: `Guest ${booking.code}`,
          email: booking.email,
          phone: booking.phone ?? null,
          ...(booking.language ? { language: booking.language } : {}),
        },
        rooms: [
          {
            id: `00000000-0000-4000-9000-${String(p).padStart(4, "0")}${String(b).padStart(8, "0")}`,
            status: booking.status === "cancelled" ? "cancelled" : "confirmed",
            room_type_id: `00000000-0000-4000-8000-00000000000${p}`,
            room_unit: null,
            occupancy: { adults: 2, children: 0, infants: 0 },
            has_breakfast: false,
            nightly_prices: [{ day: booking.checkin, price: 850000 }],
            discount: 0,
            meals: [],
            services: [],
            guests: [],
          },
        ],
        payments: [],
      })),
    })),
  };
}

/** `today` -> `today+1`, `today+N` -> `today+N+1`. */
function nextDay(date: string): string {
  const days = date === "today" ? 0 : Number(/^today\+(\d+)$/.exec(date)![1]);
  return `today+${days + 1}`;
}
