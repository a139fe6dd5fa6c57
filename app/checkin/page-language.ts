import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { Lang } from "@/i18n/languages";
import { checkinBookingLanguage } from "@/server/checkin/checkin-booking-language";
import { ASKED_LANGUAGE_HEADER, chooseGuestLanguage, GUEST_LANGUAGE_COOKIE, GUEST_PAGE_PATH_HEADER } from "@/server/i18n/guest-language";
import { CHECKIN_COOKIE } from "./fragment-token";

/**
 * The language of this request's guest page, the same for the root layout's `<html lang>` and
 * for the page (React's cache: worked out once per request). The layout sees neither the
 * address's query nor its path, so proxy.ts hands both over as request headers.
 */
export const guestPageLanguage = cache(async (): Promise<Lang> => {
  const requestHeaders = await headers();
  const jar = await cookies();
  const token = checkinTokenOf(requestHeaders.get(GUEST_PAGE_PATH_HEADER), jar.get(CHECKIN_COOKIE)?.value);
  return chooseGuestLanguage({
    asked: requestHeaders.get(ASKED_LANGUAGE_HEADER),
    chosen: jar.get(GUEST_LANGUAGE_COOKIE)?.value,
    acceptLanguage: requestHeaders.get("accept-language"),
    booking: async () => (token ? await checkinBookingLanguage({ token }) : undefined),
  });
});

/** Whether this request is for a guest page (proxy.ts marks those). */
export async function isGuestPageRequest(): Promise<boolean> {
  return (await headers()).has(GUEST_PAGE_PATH_HEADER);
}

/** The link's token: in the path (`/checkin/<token>`) or, for `/checkin`, in the short link's cookie. */
function checkinTokenOf(path: string | null, cookie: string | undefined): string | undefined {
  const inPath = path?.startsWith("/checkin/") ? path.slice("/checkin/".length) : undefined;
  const raw = inPath || cookie;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
