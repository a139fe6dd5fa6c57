import { APIError } from "better-auth/api";
import { z } from "zod";
import type { Database } from "@/server/db/database";
import { deskAuth, hasSessionCookie } from "@/server/auth/desk-auth";
import { UnauthenticatedError } from "@/server/http/errors";
import { refuseDemoStaffPassword } from "@/server/security/demo-credentials";
import { assertNotLocked, clearFailures, recordFailure } from "./sign-in-throttle";

export const signInSchema = z.strictObject({
  email: z.string().trim().min(1, "Enter your e-mail.").max(255),
  password: z.string().min(1, "Enter your password.").max(1024),
});

/** better-auth's answers that mean "these are not a staff user's e-mail and password". */
const REFUSED_CREDENTIALS = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL"]);

/**
 * Signs a staff user in: refuses while the e-mail and address are locked, lets better-auth
 * check the password (argon2id; an unknown e-mail costs a hash too, so both answers take as
 * long) and make the session, counts a failure or clears the count, and ends the session the
 * browser held, if any (a sign-in never reuses a session).
 * Returns better-auth's Set-Cookie lines and the session token (for the CSRF token).
 */
export async function signIn({
  db,
  request,
  input,
}: {
  db: Database;
  request: Request;
  input: { email: string; password: string; clientAddress: string };
}): Promise<{ token: string; setCookies: string[]; staff: { name: string; email: string } }> {
  const email = input.email.trim().toLowerCase();
  await assertNotLocked(db, email, input.clientAddress);
  refuseDemoStaffPassword(email, input.password);

  const auth = deskAuth(db, request);
  const signedIn = await auth.api
    .signInEmail({ body: { email, password: input.password }, headers: request.headers, returnHeaders: true })
    .catch(async (error: unknown) => {
      if (!(error instanceof APIError) || !REFUSED_CREDENTIALS.has(String(error.body?.code))) throw error;
      await recordFailure(db, email, input.clientAddress);
      throw new UnauthenticatedError("E-mail or password is wrong.");
    });
  await clearFailures(db, email, input.clientAddress);
  // Rotation: the cookie the request came with (if it names a session) opens nothing now.
  if (hasSessionCookie(request)) await auth.api.signOut({ headers: request.headers });

  const { user, token } = signedIn.response;
  return { token, setCookies: signedIn.headers.getSetCookie(), staff: { name: user.name, email: user.email } };
}
