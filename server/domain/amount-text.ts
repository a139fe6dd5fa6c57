import type Decimal from "decimal.js";
import { minorUnits } from "./money";

/**
 * An amount written for a message a person reads (an error's text): the currency's decimals,
 * thousands grouped, the code after it ("100,000 VND", "12.50 USD"). From the exact decimal
 * text, never through a float.
 */
export function amountText(amount: Decimal, currency: string): string {
  const [whole, fraction] = amount.toFixed(minorUnits(currency)).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${fraction ? `${grouped}.${fraction}` : grouped} ${currency}`;
}
