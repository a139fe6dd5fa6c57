// Kept free of decimal.js for the same reason as iso-date.ts: the guest check-in form runs the
// Update Booking schema in the browser.

/** The most significant digits a JSON number may carry and still turn back into the decimal text that was sent. */
export const MAX_SIGNIFICANT_DIGITS = 15;

/** A number's significant digits without trailing zeros, and its exponent: 0.05 is ["5", -2]. */
function digitsOf(value: number): [string, number] {
  const [mantissa, exponent] = Math.abs(value).toExponential().split("e");
  return [mantissa!.replace(".", "").replace(/0+$/, ""), Number(exponent)];
}

/** Significant digits of a number as JavaScript writes it (1200 has 2, 0.05 has 1). */
export function significantDigits(value: number): number {
  return digitsOf(value)[0].length;
}

/** Decimals of a number as JavaScript writes it (0.05 has 2, 1e-7 has 7, 1200 has 0). */
export function decimalPlaces(value: number): number {
  const [digits, exponent] = digitsOf(value);
  return Math.max(0, digits.length - 1 - exponent);
}

/** A `numeric(precision, scale)` column (server/platform/db/schema): what the database can hold exactly. */
export interface NumericColumn {
  precision: number;
  scale: number;
}

/** Every money column: four decimals hold every ISO 4217 minor unit (at most 3) with room for unit prices. */
export const MONEY_COLUMN: NumericColumn = { precision: 18, scale: 4 };
/** Service line quantities. */
export const QUANTITY_COLUMN: NumericColumn = { precision: 12, scale: 3 };

/**
 * True when `value` has no more digits before the point than `column` holds. Past that the
 * database refuses the whole statement (numeric field overflow), so the request must be
 * refused first, on its own field.
 */
export function fitsColumnRange(value: number, column: NumericColumn): boolean {
  return Math.abs(value) < 10 ** (column.precision - column.scale);
}

export function columnRangeMessage(column: NumericColumn): string {
  return `At most ${column.precision - column.scale} digits before the decimal point.`;
}

/**
 * Every amount of a booking stays below 10^12 (one trillion): each price, payment and request
 * for money, and every figure summed or multiplied from them (a line's total, a room's fees, the
 * booking's amount, what was paid, the balance). Twelve digits before the point and the three
 * decimals of the finest ISO 4217 currency (KWD; USD has 2, VND 0) make 15 significant digits,
 * which a JSON number carries exactly (MAX_SIGNIFICANT_DIGITS), and numeric(18,4) holds such a
 * figure with a hundredfold to spare for the sums the database makes of them. The rules that
 * apply it to a booking's figures are in server/bookings/rules/amount-bounds.ts.
 */
export const AMOUNT_DIGITS = 12;

/** True when a JSON amount is below the bound (AMOUNT_DIGITS); a sum of them is checked where it is made. */
export function fitsAmountBound(value: number): boolean {
  return Math.abs(value) < 10 ** AMOUNT_DIGITS;
}

export const AMOUNT_BOUND_MESSAGE = `Amounts stay below 1,000,000,000,000 (10^${AMOUNT_DIGITS}).`;
