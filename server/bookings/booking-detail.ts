import type Decimal from "decimal.js";
import type { StoredIdentityImage } from "@/server/documents/identity-image-grant";
import { shownOfOthersGuest } from "@/server/domain/guest-masking";
import { GUEST_RECORD, type GuestColumn } from "@/server/domain/guest-record";
import { roomRegistration } from "@/server/domain/guest-registration";
import { roundToCurrency, money } from "@/server/domain/money";
import { GUEST_DETAIL_FIELDS, GUEST_DETAIL_KEYS, type GuestDetailField } from "./booking-detail-schema";
import type { BookingRow } from "./find-booking";
import { registeredElsewhere, type LinkView } from "./link-view";
import type { BookingLines, BookingRoomLine, GuestLine } from "./load-booking-lines";
import { bookingTotals, lineTotal, roomTotals, type RoomTotals } from "@/server/bookings/rules/totals";

/**
 * The Get Booking Detail resource (spec "Booking"; shapes decisions.md leaves open:
 * room_type is the type's title, room_unit the room's name, hours HH:mm, dates YYYY-MM-DD).
 * Money values are Decimals; the JSON writer prints them as exact numbers.
 * `withRoomCharges` adds room_fee and room_charge, which only the cancel-room response shows.
 * `identityImageUrls` is given only to credentials that may see identity documents (the
 * request's IdentityImageGrant, which may cover only some images); without it
 * identity_image_urls are empty (webhooks, and keys without guests:documents).
 * `linkView` (a guest's check-in link) masks the guests someone else registered and leaves
 * out (null) the booking's notes, the booker's e-mail and phone and the payments' notes
 * (link-view.ts); the registration is judged on the whole records.
 */
export function toBookingDetail(
  booking: BookingRow,
  lines: BookingLines,
  options: {
    withRoomCharges?: boolean;
    identityImageUrls?: (images: readonly StoredIdentityImage[]) => string[];
    linkView?: LinkView;
  } = {},
) {
  const currency = booking.currency;
  const rooms = lines.rooms.map((room) => {
    const services = lines.serviceLines.get(room.id) ?? [];
    const totals = roomTotals(
      {
        nightlyPrices: (lines.nightlyPrices.get(room.id) ?? []).map((night) => night.price),
        discount: room.discount,
        lines: services,
      },
      currency,
    );
    return { room, services, totals };
  });
  const totals = bookingTotals(rooms.map(({ room, totals }) => ({ status: room.status, totals })));

  return {
    id: booking.id,
    code: booking.code,
    status: booking.status,
    checkin_date: booking.checkinDate,
    checkout_date: booking.checkoutDate,
    arrival_hour: booking.arrivalHour,
    departure_hour: booking.departureHour,
    amount: totals.amount,
    ...(options.withRoomCharges ? roomCharges(totals) : {}),
    currency,
    source_reservation_code: booking.sourceReservationCode,
    payment_collect: booking.paymentCollect as "property" | "ota" | null,
    notes: options.linkView ? null : booking.notes,
    guest_message: booking.guestMessage,
    ...serviceTotals(totals),
    booking_rooms: rooms.map(({ room, services, totals: roomTotal }) => ({
      id: room.id,
      checkin_status: room.status,
      room_type: room.roomType,
      room_unit: room.roomUnit,
      occupancy: { adults: room.adults, children: room.children, infants: room.infants },
      has_breakfast: room.hasBreakfast,
      meals: (lines.meals.get(room.id) ?? []).map((meal) => ({
        serve_date: meal.serveDate,
        adults: meal.adults,
        children: meal.children,
      })),
      ...(options.withRoomCharges ? roomCharges(roomTotal) : {}),
      ...serviceTotals(roomTotal),
      services: services.map((line) => ({
        id: line.serviceCode,
        line_id: line.id,
        name: line.name,
        quantity: money(line.quantity),
        price_per_unit: money(line.pricePerUnit),
        discount: money(line.discount),
        total_price: lineTotal(line, currency),
        currency: line.currency,
        service_used_date: line.serviceUsedDate,
      })),
      guests: (lines.guests.get(room.id) ?? []).map((guest) => guestOf(guest, lines, options)),
      registration: registrationOf(room, lines),
    })),
    // A link is a bearer URL that gets forwarded: the booker's contact and the payments' notes
    // (staff's words: card details, "refund agreed") stay with the property (link-view.ts).
    customer: {
      name: booking.customerName,
      email: options.linkView ? null : booking.customerEmail,
      phone: options.linkView ? null : booking.customerPhone,
      language: booking.customerLanguage,
    },
    payments: lines.payments.map((payment) => ({
      id: String(payment.id),
      amount: roundToCurrency(money(payment.amount), currency),
      method: payment.method,
      paid_at: payment.paidAt === null ? null : formatLocalTimestamp(payment.paidAt),
      notes: options.linkView ? null : payment.notes,
      status: payment.paidAt === null ? ("unpaid" as const) : ("paid" as const),
      kind: payment.kind,
    })),
    // bookings.source_id is NOT NULL with a foreign key, so the source is always there.
    booking_source: lines.sources.get(booking.sourceId)!,
  };
}

