import { sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { currentInstant } from "@/server/domain/clock";

// Failures on one staff user's e-mail from many clients (a distributed guess) slow every
// answer on that e-mail, and never block it: a lock there would let anyone on the internet
// lock a receptionist out. The wait comes before the password is checked, whatever the
// outcome, so an attacker cannot cut it short to learn a success early; it is a timer, so it
// costs no worker time. Below the threshold nothing waits: one client is locked by
// sign-in-throttle.ts before it gets there.

export const SLOWDOWN_AFTER_FAILURES = 10;
export const MAX_SLOWDOWN_MS = 10_000;
/** The count starts over once the e-mail has had no failure for this long. */
const QUIET_SECONDS = 15 * 60;

/** 1 s at the threshold, doubling with each failure, at most 10 s. */
export function slowdownMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 1000 * 2 ** Math.min(failures - SLOWDOWN_AFTER_FAILURES, 16));
}

function now(): Date {
  return new Date(currentInstant().epochMilliseconds);
}

/**
 * The staff user the e-mail belongs to (null for anyone else) and how long to wait before
 * checking the password. Runs the same one query for every e-mail, known or not.
 */
export async function slowdownFor(db: Queryable, email: string): Promise<{ staffUserId: string | null; delayMs: number }> {
  const [staff] = await queryRows<{ id: string; failures: number | null }>(
    db,
    sql`select u.id, f.failures from staff_users u
        left join sign_in_staff_failures f on f.staff_user_id = u.id and f.expires_at > ${now().toISOString()}::timestamptz
        where lower(u.email) = ${email}`,
  );
  return { staffUserId: staff?.id ?? null, delayMs: slowdownMs(staff?.failures ?? 0) };
}

/**
 * Counts a failure on a staff user's e-mail. For any other e-mail it writes nothing, through
 * the same one statement, so both answers cost one round trip.
 */
export async function recordStaffFailure(db: Queryable, staffUserId: string | null): Promise<void> {
  const time = now();
  const quietEnd = new Date(time.getTime() + QUIET_SECONDS * 1000).toISOString();
  await db.execute(sql`
    insert into sign_in_staff_failures (staff_user_id, failures, expires_at)
    select ${staffUserId}::uuid, 1, ${quietEnd}::timestamptz where ${staffUserId}::uuid is not null
    on conflict (staff_user_id) do update set
      failures = case when sign_in_staff_failures.expires_at <= ${time.toISOString()}::timestamptz then 1
        else sign_in_staff_failures.failures + 1 end,
      expires_at = excluded.expires_at`);
}
