import { fitsAmountBound } from "@/server/domain/json-amount";
import { exceedsMinorUnits, money } from "@/server/domain/money";

/** What a Vietnamese bank transfer (VietQR, SePay) moves: đồng, whatever the notification omits. */
export const TRANSFER_CURRENCY = "VND";

/**
 * Why money in waits at the desk instead of being recorded by itself (bank_transfers.reason):
 * - `amount_has_fraction`: the amount has decimals the currency does not have (0.001 VND): no
 *   payment may hold it, so a person dismisses it (resolve-bank-transfer.ts refuses to match it);
 * - `not_property_currency`: the property keeps its books in another currency than the transfer's
 *   đồng: recording it would add đồng to dollars, so a person settles it outside and dismisses it;
 * - `amount_past_bound`: recording it would take the booking's paid total past the amount bound
 *   (server/bookings/rules/amount-bounds.ts);
 * - `no_amount`: nothing arrived (0);
 * - `reference_expired`: the content carries a reference of the property that is no longer live;
 * - `no_reference`: the content carries none of the property's references.
 */
export type UnmatchedReason =
  "amount_has_fraction" | "not_property_currency" | "amount_past_bound" | "no_amount" | "reference_expired" | "no_reference";

/** Whether `amount` (exact decimal text) has more decimals than `currency`'s minor unit (VND 0, USD 2). */
function hasFractionOfMinorUnit(amount: string, currency: string): boolean {
  return exceedsMinorUnits(amount, currency);
}

/** The reason the amount alone keeps a transfer to a property in `currency` from being recorded, or null when it may be. */
export function amountReason(amount: string, currency: string): UnmatchedReason | null {
  if (hasFractionOfMinorUnit(amount, TRANSFER_CURRENCY)) return "amount_has_fraction";
  if (currency !== TRANSFER_CURRENCY) return "not_property_currency";
  if (money(amount).lte(0)) return "no_amount";
  return fitsAmountBound(Number(amount)) ? null : "amount_past_bound";
}

/** The reasons no person may record the transfer as a payment either: it can only be dismissed. */
export const UNRECORDABLE_REASONS: readonly UnmatchedReason[] = ["amount_has_fraction", "not_property_currency"];
