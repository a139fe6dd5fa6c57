import type { Lang } from "@/i18n/languages";
import { pageLanguageOfBooking } from "@/server/domain/language-tag";
import { languageOfCountry } from "@/server/i18n/guest-language";

/**
 * The language the registration card speaks to its guests beside Vietnamese, until the desk
 * picks another: the booking's own (Create Booking's customer.language, as the channel or the
 * desk wrote it; the guest's e-mails speak it too), else that of the booking's primary guest's
 * country (the first room's first), else of the first guest whose country is known, else
 * English, which a visitor reads sooner than Vietnamese. Vietnamese for a Vietnamese guest: the
 * card then prints Vietnamese alone.
 */
export function cardGuestLanguage(
  guests: readonly { isPrimaryGuest: boolean; country: string | null }[],
  bookingLanguage: string | null = null,
): Lang {
  const spoken = pageLanguageOfBooking(bookingLanguage);
  if (spoken) return spoken;
  const primary = guests.find((guest) => guest.isPrimaryGuest && guest.country) ?? guests.find((guest) => guest.country);
  return languageOfCountry(primary?.country) ?? "en";
}
