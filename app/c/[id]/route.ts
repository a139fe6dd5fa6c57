import { isLang } from "@/i18n/languages";
import { TOO_MANY_TRIES } from "@/i18n/too-many-tries";
import { cookieValue } from "@/server/domain/cookie-header";
import { resolveShortLink } from "@/server/checkin/resolve-short-link";
import { chooseGuestLanguage, GUEST_LANGUAGE_COOKIE } from "@/server/i18n/guest-language";
import { clientAddress } from "@/server/platform/http/client-address";

// The short check-in URL of the desk's QR code: a redirect to the whole link (server/checkin/resolve-short-link.ts).
// The token goes in the fragment (`/checkin#<token>`): a browser never sends a fragment, so it
// reaches no request line, proxy log or Referer; the page moves it out of the address at once
// (app/checkin/page.tsx).

export const dynamic = "force-dynamic";

/** Any id that does not lead to a working link lands on the guest page's "not valid" message: one answer for all. */
const INVALID = "/checkin/invalid";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const lang = new URL(request.url).searchParams.get("lang");
  const query = isLang(lang) ? `?lang=${lang}` : "";
  // The token must reach neither a cache nor another site's Referer.
  const headers = { "cache-control": "no-store", "referrer-policy": "no-referrer" };
  const outcome = await resolveShortLink({ shortId: id, client: clientAddress(request) });
  if ("retryAfterSeconds" in outcome) {
    // Said in the guest's language, as the page would have been (app/checkin/page-language.ts).
    const language = await chooseGuestLanguage({
      asked: lang,
      chosen: cookieValue(request.headers.get("cookie"), GUEST_LANGUAGE_COOKIE),
      acceptLanguage: request.headers.get("accept-language"),
    });
    return new Response(`${TOO_MANY_TRIES[language]}\n`, {
      status: 429,
      headers: { ...headers, "retry-after": String(outcome.retryAfterSeconds), "content-type": "text/plain; charset=utf-8" },
    });
  }
  const location = "token" in outcome ? `/checkin${query}#${encodeURIComponent(outcome.token)}` : `${INVALID}${query}`;
  return new Response(null, { status: 303, headers: { ...headers, location } });
}
