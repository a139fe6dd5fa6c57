import type { MessageKey } from "./message-tables";

/**
 * How a Today row names its balance, as the booking page does: a merged child's is its group's
 * (the group pays, payerOf), so it says whose; otherwise still due, overpaid, or settled.
 */
export function boardBalanceLabel(booking: { group_code: string | null; board: { balance: number } }): { key: MessageKey; code?: string } {
  if (booking.group_code) return { key: "balanceOfGroup", code: booking.group_code };
  if (booking.board.balance > 0) return { key: "balance" };
  return { key: booking.board.balance < 0 ? "overpaid" : "settled" };
}
