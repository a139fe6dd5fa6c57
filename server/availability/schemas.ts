import { z } from "zod";
import { daysBetween, isIsoDate } from "@/server/domain/dates";

// Query parameters of the two availability searches (spec Endpoints 6 and 7). A rule about
// the order or span of the two dates is keyed on checkout_date (decisions.md).

export const MAX_STAY_NIGHTS = 30;

const date = (name: string) =>
  z.string({ error: `${name} is required (YYYY-MM-DD).` }).refine(isIsoDate, `${name} must be a real date written YYYY-MM-DD.`);

const occupancy = z
  .string()
  .regex(/^\d{1,3}$/, "Use a whole number of 0 or more.")
  .transform(Number)
  .optional();

/** Both searches: check-out after check-in (so the dates differ), at most 30 nights. */
function stayRules(query: { checkin_date: string; checkout_date: string }, check: z.RefinementCtx) {
  if (!isIsoDate(query.checkin_date) || !isIsoDate(query.checkout_date)) return;
  const nights = daysBetween(query.checkin_date, query.checkout_date);
  if (nights <= 0) {
    const message = nights === 0 ? "checkout_date must differ from checkin_date." : "checkout_date must be after checkin_date.";
    check.addIssue({ code: "custom", path: ["checkout_date"], message });
  } else if (nights > MAX_STAY_NIGHTS) {
    check.addIssue({ code: "custom", path: ["checkout_date"], message: `A stay is at most ${MAX_STAY_NIGHTS} days.` });
  }
}

/** Search Room Type. Occupancy filters come under two names each; the `occ_` one wins when both are sent. */
export const searchRoomTypesQuerySchema = z
  .object({
    checkin_date: date("checkin_date"),
    checkout_date: date("checkout_date"),
    room_type_id: z.uuid("room_type_id must be a UUID.").optional(),
    occ_adults: occupancy,
    occupancy_adults: occupancy,
    occ_children: occupancy,
    occupancy_children: occupancy,
    occ_infant: occupancy,
    occupancy_infant: occupancy,
  })
  .superRefine(stayRules)
  .transform((query) => ({
    checkinDate: query.checkin_date,
    checkoutDate: query.checkout_date,
    roomTypeId: query.room_type_id,
    adults: query.occ_adults ?? query.occupancy_adults,
    children: query.occ_children ?? query.occupancy_children,
    infants: query.occ_infant ?? query.occupancy_infant,
  }));

export type SearchRoomTypesQuery = z.output<typeof searchRoomTypesQuerySchema>;

/** Search Properties. */
export const searchPropertiesQuerySchema = z
  .object({ checkin_date: date("checkin_date"), checkout_date: date("checkout_date") })
  .superRefine(stayRules)
  .transform((query) => ({ checkinDate: query.checkin_date, checkoutDate: query.checkout_date }));
