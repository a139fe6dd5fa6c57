import type Decimal from "decimal.js";
import { ValidationError } from "@/server/domain/errors";
import { amountText } from "@/server/domain/amount-text";
import { money } from "@/server/domain/money";

/**
 * What a payment request may ask: never more than is owed (docs/choices.md, "Payment requests
 * ask only for what is owed"). `due` is the balance of the booking that pays (amount − paid, the
 * figure check-out asks for). Without a named amount the request asks all of it; a named amount
 * is a part of it (a deposit before arrival, a part payment at the counter), at most all of it.
 * Before arrival the balance due is the whole stay less what was paid, so a deposit bounded by
 * the stay's total and one bounded by the balance are the same bound: one rule serves both.
 * Nothing due (or an overpaid booking) asks nothing, whatever amount is named.
 */
export function requestableAmount(due: Decimal, asked: string | undefined, currency: string): Decimal {
  if (due.lt(0)) {
    throw ValidationError.field(
      "amount",
      `Nothing is due: the booking is overpaid by ${amountText(due.negated(), currency)}. Record a refund instead.`,
    );
  }
  if (due.isZero()) throw ValidationError.field("amount", "Nothing is due on this booking: it is fully paid.");
  if (asked === undefined) return due;
  const amount = money(asked);
  if (amount.gt(due)) {
    throw ValidationError.field(
      "amount",
      `At most the balance due, ${amountText(due, currency)}: a request never asks for more than is owed.`,
    );
  }
  return amount;
}
