import { getDeskSession } from "@/server/staff/get-desk-session";
import { requireDeskSession } from "@/server/staff/require-desk-session";
import { signIn, signInSchema } from "@/server/staff/sign-in";
import { signOut } from "@/server/staff/sign-out";
import { apiRoute, publicRoute } from "@/server/platform/http/api-route";
import { clientAddress } from "@/server/platform/http/client-address";
import { assertSameOrigin } from "@/server/platform/http/same-origin";
import { jsonResponse } from "@/server/platform/http/json";
import { parseBody } from "@/server/platform/http/parse-input";

// Sign-in and sign-out are better-auth's (server/platform/auth/desk-auth.ts), called server-side here,
// so the desk keeps one session API and its own checks around them.

/** An e-mail and a password: nothing an anonymous caller sends here needs more. */
const SIGN_IN_MAX_BODY_BYTES = 16 * 1024;

/** Who is signed in, and their properties. */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ db, ctx }) => getDeskSession({ db, ctx }));

/**
 * Sign in with e-mail and password. Refused when another site posts it (Origin differs):
 * a forged sign-in would put the victim in the attacker's session (login CSRF).
 */
export const POST = publicRoute(async ({ request, db }) => {
  assertSameOrigin(request);
  const input = await parseBody(signInSchema, request, SIGN_IN_MAX_BODY_BYTES);
  const { setCookies, staff } = await signIn({ db, request, input: { ...input, clientAddress: clientAddress(request) } });
  const response = jsonResponse({ success: true, data: { staff } });
  for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
  return response;
});

/** Sign out: ends the session (CSRF-checked like every state change made with it). */
export const DELETE = apiRoute({ scope: "bookings:read" }, async ({ request, db, ctx }) => {
  requireDeskSession(ctx);
  const setCookies = await signOut({ db, request });
  const response = jsonResponse({ success: true, data: null });
  for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
  return response;
});
