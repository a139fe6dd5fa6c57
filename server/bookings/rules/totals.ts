import type Decimal from "decimal.js";
import { money, roundToCurrency, sumMoney } from "@/server/domain/money";

// The totals of decisions.md ("Booking rules the spec implies"), computed from the lines,
// exactly, and rounded to the currency's minor unit.

export interface ServiceLineAmounts {
  quantity: string;
  pricePerUnit: string;
  discount: string;
}

interface ServiceTotals {
  serviceFee: Decimal;
  serviceDiscount: Decimal;
  serviceCharge: Decimal;
}

export interface RoomTotals extends ServiceTotals {
  roomFee: Decimal;
  roomCharge: Decimal;
}

/** total_price = quantity × price_per_unit. */
export function lineTotal(line: ServiceLineAmounts, currency: string): Decimal {
  return roundToCurrency(money(line.quantity).times(line.pricePerUnit), currency);
}

export function roomTotals(
  room: { nightlyPrices: readonly string[]; discount: string; lines: readonly ServiceLineAmounts[] },
  currency: string,
): RoomTotals {
  const roomFee = roundToCurrency(sumMoney(room.nightlyPrices), currency);
  const serviceFee = sumMoney(room.lines.map((line) => lineTotal(line, currency)));
  const serviceDiscount = roundToCurrency(sumMoney(room.lines.map((line) => line.discount)), currency);
  return {
    roomFee,
    roomCharge: roomFee.minus(roundToCurrency(money(room.discount), currency)),
    serviceFee,
    serviceDiscount,
    serviceCharge: serviceFee.minus(serviceDiscount),
  };
}

export interface BookingTotals extends RoomTotals {
  /** room_charge + service_charge of the rooms that are not cancelled. */
  amount: Decimal;
}

/** Whether a room's charges count in its booking's totals: every room but a cancelled one. */
export function countsInTotals(roomStatus: string): boolean {
  return roomStatus !== "cancelled";
}

export function bookingTotals(rooms: readonly { status: string; totals: RoomTotals }[]): BookingTotals {
  const counted = rooms.filter((room) => countsInTotals(room.status)).map((room) => room.totals);
  const sum = (pick: (totals: RoomTotals) => Decimal) => sumMoney(counted.map(pick));
  const roomCharge = sum((t) => t.roomCharge);
  const serviceCharge = sum((t) => t.serviceCharge);
  return {
    roomFee: sum((t) => t.roomFee),
    roomCharge,
    serviceFee: sum((t) => t.serviceFee),
    serviceDiscount: sum((t) => t.serviceDiscount),
    serviceCharge,
    amount: roomCharge.plus(serviceCharge),
  };
}

/** A payment as far as the totals care: its amount, and when it was paid (null: not paid yet). */
export interface PaymentAmount {
  amount: Decimal.Value;
  paidAt: string | null;
}

/** The sum of the payments that are paid. */
export function paidSum(payments: readonly PaymentAmount[]): Decimal {
  return sumMoney(payments.filter((payment) => payment.paidAt !== null).map((payment) => payment.amount));
}

/** Balance = amount − sum of paid payments (> 0 still due, < 0 overpaid). */
export function balanceOf(amount: Decimal.Value, payments: readonly PaymentAmount[]): Decimal {
  return money(amount).minus(paidSum(payments));
}
