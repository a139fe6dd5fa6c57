import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { roomTypes } from "@/server/platform/db/schema";
import { directNightlyRates } from "@/server/availability/nightly-rates";
import { addDays } from "@/server/domain/dates";

interface SellableRoomType {
  id: string;
  occAdults: number;
  occChildren: number;
  occInfants: number;
}

interface SellablePlan {
  roomTypeId: string;
  currency: string;
  hasBreakfast: boolean;
  /** The plan's price of each night of the stay, as Search Room Type shows it. */
  prices: Map<string, string>;
}

/** What a new booking may be sold on: the asked room types of the property and their direct plans priced over the stay. */
export interface SellableRooms {
  roomTypes: Map<string, SellableRoomType>;
  /** Keyed `roomTypeId/ratePlanId`: a plan id is unique in its property, but must be one of that room type's. */
  plans: Map<string, SellablePlan>;
}

export const planKey = (roomTypeId: string, ratePlanId: string) => `${roomTypeId}/${ratePlanId}`;

/**
 * The room types the request names that belong to the property, and their direct rate plans
 * priced night by night with Search Room Type's rules (nightly-rates.ts): two statements.
 */
export async function loadSellableRooms(
  db: Queryable,
  input: { propertyId: string; roomTypeIds: readonly string[]; nights: readonly string[] },
): Promise<SellableRooms> {
  const ids = [...new Set(input.roomTypeIds)];
  const types = await db
    .select({ id: roomTypes.id, occAdults: roomTypes.occAdults, occChildren: roomTypes.occChildren, occInfants: roomTypes.occInfants })
    .from(roomTypes)
    .where(and(eq(roomTypes.propertyId, input.propertyId), inArray(roomTypes.id, ids)));
  const rates = await directNightlyRates(db, {
    roomTypeIds: types.map((type) => type.id),
    checkinDate: input.nights[0]!,
    // A same-day stay's one night is its check-in date: the rates are read up to the day after.
    checkoutDate: addDays(input.nights.at(-1)!, 1),
  });
  const plans = new Map<string, SellablePlan>();
  for (const rate of rates) {
    const key = planKey(rate.room_type_id, rate.rate_plan_id);
    let plan = plans.get(key);
    if (!plan) {
      plan = { roomTypeId: rate.room_type_id, currency: rate.currency, hasBreakfast: rate.has_breakfast, prices: new Map() };
      plans.set(key, plan);
    }
    plan.prices.set(rate.night, rate.price);
  }
  return { roomTypes: new Map(types.map((type) => [type.id, type])), plans };
}
