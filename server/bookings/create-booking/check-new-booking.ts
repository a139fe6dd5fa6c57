import { exceedsMinorUnits, minorUnitsMessage, sumMoney } from "@/server/domain/money";
import { amountBoundMessage, amountOverBound, fitsAmountBound } from "@/server/bookings/rules/amount-bounds";
import { ValidationError, type FieldErrors } from "@/server/domain/errors";
import type { ActiveSource } from "./booking-source";
import { priceNights } from "./price-nights";
import type { CreateBookingBody } from "./schema";
import { planKey, type SellableRooms } from "./sellable-rooms";

export interface PricedRoom {
  roomTypeId: string;
  ratePlanId: string;
  hasBreakfast: boolean;
  adults: number;
  children: number;
  infants: number;
  prices: { day: string; price: string }[];
}

/**
 * The rules of a new booking that need the property (pure, given what the verb read): check-in
 * not before today at the property, a known active source, room types of the property sold on
 * one of their direct rate plans in the property's currency, occupancy within the room type's
 * limits, prices in the currency's decimals, amounts within the bound (rules/amount-bounds.ts).
 * Every broken rule is reported at once, by dot path; otherwise each room comes back priced
 * night by night.
 */
export function checkNewBooking(input: {
  body: CreateBookingBody;
  nights: readonly string[];
  today: string;
  currency: string;
  source: ActiveSource | null;
  sellable: SellableRooms;
}): PricedRoom[] {
  const { body, nights, currency, sellable } = input;
  const errors: FieldErrors = {};
  const fail = (path: string, message: string) => (errors[path] ??= []).push(message);

  if (body.checkin_date < input.today) fail("checkin_date", `The check-in date cannot be before today at the property (${input.today}).`);
  if (!input.source) fail("booking_source", "Not an active booking source of this property.");

  const priced: PricedRoom[] = [];
  body.rooms.forEach((room, index) => {
    const at = `rooms.${index}`;
    const roomType = sellable.roomTypes.get(room.room_type_id);
    if (!roomType) return fail(`${at}.room_type_id`, "Not a room type of this property.");
    const { adults, children, infants } = room.occupancy;
    if (adults > roomType.occAdults) fail(`${at}.occupancy.adults`, `This room type sleeps at most ${roomType.occAdults} adults.`);
    if (children > roomType.occChildren) fail(`${at}.occupancy.children`, `This room type takes at most ${roomType.occChildren} children.`);
    if (infants > roomType.occInfants) fail(`${at}.occupancy.infants`, `This room type takes at most ${roomType.occInfants} infants.`);
    room.days_breakdown?.forEach((night, nightIndex) => {
      if (exceedsMinorUnits(night.price, currency)) fail(`${at}.days_breakdown.${nightIndex}.price`, minorUnitsMessage(currency));
    });

    const plan = sellable.plans.get(planKey(room.room_type_id, room.rate_plan_id));
    if (!plan) return fail(`${at}.rate_plan_id`, "Not a direct rate plan of this room type (Search Room Type lists them).");
    if (plan.currency !== currency)
      return fail(`${at}.rate_plan_id`, `This rate plan sells in ${plan.currency}; the property books in ${currency}.`);
    priced.push({
      roomTypeId: room.room_type_id,
      ratePlanId: room.rate_plan_id,
      hasBreakfast: plan.hasBreakfast,
      adults,
      children,
      infants,
      prices: priceNights(room, nights, plan.prices),
    });
  });
  // Only once every room is priced: an index of `priced` is then the room's index in the body.
  if (priced.length === body.rooms.length) checkAmounts(body, priced, currency, fail);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return priced;
}

/**
 * The amount bound on the new booking: each room's fee on the field that priced it (its
 * days_breakdown, or its rate plan), then, when every room fits, the booking's amount on `rooms`.
 */
function checkAmounts(
  body: CreateBookingBody,
  priced: readonly PricedRoom[],
  currency: string,
  fail: (path: string, message: string) => void,
): void {
  let roomsFit = true;
  priced.forEach((room, index) => {
    const roomFee = sumMoney(room.prices.map((night) => night.price));
    if (fitsAmountBound(roomFee)) return;
    roomsFit = false;
    const field = body.rooms[index]!.days_breakdown ? "days_breakdown" : "rate_plan_id";
    fail(`rooms.${index}.${field}`, amountBoundMessage({ figure: `room ${index + 1}'s room_fee`, value: roomFee }));
  });
  const rooms = priced.map((room) => ({
    status: "confirmed",
    nightlyPrices: room.prices.map((night) => night.price),
    discount: "0",
    lines: [],
  }));
  const over = roomsFit ? amountOverBound({ rooms, payments: [] }, currency) : undefined;
  if (over) fail("rooms", amountBoundMessage(over));
}
