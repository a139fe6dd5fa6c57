import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database, Transaction } from "@/server/platform/db/database";
import { bookingRooms, nightlyPrices } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { claimRoomTypeNights } from "@/server/availability/claim-room-type-nights";
import { nightsOf, todayIn } from "@/server/domain/dates";
import { requireProperty } from "@/server/properties/require-property";
import { bookingAnswer } from "../booking-answer";
import type { BookingRow } from "../find-booking";
import { recordBookingChange, stateOf } from "../history/record-booking-change";
import { loadBookingLines, type BookingLines } from "../load-booking-lines";
import { recordBookingEvent } from "../record-booking-event";
import { findActiveSource } from "./booking-source";
import { checkNewBooking, type PricedRoom } from "./check-new-booking";
import { insertBooking } from "./insert-booking";
import type { CreateBookingBody } from "./schema";
import { loadSellableRooms } from "./sellable-rooms";
import { scheduleCheckinMessages } from "@/server/checkin-messages/schedule-checkin-messages";
import { answerResend } from "./answer-resend";
import { requestDigests } from "./reservation-facts";
import { lockSourceReservation } from "./source-reservation";

/** The check-out hour of a new booking: properties keep no check-out time of their own yet. */
const DEFAULT_DEPARTURE_HOUR = "12:00";

/**
 * Create Booking (extension, docs/choices.md "Create Booking"): a new booking, status reserved,
 * its rooms confirmed, so they take inventory at once. One transaction: the source's
 * reservation code is locked and looked up first (a channel's resend answers the first booking,
 * `created: false`, to a caller that may read it, if it is the same request: answer-resend.ts),
 * every rule is checked at once, the nights are claimed (NO_AVAILABILITY),
 * then the booking, its rooms and nightly prices are written with the booking.created event
 * and the history entry.
 */
export async function createBooking({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; body: CreateBookingBody };
}) {
  const { body } = input;
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const source = await findActiveSource(tx, property.id, body.booking_source);
    if (source && body.source_reservation_code) {
      const existing = await lockSourceReservation(tx, {
        propertyId: property.id,
        sourceId: source.id,
        code: body.source_reservation_code,
      });
      if (existing) return { created: false, booking: await answerResend(tx, ctx, existing, body) };
    }

    const nights = nightsOf(body.checkin_date, body.checkout_date);
    const sellable = await loadSellableRooms(tx, {
      propertyId: property.id,
      roomTypeIds: body.rooms.map((room) => room.room_type_id),
      nights,
    });
    const rooms = checkNewBooking({ body, nights, today: todayIn(property.timezone), currency: property.currency, source, sellable });
    await claimRoomTypeNights(
      tx,
      property.id,
      rooms.map((room, index) => ({ roomIndex: index, path: `rooms.${index}`, roomTypeId: room.roomTypeId, nights })),
    );

    const booking = await insertBooking(tx, property.prefix, {
      propertyId: property.id,
      status: "reserved",
      checkinDate: body.checkin_date,
      checkoutDate: body.checkout_date,
      arrivalHour: body.arrival_hour ?? property.checkinTime,
      departureHour: DEFAULT_DEPARTURE_HOUR,
      currency: property.currency,
      sourceId: source!.id,
      sourceReservationCode: body.source_reservation_code,
      sourceRequestDigests: body.source_reservation_code ? requestDigests(body) : null,
      paymentCollect: body.payment_collect,
      notes: body.notes,
      customerName: body.customer.name,
      customerEmail: body.customer.email,
      customerPhone: body.customer.phone,
      customerLanguage: body.customer.language,
    });
    await insertRooms(tx, booking, rooms);
    await scheduleCheckinMessages(tx, [booking.id]);
    const lines = await loadBookingLines(tx, booking);
    await recordBookingEvent(tx, { type: "booking.created", booking, lines, bookingRoomId: null });
    await recordBookingChange(tx, ctx, {
      booking,
      bookingRoomId: null,
      action: "booking.created",
      before: stateOf(booking, noLines(lines)),
      after: stateOf(booking, lines),
    });
    return { created: true, booking: await bookingAnswer(tx, ctx, booking, lines) };
  });
}

/** The booking rooms, confirmed (they take inventory), in request order, and their nightly prices. */
async function insertRooms(tx: Transaction, booking: BookingRow, rooms: readonly PricedRoom[]): Promise<void> {
  const inserted = await tx
    .insert(bookingRooms)
    .values(
      rooms.map((room, position) => ({
        propertyId: booking.propertyId,
        bookingId: booking.id,
        roomTypeId: room.roomTypeId,
        ratePlanId: room.ratePlanId,
        status: "confirmed",
        checkinDate: booking.checkinDate,
        checkoutDate: booking.checkoutDate,
        adults: room.adults,
        children: room.children,
        infants: room.infants,
        hasBreakfast: room.hasBreakfast,
        position,
      })),
    )
    .returning({ id: bookingRooms.id, position: bookingRooms.position });
  const prices = inserted.flatMap(({ id, position }) =>
    rooms[position]!.prices.map((night) => ({ propertyId: booking.propertyId, bookingRoomId: id, day: night.day, price: night.price })),
  );
  await tx.insert(nightlyPrices).values(prices);
}

/** A booking before it existed, for its history entry: the rooms and their prices all appear as added. */
function noLines(lines: BookingLines): BookingLines {
  return {
    ...lines,
    rooms: [],
    nightlyPrices: new Map(),
    serviceLines: new Map(),
    meals: new Map(),
    guests: new Map(),
    identityImages: new Map(),
    payments: [],
  };
}
