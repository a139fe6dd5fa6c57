import type { Transaction } from "@/server/platform/db/database";
import { addDays } from "@/server/domain/dates";
import { exceedsMinorUnits, minorUnitsMessage } from "@/server/domain/money";
import { ValidationError, type FieldErrors } from "@/server/domain/errors";
import { directNightlyRates } from "@/server/availability/nightly-rates";
import { nearestNightPrice, unpricedRoomMessage, wholeStayPrices } from "./rules/stay-change";

export interface AddedNightsPricing {
  added: readonly string[];
  /** Every night of the new stay. */
  nights: readonly string[];
  /** The room's stored nightly prices before the change, by night. */
  stored: ReadonlyMap<string, string>;
  given: readonly { day: string; price: string }[] | undefined;
  room: { roomTypeId: string; ratePlanId: string | null };
  currency: string;
}

/**
 * The prices of the nights a stay change adds, in this order of preference (docs/choices.md,
 * "Change Room Dates"): as sent in days_breakdown, which must name exactly the added nights;
 * else from the room's rate plan, still a direct plan of its type in the booking's currency;
 * else the nearest stored night's price. A room with no stored prices at all has no rate to go
 * on: every night of its new stay is priced by days_breakdown, or the change adds none
 * (stay-change.ts, wholeStayPrices).
 */
export async function priceAddedNights(tx: Transaction, pricing: AddedNightsPricing): Promise<{ day: string; price: string }[]> {
  const { added, stored, given, currency } = pricing;
  if (stored.size === 0) return priceWholeStay(pricing);
  if (given) return checkGivenPrices(added, given, currency);
  if (added.length === 0) return [];
  if (pricing.room.ratePlanId === null) return added.map((day) => ({ day, price: nearestNightPrice(day, stored)! }));

  const rates = await directNightlyRates(tx, {
    roomTypeIds: [pricing.room.roomTypeId],
    checkinDate: added[0]!,
    checkoutDate: addDays(added.at(-1)!, 1),
  });
  const plan = new Map(
    rates
      .filter((rate) => rate.rate_plan_id === pricing.room.ratePlanId && rate.currency === currency)
      .map((rate) => [rate.night, rate.price]),
  );
  if (added.some((day) => !plan.has(day))) {
    throw ValidationError.field(
      "days_breakdown",
      `The room's rate plan (${pricing.room.ratePlanId}) is no longer sold for its room type in ${currency}: send the price of each added night.`,
    );
  }
  return added.map((day) => ({ day, price: plan.get(day)! }));
}

/** A room without stored prices: nothing added and nothing sent keeps it as it is; else days_breakdown prices its whole new stay. */
function priceWholeStay({ added, nights, given, currency }: AddedNightsPricing): { day: string; price: string }[] {
  if (added.length === 0 && !given) return [];
  const prices = wholeStayPrices(nights, given);
  if (!prices) throw ValidationError.field("days_breakdown", unpricedRoomMessage(nights));
  throwOnErrors(precisionErrors(given!, currency));
  return prices;
}

function checkGivenPrices(
  added: readonly string[],
  given: readonly { day: string; price: string }[],
  currency: string,
): { day: string; price: string }[] {
  const errors = precisionErrors(given, currency);
  given.forEach((night, index) => {
    if (!added.includes(night.day)) errors[`days_breakdown.${index}.day`] = ["Not a night this change adds."];
  });
  const missing = added.filter((day) => !given.some((night) => night.day === day));
  if (missing.length > 0) errors.days_breakdown = [`Price every night this change adds; missing: ${missing.join(", ")}.`];
  throwOnErrors(errors);
  return [...given].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** Prices with more decimals than the currency has, by their dot path. */
function precisionErrors(given: readonly { day: string; price: string }[], currency: string): FieldErrors {
  const errors: FieldErrors = {};
  given.forEach((night, index) => {
    if (exceedsMinorUnits(night.price, currency)) errors[`days_breakdown.${index}.price`] = [minorUnitsMessage(currency)];
  });
  return errors;
}

function throwOnErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
