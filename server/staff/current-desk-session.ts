import { deskSessionContext } from "@/server/platform/auth/desk-session-context";
import { getDb } from "@/server/platform/db/client";
import { UnauthenticatedError } from "@/server/domain/errors";
import { getDeskSession } from "./get-desk-session";

/**
 * For the desk's server-rendered layouts: the signed-in staff user and their properties from
 * the Cookie header, or undefined when there is no live session (the page then sends the
 * browser to sign in). Reading a page is a GET, so no CSRF token is involved. The page's own
 * headers are passed on whole: with the cookie, X-Forwarded-Proto says whether the session
 * cookie has its HTTPS name.
 */
export async function currentDeskSession(pageHeaders: Headers) {
  const db = await getDb();
  try {
    const ctx = await deskSessionContext(db, new Request("http://desk.local/desk", { headers: pageHeaders }));
    return ctx ? await getDeskSession({ db, ctx }) : undefined;
  } catch (error) {
    if (error instanceof UnauthenticatedError) return undefined;
    throw error;
  }
}
