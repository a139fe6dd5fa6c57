import type Decimal from "decimal.js";
import { money, sumMoney } from "@/server/domain/money";
import { roomTotals } from "./totals";

// The rules of Change Booking Room Rate (spec Endpoint 4) that need no database: which nights
// a change leaves unpriced, what the room fee and charge become, whether the discount still
// fits, whether anything changes at all. change-room-rate.ts enforces them; the desk's rate
// dialog previews them as the receptionist types. Prices are decimal text, as stored.

export interface NightPrice {
  day: string;
  price: string;
}

/** Whether a night's new price differs from the stored one (a night without one always does). */
export function repricesNight(stored: ReadonlyMap<string, string>, night: NightPrice): boolean {
  const current = stored.get(night.day);
  return current === undefined || !money(current).eq(night.price);
}

/** A room without stored nightly prices needs every night of its stay; one with them keeps the nights not sent. */
export function unpricedNights(nights: readonly string[], stored: ReadonlyMap<string, string>, changes: readonly NightPrice[]): string[] {
  if (stored.size > 0) return [];
  const covered = new Set(changes.map((change) => change.day));
  return nights.filter((day) => !covered.has(day));
}

/** Whether the request changes a price or the discount: a retry that sets what is there changes nothing. */
export function changesRate(input: {
  stored: ReadonlyMap<string, string>;
  changes: readonly NightPrice[];
  newDiscount: string | undefined;
  currentDiscount: string;
}): boolean {
  return (
    input.changes.some((change) => repricesNight(input.stored, change)) ||
    (input.newDiscount !== undefined && !money(input.newDiscount).eq(input.currentDiscount))
  );
}

/** Nights before today whose price changes: the desk reprices them only with a reason (an invoice may already show them). */
export function repricesPastNights(stored: ReadonlyMap<string, string>, changes: readonly NightPrice[], today: string): boolean {
  return changes.some((change) => change.day < today && repricesNight(stored, change));
}

export interface RepricedRoom {
  /** Every priced night once the change is made: the stored prices with the changed ones replaced. */
  prices: Map<string, string>;
  /** Sum of the nightly prices of the stay (unrounded, as the discount is held to it). */
  roomFee: Decimal;
  /** Room fee minus the discount, each rounded to the currency (totals.ts). */
  roomCharge: Decimal;
  /** The discount may not exceed the new room fee; the request must lower it too. */
  discountExceedsFee: boolean;
}

export function repriceRoom(
  input: { nights: readonly string[]; stored: ReadonlyMap<string, string>; changes: readonly NightPrice[]; discount: string },
  currency: string,
): RepricedRoom {
  const prices = new Map([...input.stored, ...input.changes.map((change) => [change.day, change.price] as const)]);
  const nightlyPrices = input.nights.filter((day) => prices.has(day)).map((day) => prices.get(day)!);
  const roomFee = sumMoney(nightlyPrices);
  return {
    prices,
    roomFee,
    roomCharge: roomTotals({ nightlyPrices, discount: input.discount, lines: [] }, currency).roomCharge,
    discountExceedsFee: money(input.discount).gt(roomFee),
  };
}

/** The booking's amount once one room's charge changes: a cancelled room's charge does not count (totals.ts). */
export function amountWithRoomCharge(
  booking: { amount: Decimal.Value; roomCharge: Decimal.Value; newRoomCharge: Decimal.Value },
  roomCounts: boolean,
): Decimal {
  return roomCounts ? money(booking.amount).minus(booking.roomCharge).plus(booking.newRoomCharge) : money(booking.amount);
}
