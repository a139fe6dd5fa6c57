/**
 * The amount a payment form starts with: the balance due as the ledger gives it (the API's
 * decimal, written as it came, never rounded), or nothing when nothing is due (settled or
 * overpaid). The booking page's payment form and the check-out dialog both start from it.
 */
export function amountDue(balance: number): string {
  return balance > 0 ? String(balance) : "";
}
