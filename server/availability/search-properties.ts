import { inArray } from "drizzle-orm";
import type { AuthContext } from "@/server/auth/auth-context";
import type { Queryable } from "@/server/db/database";
import { properties } from "@/server/db/schema";
import { money, roundToCurrency, sumMoney } from "@/server/domain/money";
import { directNightlyRates } from "./nightly-rates";
import { roomTypeQuantities } from "./room-type-quantities";

/**
 * Search Properties (spec Endpoint 7): the properties the credential may act on that have a
 * room free for the whole stay. quantity sums the free rooms of all room types;
 * avg_daily_rate is the mean nightly price of every direct rate plan of every available room
 * type over the stay, rounded to the property's currency (decisions.md).
 */
export async function searchProperties({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { checkinDate: string; checkoutDate: string };
}) {
  const scope = ctx.properties === "all" ? "all" : [...ctx.properties];
  const types = (await roomTypeQuantities(db, { propertyIds: scope, ...input })).filter((type) => type.quantity > 0);
  if (types.length === 0) return [];
  const rates = await directNightlyRates(db, { roomTypeIds: types.map((type) => type.room_type_id), ...input });
  const propertyRows = await db
    .select()
    .from(properties)
    .where(inArray(properties.id, [...new Set(types.map((type) => type.property_id))]))
    .orderBy(properties.title);

  return propertyRows.map((property) => {
    const own = types.filter((type) => type.property_id === property.id);
    const prices = rates.filter((rate) => own.some((type) => type.room_type_id === rate.room_type_id)).map((rate) => rate.price);
    const average = prices.length === 0 ? money(0) : sumMoney(prices).dividedBy(prices.length);
    return {
      id: property.id,
      prefix: property.prefix,
      title: property.title,
      property_type: property.propertyType,
      currency: property.currency,
      timezone: property.timezone,
      quantity: own.reduce((total, type) => total + type.quantity, 0),
      avg_daily_rate: roundToCurrency(average, property.currency),
    };
  });
}
