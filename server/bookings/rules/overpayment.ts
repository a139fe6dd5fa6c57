import type Decimal from "decimal.js";
import { money, sumMoney } from "@/server/domain/money";

// An overpaid stay (docs/choices.md, "An overpaid stay can still leave"): the balance stays
// what it is (amount − paid, negative), and what was paid over is either given back (a refund,
// a negative payment that brings the balance toward 0) or kept by a manager as the guest's
// credit (kept_overpayments). Pure: the server's check-out and the desk's previews read it alike.

/** What managers have kept as credit: the sum of the payer's kept overpayments. */
export function keptSum(kept: readonly { amount: Decimal.Value }[]): Decimal {
  return sumMoney(kept.map((line) => line.amount));
}

/** What was paid over the amount: −balance when the balance is negative, else 0. */
export function overpaidBy(balance: Decimal): Decimal {
  return balance.lt(0) ? balance.negated() : money(0);
}

/** What of the overpayment is neither refunded nor kept as credit: what a check-out still waits on. */
export function uncoveredSurplus(balance: Decimal, kept: Decimal): Decimal {
  const left = overpaidBy(balance).minus(kept);
  return left.gt(0) ? left : money(0);
}

/**
 * Whether the full-payment rule of check-out is met: nothing is due, and every unit paid over
 * is refunded or kept on record as the guest's credit.
 */
export function paidInFullForCheckout(balance: Decimal, kept: Decimal): boolean {
  return balance.lte(0) && uncoveredSurplus(balance, kept).isZero();
}
