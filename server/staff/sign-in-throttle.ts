import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { signInClientFailures } from "@/server/platform/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { RateLimitedError } from "@/server/domain/errors";

// The lock on one client that keeps failing, whatever the e-mails it tries (OWASP's credential
// stuffing: many accounts, one source). It locks a client, never a staff user: failures from
// elsewhere only slow the answers on an e-mail (sign-in-slowdown.ts). The count lives in the
// database, so every app instance behind a load balancer sees it. A client is the connection's
// address, or the one TRUST_PROXY's proxies saw (server/platform/http/client-address.ts); one the
// app cannot name is not counted: as one shared "unknown" client, one attacker's failures would
// lock everybody out.

const MAX_CLIENT_FAILURES = 10;
/** Failures count within this window from the first one. */
const WINDOW_SECONDS = 15 * 60;
const LOCK_SECONDS = 15 * 60;

function now(): Date {
  return new Date(currentInstant().epochMilliseconds);
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts this attempt as a failure before the password is checked, in one statement, so that
 * concurrent attempts from one client cannot all pass the check before any failure is counted.
 * Throws RATE_LIMITED (with the wait) while the client is locked, and locks it when it has used up its
 * failures. A lock that has run out, or a window that is over, starts the count again.
 */
export async function claimSignInAttempt(db: Queryable, client: string | null): Promise<void> {
  if (client === null) return;
  const time = now();
  const windowEnd = new Date(time.getTime() + WINDOW_SECONDS * 1000);
  const lockEnd = new Date(time.getTime() + LOCK_SECONDS * 1000);
  const t = signInClientFailures;
  const locked = sql`(${t.lockedUntil} > ${at(time)})`;
  const restart = sql`(${t.lockedUntil} <= ${at(time)}
    or (${t.lockedUntil} is null and ${t.windowStartedAt} <= ${at(new Date(time.getTime() - WINDOW_SECONDS * 1000))}))`;
  const usedUp = sql`(${t.failures} >= ${MAX_CLIENT_FAILURES})`;
  const [row] = await db
    .insert(t)
    .values({ client, failures: 1, windowStartedAt: time, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: t.client,
      set: {
        failures: sql`case when ${restart} then 1 when ${locked} or ${usedUp} then ${t.failures} else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${at(time)} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${restart} then null when ${locked} then ${t.lockedUntil}
          when ${usedUp} then ${at(lockEnd)} else null end`,
        expiresAt: sql`case when ${restart} then ${at(windowEnd)} when ${locked} then ${t.expiresAt}
          when ${usedUp} then greatest(${t.expiresAt}, ${at(lockEnd)}) else ${t.expiresAt} end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  const remaining = Math.ceil(((row?.lockedUntil?.getTime() ?? 0) - time.getTime()) / 1000);
  if (remaining > 0) throw new RateLimitedError(remaining, "Too many failed sign-ins. Wait before trying again.");
}

/** Takes back the failure `claimSignInAttempt` counted, once the password proved right. */
export async function releaseSignInAttempt(db: Queryable, client: string | null): Promise<void> {
  if (client === null) return;
  await db
    .update(signInClientFailures)
    .set({ failures: sql`greatest(${signInClientFailures.failures} - 1, 0)` })
    .where(eq(signInClientFailures.client, client));
}
