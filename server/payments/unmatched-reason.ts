import { minorUnits, money } from "@/server/domain/money";

/**
 * Why money in waits at the desk instead of being recorded by itself (bank_transfers.reason):
 * - `amount_has_fraction`: the amount has decimals the currency does not have (0.001 VND): no
 *   payment may hold it, so a person dismisses it (resolve-bank-transfer.ts refuses to match it);
 * - `no_amount`: nothing arrived (0);
 * - `reference_expired`: the content carries a reference of the property that is no longer live;
 * - `no_reference`: the content carries none of the property's references.
 */
export const UNMATCHED_REASONS = ["amount_has_fraction", "no_amount", "reference_expired", "no_reference"] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/** Whether `amount` (exact decimal text) has more decimals than `currency`'s minor unit (VND 0, USD 2). */
export function hasFractionOfMinorUnit(amount: string, currency: string): boolean {
  return money(amount).decimalPlaces() > minorUnits(currency);
}

/** The reason the amount alone keeps a transfer from being recorded, or null when it may be. */
export function amountReason(amount: string, currency: string): UnmatchedReason | null {
  if (hasFractionOfMinorUnit(amount, currency)) return "amount_has_fraction";
  return money(amount).lte(0) ? "no_amount" : null;
}
