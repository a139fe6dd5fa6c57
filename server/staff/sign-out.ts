import type { Database } from "@/server/platform/db/database";
import { deskAuth } from "@/server/platform/auth/desk-auth";
import { clearedCsrfCookie } from "@/server/platform/auth/desk-cookies";

/**
 * Ends the session of this request's cookie (better-auth deletes its row, so the cookie opens
 * nothing even if kept) and returns the Set-Cookie lines that clear it and its CSRF cookie.
 */
export async function signOut({ db, request }: { db: Database; request: Request }): Promise<string[]> {
  const { headers } = await deskAuth(db, request).api.signOut({ headers: request.headers, returnHeaders: true });
  return [...headers.getSetCookie(), clearedCsrfCookie(request)];
}
