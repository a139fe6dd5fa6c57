import { sql } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { appSecret } from "@/server/platform/security/app-secret";
import { hmacSha256 } from "@/server/platform/security/hmac";
import { currentInstant } from "@/server/domain/clock";

// Failures on one e-mail from many clients (a distributed guess) slow every answer on that
// e-mail, and never block it: a lock there would let anyone on the internet lock a
// receptionist out. Every e-mail is counted alike, a staff user's or nobody's, so the wait tells
// no attacker which e-mails belong to staff. The wait comes before the password is checked,
// whatever the outcome, so an attacker cannot cut it short to learn a success early; it is a
// timer, so it costs no worker time. It holds under concurrency because only one guess per
// e-mail is in flight at a time (sign-in-in-flight.ts). Below the threshold nothing waits: one
// client is locked by sign-in-throttle.ts before it gets there.

const SLOWDOWN_AFTER_FAILURES = 10;
const MAX_SLOWDOWN_MS = 10_000;
/** The count starts over once the e-mail has had no failure for this long. */
const QUIET_SECONDS = 15 * 60;

/** 1 s at the threshold, doubling with each failure, at most 10 s. */
function slowdownMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 1000 * 2 ** Math.min(failures - SLOWDOWN_AFTER_FAILURES, 16));
}

/**
 * What the tables and the in-flight map know an e-mail by: an HMAC of its lower-case form, so
 * no e-mail (a staff member's, or a stranger's an attacker tried) is stored.
 */
export function signInEmailKey(email: string): string {
  return hmacSha256(appSecret("sign-in-email"), email.trim().toLowerCase()).toString("base64url");
}

function now(): Date {
  return new Date(currentInstant().epochMilliseconds);
}

/** How long to wait before checking a password on this e-mail. */
export async function slowdownFor(db: Queryable, emailKey: string): Promise<number> {
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`select failures from sign_in_email_failures where email_key = ${emailKey} and expires_at > ${now().toISOString()}::timestamptz`,
  );
  return slowdownMs(row?.failures ?? 0);
}

/** Counts a failure on an e-mail, whoever's it is; the quiet quarter hour starts again. */
export async function recordEmailFailure(db: Queryable, emailKey: string): Promise<void> {
  const time = now();
  const quietEnd = new Date(time.getTime() + QUIET_SECONDS * 1000).toISOString();
  await db.execute(sql`
    insert into sign_in_email_failures (email_key, failures, expires_at)
    values (${emailKey}, 1, ${quietEnd}::timestamptz)
    on conflict (email_key) do update set
      failures = case when sign_in_email_failures.expires_at <= ${time.toISOString()}::timestamptz then 1
        else sign_in_email_failures.failures + 1 end,
      expires_at = excluded.expires_at`);
}
