import { setTimeout as pause } from "node:timers/promises";
import { APIError } from "better-auth/api";
import { z } from "zod";
import type { Database } from "@/server/platform/db/database";
import { deskAuth, hasSessionCookie } from "@/server/platform/auth/desk-auth";
import { csrfCookie } from "@/server/platform/auth/desk-cookies";
import { RateLimitedError, UnauthenticatedError } from "@/server/domain/errors";
import { refuseDemoStaffPassword } from "@/server/platform/auth/demo-credentials";
import { claimSignInAttempt, releaseSignInAttempt } from "./sign-in-throttle";
import { recordEmailFailure, signInEmailKey, slowdownFor } from "./sign-in-slowdown";
import { claimEmailFlight } from "./sign-in-in-flight";
import { withPasswordCheckSlot } from "./password-check-slots";
import { isTrustedDevice, trustedDeviceCookie } from "./trusted-device";

export const signInSchema = z.strictObject({
  email: z.string().trim().min(1, "Enter your e-mail.").max(255),
  password: z.string().min(1, "Enter your password.").max(1024),
});

/**
 * better-auth's answers that mean "these are not a staff user's e-mail and password". A password
 * longer than any staff password may be (STAFF_PASSWORD_MAX_LENGTH) is simply a wrong one.
 */
const REFUSED_CREDENTIALS = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "PASSWORD_TOO_LONG"]);

/**
 * Signs a staff user in: one guess per e-mail at a time (sign-in-in-flight.ts), refuses a
 * client that keeps failing (sign-in-throttle.ts), waits a while when the e-mail is under attack
 * from many clients (sign-in-slowdown.ts) unless this browser has signed in with it before
 * (trusted-device.ts: a lane of its own, without the wait), lets better-auth check the password
 * in one of the instance's few password-check slots (password-check-slots.ts: argon2id; for an
 * unknown e-mail better-auth hashes the password instead, with the same costs, so both answers
 * cost one argon2id run), counts a failure on the e-mail or takes back the client's attempt
 * after a success, and ends the session the browser held, if any (a sign-in never reuses one).
 * `clientAddress` is null when the app cannot know the client (server/platform/http/client-address.ts).
 * Returns the Set-Cookie lines: better-auth's session cookie, the CSRF cookie made from its
 * token, and the browser's proof that this e-mail signed in on it.
 */
export async function signIn({
  db,
  request,
  input,
}: {
  db: Database;
  request: Request;
  input: { email: string; password: string; clientAddress: string | null };
}): Promise<{ setCookies: string[]; staff: { name: string; email: string } }> {
  const email = input.email.trim().toLowerCase();
  const emailKey = signInEmailKey(email);
  const trusted = isTrustedDevice(request, email);
  // Before the client's count: a guess refused here checked no password, so it is no failure.
  const flight = claimEmailFlight(trusted ? `${emailKey}:trusted-device` : emailKey);
  try {
    await claimSignInAttempt(db, input.clientAddress);
    const delayMs = trusted ? 0 : await slowdownFor(db, emailKey);
    flight.expectWait(delayMs);
    if (delayMs > 0) await pause(delayMs);
    // Counted against the client like any wrong guess: the demo's passwords are public.
    refuseDemoStaffPassword(email, input.password);

    const auth = deskAuth(db, request);
    const signedIn = await withPasswordCheckSlot(() =>
      auth.api.signInEmail({ body: { email, password: input.password }, headers: request.headers, returnHeaders: true }),
    ).catch(async (error: unknown) => {
      if (error instanceof RateLimitedError) {
        // No password was checked: not a failure of this client.
        await releaseSignInAttempt(db, input.clientAddress);
        throw error;
      }
      if (!(error instanceof APIError) || !REFUSED_CREDENTIALS.has(String(error.body?.code))) throw error;
      await recordEmailFailure(db, emailKey);
      throw new UnauthenticatedError("E-mail or password is wrong.");
    });
    await releaseSignInAttempt(db, input.clientAddress);
    // Rotation: the cookie the request came with (if it names a session) opens nothing now.
    if (hasSessionCookie(request)) await auth.api.signOut({ headers: request.headers });

    const { user, token } = signedIn.response;
    const setCookies = [...signedIn.headers.getSetCookie(), csrfCookie(request, token), trustedDeviceCookie(request, email)];
    return { setCookies, staff: { name: user.name, email: user.email } };
  } finally {
    flight.release();
  }
}
