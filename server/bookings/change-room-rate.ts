import { recordRoomChange } from "./record-room-change";
import { eq, sql } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { bookingRooms, nightlyPrices } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { nightsOf, todayIn } from "@/server/domain/dates";
import { exceedsMinorUnits, minorUnitsMessage, money } from "@/server/domain/money";
import { InvalidRoomStatusError, ValidationError, type FieldErrors } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { assertAmountsFit } from "./assert-amounts-fit";
import { bookingAnswer } from "./booking-answer";
import { linesOf, loadFamilyLines } from "./family-lines";
import type { BookingLines } from "./load-booking-lines";
import { stateOf } from "./history/record-booking-change";
import { lockBooking } from "./lock-booking";
import { resolveBookingRoom } from "./resolve-booking-room";
import type { ChangeRoomRateBody } from "./room-operation-schemas";
import { changesRate, repriceRoom, repricesPastNights, unpricedNights } from "@/server/bookings/rules/room-rate";
import { roomAllows } from "@/server/bookings/rules/room-status";

/**
 * Change Booking Room Rate (spec Endpoint 4): the nights sent change, the others keep their
 * price; totals follow from the lines. A room without stored nightly prices needs every night.
 * Reads the family and its lines once; the event and the answer are computed from them and
 * from the new prices.
 */
export async function changeRoomRate({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; roomId: string; body: Omit<ChangeRoomRateBody, "reason"> & { reason?: string | null } };
}) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    const lines = await loadFamilyLines(tx, locked);
    const { room, owner } = resolveBookingRoom(locked, lines, input.roomId);
    if (!roomAllows("changeRate", room.status)) {
      throw new InvalidRoomStatusError(`The rate of a ${room.status} room cannot be changed.`, room.status, owner.status);
    }

    const stored = new Map((lines.nightlyPrices.get(room.id) ?? []).map((night) => [night.day, night.price]));
    const nights = nightsOf(room.checkinDate, room.checkoutDate);
    const changes = nightlyChanges(input.body, nights, stored, owner.currency);

    // A retry that sets the prices and discount already there changes no rate: no event.
    const changesSomething = changesRate({ stored, changes, newDiscount: input.body.room_discount, currentDiscount: room.discount });
    if (ctx.credential.kind === "desk_session" && repricesPastNights(stored, changes, todayIn(property.timezone)) && !input.body.reason) {
      throw ValidationError.field("reason", "Nights already past are repriced only with a reason.");
    }
    const discount = input.body.room_discount ?? room.discount;
    const { prices, roomFee, discountExceedsFee } = repriceRoom({ nights, stored, changes, discount }, owner.currency);
    if (discountExceedsFee) {
      throw ValidationError.field(
        "room_discount",
        `The room discount (${money(discount).toFixed()}) cannot exceed the new room price (${roomFee.toFixed()}); lower it in the same request.`,
      );
    }

    const after = withRoomRate(lines, room.id, prices, discount);
    assertAmountsFit(locked.family, after, input.body.price_per_night !== undefined ? "price_per_night" : "days_breakdown");

    if (changes.length > 0) {
      await tx
        .insert(nightlyPrices)
        .values(changes.map((change) => ({ propertyId: property.id, bookingRoomId: room.id, ...change })))
        .onConflictDoUpdate({ target: [nightlyPrices.bookingRoomId, nightlyPrices.day], set: { price: sql`excluded.price` } });
    }
    if (input.body.room_discount !== undefined) {
      await tx.update(bookingRooms).set({ discount: input.body.room_discount }).where(eq(bookingRooms.id, room.id));
    }
    if (changesSomething) {
      const before = stateOf(owner, linesOf(lines, owner));
      await recordRoomChange(tx, ctx, {
        event: "booking.updated",
        booking: owner,
        bookingRoomId: room.id,
        action: "room.rate_changed",
        before,
        after,
        reason: input.body.reason,
      });
    }
    return bookingAnswer(tx, ctx, locked.target, linesOf(after, locked.target));
  });
}

/** The lines once the room's nights carry their new prices (the others keep theirs) and its discount. */
function withRoomRate(lines: BookingLines, roomId: string, prices: Map<string, string>, discount: string): BookingLines {
  const nightlyPrices = new Map(lines.nightlyPrices);
  nightlyPrices.set(
    roomId,
    [...prices].map(([day, price]) => ({ bookingRoomId: roomId, day, price })),
  );
  return { ...lines, nightlyPrices, rooms: lines.rooms.map((room) => (room.id === roomId ? { ...room, discount } : room)) };
}

/** The nights to write, after the rules that need the room: nights of the stay, every night when none is stored, the currency's decimals. */
function nightlyChanges(
  body: Omit<ChangeRoomRateBody, "reason">,
  nights: string[],
  stored: ReadonlyMap<string, string>,
  currency: string,
): { day: string; price: string }[] {
  const errors: FieldErrors = {};
  const tooPrecise = (amount: string) => exceedsMinorUnits(amount, currency);
  const precisionMessage = minorUnitsMessage(currency);

  let changes: { day: string; price: string }[] = [];
  if (body.price_per_night !== undefined) {
    if (tooPrecise(body.price_per_night)) errors.price_per_night = [precisionMessage];
    changes = nights.map((day) => ({ day, price: body.price_per_night! }));
  }
  body.days_breakdown?.forEach((night, index) => {
    if (!nights.includes(night.day)) {
      errors[`days_breakdown.${index}.day`] = [`Not a night of this stay (${nights[0]} to ${nights.at(-1)}).`];
    }
    if (tooPrecise(night.price)) errors[`days_breakdown.${index}.price`] = [precisionMessage];
  });
  if (body.days_breakdown) changes = body.days_breakdown;
  if (body.room_discount !== undefined && tooPrecise(body.room_discount)) errors.room_discount = [precisionMessage];

  if (unpricedNights(nights, stored, changes).length > 0) {
    errors.days_breakdown ??= [
      `This room has no stored nightly prices: send every night from ${nights[0]} to ${nights.at(-1)}, or price_per_night.`,
    ];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return changes;
}
