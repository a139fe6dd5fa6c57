import { readCookie, clearedSessionCookies, sessionCookies } from "@/server/auth/desk-cookies";
import { SESSION_COOKIE } from "@/server/auth/desk-session-secrets";
import { getDb } from "@/server/db/client";
import { getDeskSession } from "@/server/desk/get-desk-session";
import { requireDeskSession } from "@/server/desk/require-desk-session";
import { signIn, signInSchema } from "@/server/desk/sign-in";
import { signOut } from "@/server/desk/sign-out";
import { apiRoute, publicRoute } from "@/server/http/api-route";
import { clientAddress } from "@/server/http/client-address";
import { assertSameOrigin } from "@/server/http/same-origin";
import { jsonResponse } from "@/server/http/json";
import { parseBody } from "@/server/http/parse-input";

/** Who is signed in, and their properties. */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ db, ctx }) => getDeskSession({ db, ctx }));

/**
 * Sign in with e-mail and password. Refused when another site posts it (Origin differs):
 * a forged sign-in would put the victim in the attacker's session (login CSRF).
 */
export const POST = publicRoute(async ({ request }) => {
  assertSameOrigin(request);
  const input = await parseBody(signInSchema, request);
  const { token, staff } = await signIn({
    db: await getDb(),
    input: { ...input, clientAddress: clientAddress(request), previousToken: readCookie(request, SESSION_COOKIE) },
  });
  const response = jsonResponse({ success: true, data: { staff: { name: staff.name, email: staff.email } } });
  for (const cookie of sessionCookies(request, token)) response.headers.append("set-cookie", cookie);
  return response;
});

/** Sign out: ends the session (CSRF-checked like every state change made with it). */
export const DELETE = apiRoute({ scope: "bookings:read" }, async ({ request, db, ctx }) => {
  requireDeskSession(ctx);
  await signOut({ db, input: { token: readCookie(request, SESSION_COOKIE)! } });
  const response = jsonResponse({ success: true, data: null });
  for (const cookie of clearedSessionCookies(request)) response.headers.append("set-cookie", cookie);
  return response;
});
