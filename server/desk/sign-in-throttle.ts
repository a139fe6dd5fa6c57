import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/database";
import { signInFailures } from "@/server/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { ServiceError } from "@/server/http/errors";

// Repeated failed sign-ins for one e-mail from one client address lock that pair for a while.
// The count lives in the database, so every app instance behind a load balancer sees it.
// The address comes from a header, which a client without a proxy in front can forge, so the
// e-mail is also counted over every address ("*") with a higher limit: guessing from many
// addresses still ends in a lock, while one mistyping colleague cannot lock the others out.

export const MAX_FAILURES = 5;
export const MAX_FAILURES_ANY_ADDRESS = 20;
const ANY_ADDRESS = "*";
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
  const rows = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), inArray(signInFailures.clientAddress, [clientAddress, ANY_ADDRESS])));
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  const remaining = Math.ceil((until - now().getTime()) / 1000);
  if (remaining > 0) throw new SignInLockedError(remaining);
}

/**
 * Counts one failure in a single statement (safe under concurrent attempts): the count
 * restarts after the window or after a lock has run out, and reaching the limit locks.
 */
export async function recordFailure(db: Queryable, email: string, clientAddress: string): Promise<void> {
  await countFailure(db, email, clientAddress, MAX_FAILURES);
  await countFailure(db, email, ANY_ADDRESS, MAX_FAILURES_ANY_ADDRESS);
}

async function countFailure(db: Queryable, email: string, clientAddress: string, limit: number): Promise<void> {
  const at = now();
  const windowStart = new Date(at.getTime() - WINDOW_SECONDS * 1000);
  const lockEnd = new Date(at.getTime() + LOCK_SECONDS * 1000);
  const restart = sql`(${signInFailures.lastFailureAt} < ${windowStart.toISOString()}::timestamptz
    or ${signInFailures.lockedUntil} <= ${at.toISOString()}::timestamptz)`;
  const nextCount = sql`case when ${restart} then 1 else ${signInFailures.failures} + 1 end`;
  await db
    .insert(signInFailures)
    .values({ email, clientAddress, failures: 1, lastFailureAt: at, lockedUntil: limit <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.clientAddress],
      set: {
        failures: nextCount,
        lastFailureAt: at,
        lockedUntil: sql`case when ${nextCount} >= ${limit} then ${lockEnd.toISOString()}::timestamptz else null end`,
      },
    });
}

export async function clearFailures(db: Queryable, email: string, clientAddress: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.clientAddress, clientAddress)));
}
