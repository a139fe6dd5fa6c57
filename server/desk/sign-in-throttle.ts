import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/database";
import { signInFailures } from "@/server/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { ServiceError } from "@/server/http/errors";

// Repeated failed sign-ins for one e-mail from one client address lock that pair for a while.
// The count lives in the database, so every app instance behind a load balancer sees it.

export const MAX_FAILURES = 5;
export const LOCK_SECONDS = 15 * 60;
/** Failures older than this no longer count towards a lock. */
const WINDOW_SECONDS = 15 * 60;

/** 429 RATE_LIMITED (decisions.md) with Retry-After. */
export class SignInLockedError extends ServiceError {
  constructor(retryAfterSeconds: number) {
    super(429, "RATE_LIMITED", "Too many failed sign-ins. Wait before trying again.", { retry_after: retryAfterSeconds });
  }
}

function now(): Date {
  return new Date(currentInstant().epochMilliseconds);
}

/** Throws SignInLockedError while the pair is locked. */
export async function assertNotLocked(db: Queryable, email: string, clientAddress: string): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), eq(signInFailures.clientAddress, clientAddress)))
    .limit(1);
  const remaining = row?.lockedUntil ? Math.ceil((row.lockedUntil.getTime() - now().getTime()) / 1000) : 0;
  if (remaining > 0) throw new SignInLockedError(remaining);
}

/**
 * Counts one failure in a single statement (safe under concurrent attempts): the count
 * restarts after the window or after a lock has run out, and reaching the limit locks.
 */
export async function recordFailure(db: Queryable, email: string, clientAddress: string): Promise<void> {
  const at = now();
  const windowStart = new Date(at.getTime() - WINDOW_SECONDS * 1000);
  const lockEnd = new Date(at.getTime() + LOCK_SECONDS * 1000);
  const restart = sql`(${signInFailures.lastFailureAt} < ${windowStart.toISOString()}::timestamptz
    or ${signInFailures.lockedUntil} <= ${at.toISOString()}::timestamptz)`;
  const nextCount = sql`case when ${restart} then 1 else ${signInFailures.failures} + 1 end`;
  await db
    .insert(signInFailures)
    .values({ email, clientAddress, failures: 1, lastFailureAt: at, lockedUntil: MAX_FAILURES <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.clientAddress],
      set: {
        failures: nextCount,
        lastFailureAt: at,
        lockedUntil: sql`case when ${nextCount} >= ${MAX_FAILURES} then ${lockEnd.toISOString()}::timestamptz else null end`,
      },
    });
}

export async function clearFailures(db: Queryable, email: string, clientAddress: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.clientAddress, clientAddress)));
}
