import Decimal from "decimal.js";

/**
 * Money is exact decimal from the database (numeric, read as a string) to the JSON
 * response: it never becomes a binary floating point number on the way.
 */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });
type Money = Decimal;

const minorUnitCache = new Map<string, number>();

/** Decimals of a currency's minor unit (VND 0, USD 2), from the platform's ISO 4217 data. */
export function minorUnits(currency: string): number {
  let digits = minorUnitCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorUnitCache.set(currency, digits);
  }
  return digits;
}

/** Whether `amount` has more decimals than `currency`'s minor unit (0.5 VND, 10.001 USD): no amount of it may. */
export function exceedsMinorUnits(amount: Decimal.Value, currency: string): boolean {
  return new Money(amount).decimalPlaces() > minorUnits(currency);
}

/** What a request is told when an amount exceeds its currency's minor unit. */
export function minorUnitsMessage(currency: string): string {
  return `${currency} amounts have at most ${minorUnits(currency)} decimals.`;
}

export function money(value: Decimal.Value): Decimal {
  return new Money(value);
}

export function roundToCurrency(value: Decimal, currency: string): Decimal {
  return value.toDecimalPlaces(minorUnits(currency), Decimal.ROUND_HALF_UP);
}

export function sumMoney(values: Iterable<Decimal.Value>): Decimal {
  let total = new Money(0);
  for (const value of values) total = total.plus(value);
  return total;
}

export function isMoney(value: unknown): value is Decimal {
  return Decimal.isDecimal(value);
}
