import type Decimal from "decimal.js";
import type { ChangeRoomRateRequest } from "@/server/bookings/room-operation-schemas";
import {
  amountWithRoomCharge,
  repriceRoom,
  repricesNight,
  repricesPastNights,
  unpricedNights,
  type NightPrice,
} from "@/server/bookings/rules/room-rate";
import type { RoomLedger } from "@/server/desk/get-booking-ledger";
import { money } from "@/server/domain/money";
import { parseTypedAmount, toJsonAmount } from "@/server/domain/typed-amount";
import type { MessageKey } from "./message-tables";
import type { FieldOf } from "./request-form";

// The rate dialog's values as Change Booking Room Rate's request (spec Endpoint 4), with the
// rules of server/bookings/rules/room-rate.ts said on the fields they concern, and the preview
// of the new totals from the same rules. The desk keeps only the reading of what was typed.

/** What the receptionist typed: a new price per night (in the order of the room's nights; empty keeps it), the discount (empty keeps it), the reason. */
export interface RateFormValues {
  prices: string[];
  discount: string;
  reason: string;
}

export interface RateContext {
  room: Pick<RoomLedger, "nights" | "discount" | "room_charge">;
  currency: string;
  bookingAmount: number;
  /** Whether the room's charge counts in the booking's amount (not a cancelled room). */
  roomCounts: boolean;
  /** Today at the property: nights before it are repriced only with a reason. */
  today: string;
}

export interface RateEvaluation {
  /** Form field → what the rules say is wrong with it. */
  problems: Record<string, MessageKey>;
  /** The request to send (only the nights whose price changes; the discount if it changes). */
  request: ChangeRoomRateRequest;
  nothingChanged: boolean;
  newRoomCharge: Decimal;
  newBookingTotal: Decimal;
}

export function evaluateRateForm(values: RateFormValues, context: RateContext): RateEvaluation {
  const { room, currency } = context;
  const nights = room.nights.map((night) => night.day);
  const stored = new Map(room.nights.flatMap((night) => (night.price === null ? [] : [[night.day, String(night.price)] as const])));
  const problems: Record<string, MessageKey> = {};

  const typed: NightPrice[] = [];
  room.nights.forEach((night, index) => {
    const price = parseTypedAmount(values.prices[index] ?? "", currency);
    if (price === undefined) return;
    if (price === null || price.isNegative()) problems[`prices.${index}`] = "notANumber";
    else typed.push({ day: night.day, price: price.toFixed() });
  });
  for (const day of unpricedNights(nights, stored, typed)) problems[`prices.${nights.indexOf(day)}`] ??= "everyNightRequired";
  const changes = typed.filter((night) => repricesNight(stored, night));

  const typedDiscount = parseTypedAmount(values.discount, currency);
  if (typedDiscount === null || typedDiscount?.isNegative()) problems.discount = "notANumber";
  const discount = typedDiscount && !problems.discount ? typedDiscount.toFixed() : String(room.discount);
  const repriced = repriceRoom({ nights, stored, changes: typed, discount }, currency);
  if (repriced.discountExceedsFee && Object.keys(problems).length === 0) problems.discount = "discountTooHigh";
  const discountChanges = typedDiscount !== undefined && !problems.discount && !money(discount).eq(room.discount);

  const reason = values.reason.trim() || null;
  if (!reason && repricesPastNights(stored, changes, context.today)) problems.reason = "required";

  return {
    problems,
    request: {
      ...(changes.length > 0
        ? { days_breakdown: changes.map((night) => ({ day: night.day, price: toJsonAmount(money(night.price)) })) }
        : {}),
      ...(discountChanges ? { room_discount: toJsonAmount(money(discount)) } : {}),
      reason,
    },
    nothingChanged: changes.length === 0 && !discountChanges,
    newRoomCharge: repriced.roomCharge,
    newBookingTotal: amountWithRoomCharge(
      { amount: context.bookingAmount, roomCharge: room.room_charge, newRoomCharge: repriced.roomCharge },
      context.roomCounts,
    ),
  };
}

/**
 * Where a field of the request sent is typed: `days_breakdown.3.price` is the fourth night that
 * was sent, put on that night's cell; `days_breakdown` and `price_per_night` belong to the
 * whole grid (undefined: said above the buttons).
 */
export function rateFieldOf(sent: ChangeRoomRateRequest, nights: readonly { day: string }[]): FieldOf {
  return (path) => {
    if (path === "room_discount") return "discount";
    if (path === "reason") return "reason";
    const night = path.match(/^days_breakdown\.(\d+)(\.|$)/);
    const day = night ? sent.days_breakdown?.[Number(night[1])]?.day : undefined;
    const index = day ? nights.findIndex((candidate) => candidate.day === day) : -1;
    return index >= 0 ? `prices.${index}` : undefined;
  };
}
