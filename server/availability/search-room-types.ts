import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { money, sumMoney } from "@/server/domain/money";
import { requireProperty } from "@/server/properties/require-property";
import { directNightlyRates, type NightlyRate } from "./nightly-rates";
import { roomTypeQuantities } from "./room-type-quantities";
import type { AsJson } from "@/server/domain/json-shape";
import type { SearchRoomTypesQuery } from "./schemas";

/**
 * Search Room Type (spec Endpoint 6): every room type of the property that passes the
 * occupancy filters, with the rooms free on every night and its direct rate plans priced
 * night by night. Three queries (the property, the quantities, the prices), whatever the
 * number of types or nights.
 */
export async function searchRoomTypes({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; query: SearchRoomTypesQuery };
}) {
  const property = await requireProperty(db, ctx, input.tenantId);
  const { query } = input;
  const types = await roomTypeQuantities(db, { propertyIds: [property.id], ...query });
  const rates = await directNightlyRates(db, {
    roomTypeIds: types.map((type) => type.room_type_id),
    checkinDate: query.checkinDate,
    checkoutDate: query.checkoutDate,
  });
  return types.map((type) => ({
    room_types: {
      id: type.room_type_id,
      title: type.title,
      quantity: type.quantity,
      occ_adults: type.occ_adults,
      occ_children: type.occ_children,
      occ_infants: type.occ_infants,
      rate_plans: ratePlansOf(rates.filter((rate) => rate.room_type_id === type.room_type_id)),
    },
  }));
}

/** One room type of Search Room Type's answer, as JSON. */
export type RoomTypeAvailability = AsJson<Awaited<ReturnType<typeof searchRoomTypes>>[number]>;

function ratePlansOf(nights: NightlyRate[]) {
  const plans = new Map<string, NightlyRate[]>();
  for (const night of nights) plans.set(night.rate_plan_id, [...(plans.get(night.rate_plan_id) ?? []), night]);
  return [...plans.values()].map((planNights) => {
    const plan = planNights[0]!;
    return {
      id: plan.rate_plan_id,
      title: plan.title,
      currency: plan.currency,
      sell_mode: plan.sell_mode,
      has_breakfast: plan.has_breakfast,
      days_breakdown: planNights.map((night) => ({ day: night.night, price: money(night.price) })),
      estimated_total_price: sumMoney(planNights.map((night) => night.price)),
    };
  });
}
