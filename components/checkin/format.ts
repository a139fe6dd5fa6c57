// The guest page's dates and money come from the one formatter of the guest page and the desk.
export { formatDate, formatMoney } from "@/components/i18n/format";

/** The nights of a stay; 0 for a day use (check-out on the arrival day). */
export function nightsBetween(checkinDate: string, checkoutDate: string): number {
  const nights = Math.round((Date.parse(`${checkoutDate}T00:00:00Z`) - Date.parse(`${checkinDate}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, nights);
}
