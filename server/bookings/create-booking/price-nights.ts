import type { NewBookingRoom } from "./schema";

/**
 * The nightly prices of a new booking room: the ones given (the schema made sure they are the
 * stay's nights, each once), else the rate plan's of each night. Pure.
 */
export function priceNights(
  room: Pick<NewBookingRoom, "days_breakdown">,
  nights: readonly string[],
  planPrices: ReadonlyMap<string, string>,
): { day: string; price: string }[] {
  if (room.days_breakdown) {
    const given = new Map(room.days_breakdown.map((night) => [night.day, night.price]));
    return nights.map((day) => ({ day, price: given.get(day)! }));
  }
  return nights.map((day) => ({ day, price: planPrices.get(day)! }));
}
