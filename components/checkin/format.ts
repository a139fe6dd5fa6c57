import { calendarDaysBetween } from "@/server/domain/calendar-days";

// The guest page's dates and money come from the one formatter of the guest page and the desk.
export { formatDate, formatMoney } from "@/components/i18n/format";

/** The nights of a stay; 0 for a day use (check-out on the arrival day). */
export function nightsBetween(checkinDate: string, checkoutDate: string): number {
  return Math.max(0, calendarDaysBetween(checkinDate, checkoutDate));
}
