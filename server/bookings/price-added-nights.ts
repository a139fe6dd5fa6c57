import type { Transaction } from "@/server/platform/db/database";
import { addDays } from "@/server/domain/dates";
import { money, minorUnits } from "@/server/domain/money";
import { ValidationError, type FieldErrors } from "@/server/domain/errors";
import { directNightlyRates } from "@/server/availability/nightly-rates";
import { nearestNightPrice } from "./rules/stay-change";

export interface AddedNightsPricing {
  added: readonly string[];
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
 * else the nearest stored night's price. A room with no stored prices at all keeps none (its
 * room fee stays the sum of nothing, as for every unpriced room), so it takes no days_breakdown.
 */
export async function priceAddedNights(tx: Transaction, pricing: AddedNightsPricing): Promise<{ day: string; price: string }[]> {
  const { added, stored, given, currency } = pricing;
  if (given) return checkGivenPrices(added, stored, given, currency);
  if (added.length === 0 || stored.size === 0) return [];
  if (pricing.room.ratePlanId === null) return added.map((day) => ({ day, price: nearestNightPrice(day, stored)! }));

  const rates = await directNightlyRates(tx, {
    roomTypeIds: [pricing.room.roomTypeId],
    checkinDate: added[0]!,
    checkoutDate: addDays(added.at(-1)!, 1),
  });
  const plan = new Map(
    rates.filter((rate) => rate.rate_plan_id === pricing.room.ratePlanId && rate.currency === currency).map((rate) => [rate.night, rate.price]),
  );
  if (added.some((day) => !plan.has(day))) {
    throw ValidationError.field(
      "days_breakdown",
      `The room's rate plan (${pricing.room.ratePlanId}) is no longer sold for its room type in ${currency}: send the price of each added night.`,
    );
  }
  return added.map((day) => ({ day, price: plan.get(day)! }));
}

function checkGivenPrices(
  added: readonly string[],
  stored: ReadonlyMap<string, string>,
  given: readonly { day: string; price: string }[],
  currency: string,
): { day: string; price: string }[] {
  const errors: FieldErrors = {};
  if (stored.size === 0) {
    throw ValidationError.field("days_breakdown", "This room has no stored nightly prices: price all its nights with Change Booking Room Rate.");
  }
  const decimals = minorUnits(currency);
  given.forEach((night, index) => {
    if (!added.includes(night.day)) errors[`days_breakdown.${index}.day`] = ["Not a night this change adds."];
    if (money(night.price).decimalPlaces() > decimals) errors[`days_breakdown.${index}.price`] = [`${currency} amounts have at most ${decimals} decimals.`];
  });
  const missing = added.filter((day) => !given.some((night) => night.day === day));
  if (missing.length > 0) errors.days_breakdown = [`Price every night this change adds; missing: ${missing.join(", ")}.`];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return [...given].sort((a, b) => (a.day < b.day ? -1 : 1));
}
