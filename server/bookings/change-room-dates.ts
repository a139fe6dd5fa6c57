import { and, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database, Transaction } from "@/server/platform/db/database";
import { bookingRooms, bookings, meals, nightlyPrices, rooms } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { addDays, nightsOf, todayIn } from "@/server/domain/dates";
import { INVENTORY_ROOM_STATUSES } from "@/server/domain/enums";
import { InvalidRoomStatusError, RoomUnitUnavailableError, ValidationError } from "@/server/domain/errors";
import { claimRoomTypeNights } from "@/server/availability/claim-room-type-nights";
import { requireProperty } from "@/server/properties/require-property";
import { assertAmountsFit } from "./assert-amounts-fit";
import { bookingAnswer } from "./booking-answer";
import type { BookingRow } from "./find-booking";
import { linesOf, loadFamilyLines } from "./family-lines";
import { followCheckinCompletion } from "./follow-checkin-completion";
import { stateOf } from "./history/record-booking-change";
import type { BookingLines } from "./load-booking-lines";
import { lockBooking } from "./lock-booking";
import { priceAddedNights } from "./price-added-nights";
import { recordRoomChange } from "./record-room-change";
import { resolveBookingRoom } from "./resolve-booking-room";
import { unitConflicts } from "./room-assignment/unit-conflicts";
import { scheduleCheckinMessages } from "@/server/checkin-messages/schedule-checkin-messages";
import type { ChangeRoomDatesBody } from "./room-operation-schemas";
import { roomAllows } from "./rules/room-status";
import {
  addedNights,
  addedNightsBySide,
  bookingSpan,
  mealLeavesWithStay,
  removedNights,
  stayChangeErrors,
  type Stay,
} from "./rules/stay-change";

/**
 * Change Room Dates (extension): extends, shortens or moves one room's stay. The nights it adds
 * are claimed from availability (and from the room's physical unit, when it has one) before the
 * room changes; removed nights lose their prices, added ones are priced (price-added-nights.ts);
 * the booking's dates follow its rooms. Rules in rules/stay-change.ts; reasons in
 * docs/choices.md, "Change Room Dates".
 */
export async function changeRoomDates({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; roomId: string; body: ChangeRoomDatesBody };
}) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    const lines = await loadFamilyLines(tx, locked);
    const { room, owner } = resolveBookingRoom(locked, lines, input.roomId);
    if (!roomAllows("changeDates", room.status)) {
      throw new InvalidRoomStatusError(`The dates of a ${room.status} room cannot be changed.`, room.status, owner.status);
    }
    const wanted: Stay = { checkinDate: input.body.checkin_date, checkoutDate: input.body.checkout_date };
    const unchanged = wanted.checkinDate === room.checkinDate && wanted.checkoutDate === room.checkoutDate;
    if (unchanged && !input.body.days_breakdown) return bookingAnswer(tx, ctx, locked.target, linesOf(lines, locked.target));

    const today = todayIn(property.timezone);
    const errors = stayChangeErrors(room.status, room, wanted, today);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const [roomRow] = await tx
      .select({ roomTypeId: bookingRooms.roomTypeId, ratePlanId: bookingRooms.ratePlanId, unitId: bookingRooms.roomId })
      .from(bookingRooms)
      .where(eq(bookingRooms.id, room.id));
    const sold = roomRow!; // the room was just read with its locked booking
    const added = addedNights(room, wanted);
    const removed = removedNights(room, wanted);
    const stored = new Map((lines.nightlyPrices.get(room.id) ?? []).map((night) => [night.day, night.price]));
    const prices = await priceAddedNights(tx, {
      added,
      nights: nightsOf(wanted.checkinDate, wanted.checkoutDate),
      stored,
      given: input.body.days_breakdown,
      room: sold,
      currency: owner.currency,
    });
    const leavingMeals = (lines.meals.get(room.id) ?? [])
      .filter((meal) => mealLeavesWithStay(meal.serveDate, wanted, today))
      .map((meal) => meal.serveDate);
    const after = withNewStay(lines, room.id, wanted, { removed, prices, leavingMeals });
    const sides = addedNightsBySide(room, added);
    // Prices sent are blamed on days_breakdown; prices taken from the plan or a night, on the date that added them.
    assertAmountsFit(locked.family, after, input.body.days_breakdown ? "days_breakdown" : (sides.at(-1)?.path ?? "checkout_date"));

    // A reserved or holding room takes no inventory (Search Room Type does not count it), so only
    // the rooms that do claim their new nights.
    if ((INVENTORY_ROOM_STATUSES as readonly string[]).includes(room.status)) {
      await claimRoomTypeNights(
        tx,
        property.id,
        sides.map((side) => ({ roomIndex: null, path: side.path, roomTypeId: sold.roomTypeId, nights: side.nights })),
      );
    }
    if (sold.unitId && added.length > 0)
      await claimUnit(tx, sold.unitId, { checkinDate: added[0]!, checkoutDate: addDays(added.at(-1)!, 1) }, room.id);

    await tx.update(bookingRooms).set(wanted).where(eq(bookingRooms.id, room.id));
    const removedPrices = removed.filter((day) => stored.has(day));
    if (removedPrices.length > 0)
      await tx.delete(nightlyPrices).where(and(eq(nightlyPrices.bookingRoomId, room.id), inArray(nightlyPrices.day, removedPrices)));
    if (prices.length > 0)
      await tx.insert(nightlyPrices).values(prices.map((night) => ({ propertyId: property.id, bookingRoomId: room.id, ...night })));
    if (leavingMeals.length > 0)
      await tx.delete(meals).where(and(eq(meals.bookingRoomId, room.id), inArray(meals.serveDate, leavingMeals)));

    const before = stateOf(owner, linesOf(lines, owner));
    await followRoomDates(tx, locked.family, owner, after);
    // The e-mails follow the new arrival day (a waiting invitation or reminder moves with it).
    await scheduleCheckinMessages(tx, [owner.id]);
    await recordRoomChange(tx, ctx, {
      event: "booking.updated",
      booking: owner,
      bookingRoomId: room.id,
      action: "room.dates_changed",
      before,
      after,
      reason: input.body.reason,
    });
    // Ages, a birth date and a visa are judged on the arrival date.
    await followCheckinCompletion(tx, after, [owner]);
    return bookingAnswer(tx, ctx, locked.target, linesOf(after, locked.target));
  });
}

