import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/server/db/database";
import { deskSessions, staffUsers } from "@/server/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { UnauthenticatedError } from "@/server/http/errors";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { SESSION_LIFETIME_SECONDS, generateSessionToken, hashSessionToken } from "@/server/auth/desk-session-secrets";
import { assertNotLocked, clearFailures, recordFailure } from "./sign-in-throttle";

export const signInSchema = z.strictObject({
  email: z.string().trim().min(1, "Enter your e-mail.").max(255),
  password: z.string().min(1, "Enter your password.").max(1024),
});

/** Verified against when the e-mail is unknown, so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/**
 * Signs a staff user in: refuses while the e-mail and address are locked, verifies the
 * argon2id hash, counts a failure or clears the count, and makes a new session (a sign-in
 * never reuses a session, and the one the browser held, if any, ends).
 * Returns the session token for the cookie; only its hash is stored.
 */
export async function signIn({
  db,
  input,
}: {
  db: Database;
  input: { email: string; password: string; clientAddress: string; previousToken?: string };
}): Promise<{ token: string; staff: { id: string; name: string; email: string } }> {
  const email = input.email.trim().toLowerCase();
  await assertNotLocked(db, email, input.clientAddress);

  const [staff] = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email))
    .limit(1);
  decoyHash ??= hashPassword("decoy password that matches no one");
  const valid = await verifyPassword(staff?.passwordHash ?? (await decoyHash), input.password);
  if (!staff || !valid) {
    await recordFailure(db, email, input.clientAddress);
    throw new UnauthenticatedError("E-mail or password is wrong.");
  }

  const token = generateSessionToken();
  const expiresAt = new Date(currentInstant().epochMilliseconds + SESSION_LIFETIME_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await clearFailures(tx, email, input.clientAddress);
    if (input.previousToken) await tx.delete(deskSessions).where(eq(deskSessions.tokenHash, hashSessionToken(input.previousToken)));
    await tx.insert(deskSessions).values({ tokenHash: hashSessionToken(token), staffUserId: staff.id, expiresAt });
  });
  return { token, staff: { id: staff.id, name: staff.name, email: staff.email } };
}
