import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { CheckinPage, checkinMetadata } from "./checkin-page";
import { guestPageLanguage } from "./page-language";
import { CHECKIN_COOKIE, moveTokenFromFragment } from "./fragment-token";

// Where the short link's redirect lands: `/checkin#<token>` (app/c/[id]/route.ts). The token is
// in the fragment, which no request carries; the script below takes it out of the address at once
// (history.replaceState) and into a cookie of this page's path, and loads the page again, now
// rendered on the server from the cookie like `/checkin/<token>`: the summary reads before any
// JavaScript arrives and the page costs the phone no JavaScript beyond that script
// (docs/checkin.md, "The short link"). A reload, the language switch and the refresh after a
// save all carry the cookie.

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return checkinMetadata();
}

export default async function CheckinFromFragmentPage() {
  const stored = (await cookies()).get(CHECKIN_COOKIE)?.value;
  const nonce = /'nonce-([^']+)'/.exec((await headers()).get("content-security-policy") ?? "")?.[1];
  // First in <main>: when the address holds a token it runs before the rest is drawn, and wins
  // over the cookie of an earlier link.
  const script = <script nonce={nonce} dangerouslySetInnerHTML={{ __html: moveTokenFromFragment }} />;
  return <CheckinPage token={stored || undefined} lang={await guestPageLanguage()} before={script} />;
}