/**
 * The physical room keeps the stay only if it is free on the added nights, checked as Assign
 * Room checks (under the same row lock, so an assignment cannot slip in between). A stay that
 * grew on both sides is checked over the whole span: the nights between are this room's own.
 */
async function claimUnit(tx: Transaction, unitId: string, added: Stay, bookingRoomId: string): Promise<void> {
  const [unit] = await tx.select().from(rooms).where(eq(rooms.id, unitId)).for("update");
  const conflicts = await unitConflicts(tx, unit!, added, bookingRoomId);
  if (conflicts.length > 0) throw new RoomUnitUnavailableError(unit!.name, conflicts);
}

/** The lines once the room has its new stay, its removed nights and meals gone and its added nights priced. */
function withNewStay(
  lines: BookingLines,
  roomId: string,
  wanted: Stay,
  change: { removed: readonly string[]; prices: readonly { day: string; price: string }[]; leavingMeals: readonly string[] },
): BookingLines {
  const nightlyPrices = new Map(lines.nightlyPrices);
  const kept = (lines.nightlyPrices.get(roomId) ?? []).filter((night) => !change.removed.includes(night.day));
  const nights = [...kept, ...change.prices.map((night) => ({ bookingRoomId: roomId, ...night }))].sort((a, b) => (a.day < b.day ? -1 : 1));
  nightlyPrices.set(roomId, nights);
  const meals = new Map(lines.meals);
  meals.set(
    roomId,
    (lines.meals.get(roomId) ?? []).filter((meal) => !change.leavingMeals.includes(meal.serveDate)),
  );
  return { ...lines, nightlyPrices, meals, rooms: lines.rooms.map((room) => (room.id === roomId ? { ...room, ...wanted } : room)) };
}

/**
 * The owner's dates, and its group's when it has one, span their rooms again (bookingSpan), so
 * Get Booking Detail stays coherent. The locked rows are updated in place: the answer and the
 * event read them.
 */
async function followRoomDates(tx: Transaction, family: readonly BookingRow[], owner: BookingRow, after: BookingLines): Promise<void> {
  const group = owner.groupId ? family.find((booking) => booking.id === owner.groupId) : undefined;
  for (const booking of group ? [owner, group] : [owner]) {
    const span = bookingSpan(linesOf(after, booking).rooms, booking);
    if (span.checkinDate === booking.checkinDate && span.checkoutDate === booking.checkoutDate) continue;
    await tx.update(bookings).set(span).where(eq(bookings.id, booking.id));
    Object.assign(booking, span);
  }
}
