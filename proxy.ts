import { NextResponse, type NextRequest } from "next/server";
import { errorResponse } from "@/server/platform/http/error-response";
import { UnreadableRequestError } from "@/server/domain/errors";
import { isHttps } from "@/server/platform/security/is-https";
import { requestIdOf } from "@/server/platform/http/request-id";
import { newNonce, pageContentSecurityPolicy } from "@/server/platform/security/content-security-policy";
import { isLang } from "@/i18n/languages";
import { ASKED_LANGUAGE_HEADER, GUEST_LANGUAGE_COOKIE, GUEST_PAGE_PATH_HEADER } from "@/server/i18n/guest-language";

/**
 * Runs before routing, on what `config.matcher` lets through: pages (not the API, whose static
 * headers come from next.config.js, so its hot path pays nothing here), and API paths with a
 * percent-escape.
 */
export function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  // Next.js decodes path segments after this and answers a plain-text 500 when one is not UTF-8.
  if (!isDecodable(pathname)) return unreadablePathAnswer(request, pathname);
  if (pathname.startsWith("/api/")) return NextResponse.next();

  // A page: a policy with this answer's nonce, on the request too, where Next.js reads the nonce
  // for the scripts it writes into the page.
  const guestPage = pathname === "/checkin" || pathname.startsWith("/checkin/");
  const policy = pageContentSecurityPolicy({
    nonce: newNonce(),
    development: process.env.NODE_ENV === "development",
    https: isHttps(request),
    ocrWorker: guestPage,
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  // The guest page's language (app/checkin/page-language.ts): the root layout, which writes
  // <html lang>, sees neither the query nor the path, so they go along as headers no client can set.
  headers.delete(ASKED_LANGUAGE_HEADER);
  headers.delete(GUEST_PAGE_PATH_HEADER);
  const asked = request.nextUrl.searchParams.get("lang");
  if (guestPage) {
    headers.set(GUEST_PAGE_PATH_HEADER, pathname);
    if (isLang(asked)) headers.set(ASKED_LANGUAGE_HEADER, asked);
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  // A language the address asks for is the guest's choice: later visits keep it. Not the stop
  // page's: its link speaks the e-mail's language, which may be a guess from the phone (issue 33).
  if (guestPage && isLang(asked) && !pathname.startsWith("/checkin/stop/")) {
    response.cookies.set(GUEST_LANGUAGE_COOKIE, asked, {
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure: isHttps(request),
      maxAge: 365 * 24 * 3600,
    });
  }
  return response;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** 400: the API's in the contract's envelope (BOOKING_001), a page's as a line of text. */
function unreadablePathAnswer(request: NextRequest, pathname: string): Response {
  if (pathname.startsWith("/api/"))
    return errorResponse(
      new UnreadableRequestError("The request path could not be read: a percent-escape in it is malformed or not UTF-8."),
      requestIdOf(request),
    );
  return new Response("Bad request: this address could not be read.\n", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

export const config = {
  matcher: [
    // Pages, without static assets and without prefetches (an RSC payload runs no script). The
    // ID scanner's OCR files (public/ocr) have their own policy, from next.config.js.
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|ocr/).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
    // API paths holding a percent-escape, the only ones that can fail to decode.
    "/api/:path(.*%.*)",
  ],
};
