import { createHash } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms } from "@/server/platform/db/schema";
import { toE164 } from "@/server/domain/phone-number";
import { RESERVATION_FIELDS, type ReservationField } from "@/server/domain/reservation-fields";
import type { BookingRow } from "../find-booking";
import type { CreateBookingBody } from "./schema";

// What a channel's resend of Create Booking is compared on (docs/choices.md, "Create Booking",
// Dedupe): each field of the request as the schema parsed it, written one way (names in NFC,
// e-mail in lower case, the phone in E.164, rooms as a multiset), so the same reservation
// written another way is the same. The booking keeps a digest of each field of the first
// request, not its values: the values are on the booking already, and a digest names which field
// differs without keeping a second copy of the booker's details.

/** A digest per field; a field left out is not compared. */
export type ReservationDigests = Partial<Record<ReservationField, string>>;

interface RoomFacts {
  room_type_id: string;
  rate_plan_id?: string;
  adults: number;
  children: number;
  infants: number;
  /** The nights' prices as sent, by day; null when the request let the rate plan price them. */
  prices?: [string, string][] | null;
}

/** The digests of a request, as stored with the booking it makes and compared with a resend's. */
export function requestDigests(body: CreateBookingBody): ReservationDigests {
  return digests({
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    arrival_hour: body.arrival_hour ?? null,
    ...customerFacts(body.customer),
    payment_collect: body.payment_collect,
    notes: body.notes === null ? null : body.notes.normalize("NFC"),
    rooms: roomsFacts(
      body.rooms.map((room) => ({
        room_type_id: room.room_type_id,
        rate_plan_id: room.rate_plan_id,
        ...room.occupancy,
        prices: room.days_breakdown ? room.days_breakdown.map((night) => [night.day, night.price]) : null,
      })),
    ),
  });
}

/**
 * For a booking made before requests were recorded (imported, or created earlier): what it holds
 * now, and the resend's digests of the same things. Its rooms may have no rate plan (imported)
 * and the desk may have repriced them, so rooms are compared by type and occupancy (the rooms
 * still booked); arrival hour and notes are not compared (the desk edits them).
 */
export async function heldDigests(
  db: Queryable,
  booking: BookingRow,
  body: CreateBookingBody,
): Promise<{ held: ReservationDigests; sent: ReservationDigests }> {
  const rooms = await db
    .select({
      room_type_id: bookingRooms.roomTypeId,
      adults: bookingRooms.adults,
      children: bookingRooms.children,
      infants: bookingRooms.infants,
    })
    .from(bookingRooms)
    .where(and(eq(bookingRooms.bookingId, booking.id), ne(bookingRooms.status, "cancelled")));
  const held = digests({
    checkin_date: booking.checkinDate,
    checkout_date: booking.checkoutDate,
    ...customerFacts({
      name: booking.customerName,
      email: booking.customerEmail,
      phone: booking.customerPhone && (toE164(booking.customerPhone) ?? booking.customerPhone),
    }),
    payment_collect: booking.paymentCollect,
    rooms: roomsFacts(rooms),
  });
  const sent = digests({
    checkin_date: body.checkin_date,
    checkout_date: body.checkout_date,
    ...customerFacts(body.customer),
    payment_collect: body.payment_collect,
    rooms: roomsFacts(body.rooms.map((room) => ({ room_type_id: room.room_type_id, ...room.occupancy }))),
  });
  return { held, sent };
}

/** The fields whose digests differ, of those both sides have, in RESERVATION_FIELDS order. */
export function differingFields(first: ReservationDigests, resend: ReservationDigests): ReservationField[] {
  return RESERVATION_FIELDS.filter((field) => first[field] !== undefined && resend[field] !== undefined && first[field] !== resend[field]);
}

function customerFacts(customer: { name: string; email: string | null; phone: string | null }) {
  return {
    "customer.name": customer.name.trim().normalize("NFC"),
    "customer.email": customer.email === null ? null : customer.email.trim().toLowerCase(),
    "customer.phone": customer.phone,
  };
}

/** Rooms as a multiset: each room written one way, the list sorted, so their order does not count. */
function roomsFacts(rooms: readonly RoomFacts[]): string[] {
  return rooms
    .map((room) =>
      JSON.stringify([
        room.room_type_id.toLowerCase(),
        room.rate_plan_id ?? null,
        room.adults,
        room.children,
        room.infants,
        room.prices ? [...room.prices].sort(([a], [b]) => (a < b ? -1 : 1)) : null,
      ]),
    )
    .sort();
}

function digests(facts: Partial<Record<ReservationField, unknown>>): ReservationDigests {
  const result: ReservationDigests = {};
  for (const field of RESERVATION_FIELDS) {
    if (!(field in facts)) continue;
    // 128 bits of SHA-256: enough to tell two values apart, and short on every booking row.
    result[field] = createHash("sha256")
      .update(JSON.stringify(facts[field] ?? null))
      .digest("base64url")
      .slice(0, 22);
  }
  return result;
}
