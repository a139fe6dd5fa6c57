import type Decimal from "decimal.js";
import { AMOUNT_DIGITS } from "@/server/domain/json-amount";
import { money } from "@/server/domain/money";
import {
  balanceOf,
  bookingTotals,
  lineTotal,
  paidSum,
  roomTotals,
  type PaymentAmount,
  type RoomTotals,
  type ServiceLineAmounts,
} from "./totals";

// The bound on a booking's money (server/domain/json-amount.ts, AMOUNT_DIGITS, says why 10^12):
// every figure a booking's answer shows, and every figure summed over it, stays below it. A
// request whose change would take one past it is refused on the field that sent the change,
// before anything is written, so no insert overflows a money column (a 500) and no answer
// carries a number a JSON reader cannot hold exactly. Pure, for the server and the desk alike.

/** 10^12: the first amount that no longer fits. */
export const AMOUNT_BOUND: Decimal = money(10).pow(AMOUNT_DIGITS);

/** True when `value` is below the bound, on either side of zero. */
export function fitsAmountBound(value: Decimal.Value): boolean {
  return money(value).abs().lt(AMOUNT_BOUND);
}

/** A booking's money as the totals see it: its rooms (priced nights, discount, service lines) and its payments. */
export interface BookingAmounts {
  rooms: readonly { status: string; nightlyPrices: readonly string[]; discount: string; lines: readonly ServiceLineAmounts[] }[];
  payments: readonly PaymentAmount[];
}

/** A figure past the bound, named as an answer names it. */
export interface FigureOverBound {
  figure: string;
  value: Decimal;
}

/**
 * The first figure of the booking that does not fit, undefined when every one does: the
 * booking's totals (amount, room and service fees and charges), what it has been paid and its
 * balance, then each room's totals (a cancelled room's too: the cancel answer shows them), then
 * each service line's total_price.
 */
export function amountOverBound(booking: BookingAmounts, currency: string): FigureOverBound | undefined {
  const rooms = booking.rooms.map((room) => ({ status: room.status, totals: roomTotals(room, currency) }));
  const totals = bookingTotals(rooms);
  const figures: [string, Decimal][] = [
    ["the booking's amount", totals.amount],
    ...totalsFigures("the booking's", totals),
    ["the sum of its paid payments", paidSum(booking.payments)],
    ["its balance", balanceOf(totals.amount, booking.payments)],
    ...rooms.flatMap((room, index) => totalsFigures(`room ${index + 1}'s`, room.totals)),
    ...booking.rooms.flatMap((room, index) =>
      room.lines.map((line): [string, Decimal] => [`a service total_price of room ${index + 1}`, lineTotal(line, currency)]),
    ),
  ];
  const over = figures.find(([, value]) => !fitsAmountBound(value));
  return over && { figure: over[0], value: over[1] };
}

function totalsFigures(owner: string, totals: RoomTotals): [string, Decimal][] {
  return [
    [`${owner} room_fee`, totals.roomFee],
    [`${owner} room_charge`, totals.roomCharge],
    [`${owner} service_fee`, totals.serviceFee],
    [`${owner} service_discount`, totals.serviceDiscount],
    [`${owner} service_charge`, totals.serviceCharge],
  ];
}

/** The refusal's words: which figure, what it would be, and the bound. */
export function amountBoundMessage(over: FigureOverBound): string {
  const figure = over.figure.charAt(0).toUpperCase() + over.figure.slice(1);
  return `${figure} would be ${over.value.toFixed()}: every amount of a booking (prices, totals, payments, the balance) stays below 1,000,000,000,000 (10^${AMOUNT_DIGITS}).`;
}
