import { money, minorUnits } from "@/server/domain/money";
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
 * limits, prices in the currency's decimals. Every broken rule is reported at once, by dot
 * path; otherwise each room comes back priced night by night.
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

  const decimals = minorUnits(currency);
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
      if (money(night.price).decimalPlaces() > decimals) fail(`${at}.days_breakdown.${nightIndex}.price`, `${currency} amounts have at most ${decimals} decimals.`);
    });

    const plan = sellable.plans.get(planKey(room.room_type_id, room.rate_plan_id));
    if (!plan) return fail(`${at}.rate_plan_id`, "Not a direct rate plan of this room type (Search Room Type lists them).");
    if (plan.currency !== currency) return fail(`${at}.rate_plan_id`, `This rate plan sells in ${plan.currency}; the property books in ${currency}.`);
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
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return priced;
}
