import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { emptyGuest, nationalityForNewGuest, type CheckinFormValues } from "@/components/guest-form/form-values";
import type { Lang } from "@/i18n/languages";

/** The key of the guest made from the booker: fixed, so the server's render and the browser's agree. */
export const CUSTOMER_GUEST_KEY = "customer";

/**
 * The counter's form for a booking nobody has registered yet (a walk-in made in New booking a
 * moment ago): the booker's name, phone and e-mail as the first guest of the first room, its
 * primary guest, ready to be completed (a prefill only: the receptionist edits or removes it).
 * A booking with a guest anywhere is left as it is: its guests are the people, not the booker.
 */
export function withCustomerAsFirstGuest(values: CheckinFormValues, booking: CheckinBooking, lang: Lang): CheckinFormValues {
  const contact = booking.booking.customerContact;
  const [first, ...rest] = values.rooms;
  if (!contact?.name.trim() || !first || values.rooms.some((room) => room.guests.length > 0)) return values;
  const guest = {
    ...emptyGuest(CUSTOMER_GUEST_KEY, nationalityForNewGuest([], 0, lang)),
    name: contact.name,
    phone: contact.phone ?? "",
    email: contact.email ?? "",
  };
  return { ...values, rooms: [{ ...first, primaryKey: CUSTOMER_GUEST_KEY, guests: [guest] }, ...rest] };
}
