// Money on the desk is only shown here: its arithmetic is the server's, exact decimals in
// server/domain (money.ts, typed-amount.ts) and the rules of server/bookings/rules.

export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === "vi" ? "vi-VN" : "en-US", { style: "currency", currency }).format(amount);
}
