import type Decimal from "decimal.js";
import { minorUnits, money } from "./money";

/**
 * An amount as a receptionist types it ("1.200.000", "1,200,000", "950000", "12.50"), read as
 * an exact decimal. In a currency without decimals (VND) dots and commas only group thousands;
 * otherwise a comma followed by three digits groups thousands and another comma is the point.
 * Returns undefined for an empty text (nothing typed) and null for a text that is not an amount.
 */
export function parseTypedAmount(text: string, currency: string): Decimal | undefined | null {
  return parseTyped(text, minorUnits(currency) > 0);
}

/** A quantity as typed ("2", "1.5", "1,5"), read like an amount in a currency with decimals. */
export function parseTypedQuantity(text: string): Decimal | undefined | null {
  return parseTyped(text, true);
}

function parseTyped(text: string, hasDecimals: boolean): Decimal | undefined | null {
  const compact = text.trim().replace(/\s/g, "");
  if (compact === "") return undefined;
  const normalized = hasDecimals ? compact.replace(/,(?=\d{3}(\D|$))/g, "").replace(",", ".") : compact.replace(/[.,]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return money(normalized);
}

/**
 * The JSON number a request carries for an exact amount. The request schemas refuse more than
 * 15 significant digits (server/domain/json-amount.ts), below which the number turns back into
 * exactly this decimal text on the server.
 */
export function toJsonAmount(amount: Decimal): number {
  return Number(amount.toFixed());
}
