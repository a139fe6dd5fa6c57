import type { MessageKey } from "./messages";
import { parseAmount, sumAmounts, toMinor } from "./money";

// The rules of Change Booking Room Rate (spec Endpoint 4), checked in the form before sending,
// and the live preview of the new totals. The server checks them again and is the authority.

export interface RateFormInput {
  currency: string;
  nights: readonly { day: string; price: number | null }[];
  currentDiscount: number;
  /** What the receptionist typed per night (empty: keep the current price). */
  newPrices: Readonly<Record<string, string>>;
  /** Empty: keep the current discount. */
  discountText: string;
  bookingAmount: number;
  currentRoomCharge: number;
  roomCounts: boolean;
}

export interface RateFormResult {
  cellErrors: Record<string, MessageKey>;
  discountError?: MessageKey;
  newRoomFee: number;
  newRoomCharge: number;
  newBookingTotal: number;
  /** The request to send, or undefined while there are errors or nothing changed. */
  request?: { days_breakdown?: { day: string; price: number }[]; room_discount?: number };
  nothingChanged: boolean;
}

export function evaluateRateForm(input: RateFormInput): RateFormResult {
  const { currency } = input;
  const cellErrors: Record<string, MessageKey> = {};
  const changed: { day: string; price: number }[] = [];
  const prices: number[] = [];
  const noStoredPrices = input.nights.every((night) => night.price === null);

  for (const night of input.nights) {
    const parsed = parseAmount(input.newPrices[night.day] ?? "", currency);
    if (parsed === undefined) {
      if (night.price === null) cellErrors[night.day] = noStoredPrices ? "everyNightRequired" : "required";
      else prices.push(night.price);
      continue;
    }
    if (Number.isNaN(parsed) || parsed < 0) {
      cellErrors[night.day] = "notANumber";
      continue;
    }
    prices.push(parsed);
    if (night.price === null || toMinor(parsed, currency) !== toMinor(night.price, currency)) changed.push({ day: night.day, price: parsed });
  }

  const newRoomFee = sumAmounts(prices, currency);
  const discountParsed = parseAmount(input.discountText, currency);
  let discountError: MessageKey | undefined;
  let discount = input.currentDiscount;
  if (discountParsed !== undefined) {
    if (Number.isNaN(discountParsed) || discountParsed < 0) discountError = "notANumber";
    else discount = discountParsed;
  }
  if (!discountError && Object.keys(cellErrors).length === 0 && toMinor(discount, currency) > toMinor(newRoomFee, currency)) {
    discountError = "discountTooHigh";
  }
  const newRoomCharge = sumAmounts([newRoomFee, -discount], currency);
  const newBookingTotal = input.roomCounts
    ? sumAmounts([input.bookingAmount, -input.currentRoomCharge, newRoomCharge], currency)
    : input.bookingAmount;

  const discountChanged = discountParsed !== undefined && !discountError && toMinor(discount, currency) !== toMinor(input.currentDiscount, currency);
  const nothingChanged = changed.length === 0 && !discountChanged;
  const valid = Object.keys(cellErrors).length === 0 && !discountError && !nothingChanged;
  return {
    cellErrors,
    discountError,
    newRoomFee,
    newRoomCharge,
    newBookingTotal,
    nothingChanged,
    request: valid
      ? { ...(changed.length > 0 ? { days_breakdown: changed } : {}), ...(discountChanged ? { room_discount: discount } : {}) }
      : undefined,
  };
}

/**
 * The API's 422 errors put on the cells they concern: `days_breakdown.3.price` is the fourth
 * night that was sent; `days_breakdown` and `price_per_night` belong to the whole grid.
 */
export function placeRateErrors(
  errors: Readonly<Record<string, string[]>>,
  sentDays: readonly string[],
): { cells: Record<string, string>; discount?: string; grid?: string } {
  const cells: Record<string, string> = {};
  let discount: string | undefined;
  const grid: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages.join(" ");
    const night = field.match(/^days_breakdown\.(\d+)(\.|$)/);
    const day = night ? sentDays[Number(night[1])] : undefined;
    if (day) cells[day] = message;
    else if (field === "room_discount") discount = message;
    else grid.push(message);
  }
  return { cells, discount, grid: grid.length > 0 ? grid.join(" ") : undefined };
}
