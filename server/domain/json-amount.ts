// Kept free of decimal.js for the same reason as iso-date.ts: the guest check-in form runs the
// Update Booking schema in the browser.

/** The most significant digits a JSON number may carry and still turn back into the decimal text that was sent. */
export const MAX_SIGNIFICANT_DIGITS = 15;

/** Significant digits of a number as JavaScript writes it (1200 has 2, 0.05 has 1). */
export function significantDigits(value: number): number {
  const digits = Math.abs(value).toExponential().split("e")[0]!.replace(".", "");
  return digits.replace(/0+$/, "").length;
}
