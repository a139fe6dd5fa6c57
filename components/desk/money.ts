// Preview arithmetic of money on the desk (amounts are displayed by components/i18n/format.ts). Amounts are added in integer minor
// units (VND 0 decimals, USD 2), so a preview of 10.10 + 20.20 shows 30.30, not 30.299999.
// The server stays the authority: every change is recomputed there with exact decimals.

export function minorUnits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorUnits(currency));
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorUnits(currency);
}

export function sumAmounts(amounts: readonly number[], currency: string): number {
  return fromMinor(amounts.reduce((sum, amount) => sum + toMinor(amount, currency), 0), currency);
}

/** Parses what a receptionist types: "1.200.000", "1,200,000", "950000", "12.50". */
export function parseAmount(text: string, currency: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, "");
  if (trimmed === "") return undefined;
  let normalized = trimmed;
  if (minorUnits(currency) === 0) normalized = trimmed.replace(/[.,]/g, "");
  else normalized = trimmed.replace(/,(?=\d{3}(\D|$))/g, "").replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}