export type BookingDetail = ReturnType<typeof toBookingDetail>;

/** A guest of Get Booking Detail: its fields of the guest record (booking-detail-schema.ts's GUEST_DETAIL_KEYS). */
export type GuestDetail = { id: string; identity_image_urls: string[] } & { [F in GuestDetailField]: GuestLine[GuestColumn<F>] };

function guestOf(
  guest: GuestLine,
  lines: BookingLines,
  { identityImageUrls, linkView }: Parameters<typeof toBookingDetail>[2] & {},
): GuestDetail {
  // Registered by someone else: a link reads what recognises the guest (guest-masking.ts), the
  // ID's last 4 characters, and none of the photos.
  const masked = registeredElsewhere(linkView, guest.registeredBy);
  const images = masked ? [] : (lines.identityImages.get(String(guest.id)) ?? []);
  const values: Record<string, unknown> = {
    id: String(guest.id),
    // No URL is signed (nor logged as issued) for a masked guest's photos.
    identity_image_urls: identityImageUrls ? identityImageUrls(images) : [],
  };
  for (const field of GUEST_DETAIL_FIELDS) {
    const value = guest[GUEST_RECORD[field].column];
    values[field] = masked ? shownOfOthersGuest(field, value) : value;
  }
  return Object.fromEntries(GUEST_DETAIL_KEYS.map((key) => [key, values[key]])) as GuestDetail;
}

function serviceTotals(totals: RoomTotals): Record<"service_fee" | "service_discount" | "service_charge", Decimal> {
  return { service_fee: totals.serviceFee, service_discount: totals.serviceDiscount, service_charge: totals.serviceCharge };
}

function roomCharges(totals: RoomTotals): Record<"room_fee" | "room_charge", Decimal> {
  return { room_fee: totals.roomFee, room_charge: totals.roomCharge };
}

/** Both drivers return `timestamp` as text; the contract writes it `YYYY-MM-DD HH:mm:ss`. */
function formatLocalTimestamp(value: string): string {
  return value.replace("T", " ").slice(0, 19);
}

/** The room's registration (domain/guest-registration.ts), from the lines as read or as written. */
export function registrationOf(room: BookingRoomLine, lines: Pick<BookingLines, "guests" | "identityImages">) {
  const guests = (lines.guests.get(room.id) ?? []).map((guest) => ({
    ...guest,
    id: String(guest.id),
    photos: lines.identityImages.get(String(guest.id))?.length ?? 0,
  }));
  return roomRegistration({ adults: room.adults, arrival: room.checkinDate, departure: room.checkoutDate }, guests);
}
