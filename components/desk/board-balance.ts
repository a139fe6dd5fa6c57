import { uncoveredSurplus } from "@/server/bookings/rules/overpayment";
import { money } from "@/server/domain/money";
import type { MessageKey } from "./message-tables";

/**
 * How a Today row names its balance, as the booking page does: a merged child's is its group's
 * (the group pays, payerOf), so it says whose; otherwise still due, overpaid (or overpaid and kept as
 * the guest's credit by a manager), or settled.
 */
export function boardBalanceLabel(booking: { group_code: string | null; board: { balance: number; kept_credit: number } }): {
  key: MessageKey;
  code?: string;
} {
  if (booking.group_code) return { key: "balanceOfGroup", code: booking.group_code };
  if (booking.board.balance > 0) return { key: "balance" };
  if (booking.board.balance === 0) return { key: "settled" };
  const kept = uncoveredSurplus(money(booking.board.balance), money(booking.board.kept_credit)).isZero();
  return { key: kept ? "overpaidKept" : "overpaid" };
}
