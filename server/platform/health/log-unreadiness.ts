import { logger } from "@/server/platform/observability/logger";
import type { Readiness } from "./check-readiness";

// /api/ready is public (load balancers call it unauthenticated), so its answer is only ready or
// not; why an instance is not ready goes to the log, for the operator. A load balancer asks every
// few seconds: the same reason is written when it first appears and then at most once a minute,
// a new reason at once, and the recovery once.

const REPEAT_AFTER_MS = 60_000;
let last: { reason: string; at: number } | undefined;

/** The reason in words an operator can act on; each part names what is wrong, never a secret's value. */
function unreadinessReason(readiness: Readiness): string {
  const parts = [...readiness.configuration.problems];
  if (readiness.database === "unreachable") parts.push("the database cannot be reached");
  else if ((readiness.migrations.applied ?? 0) < readiness.migrations.expected) {
    parts.push(`the database holds ${readiness.migrations.applied} of this build's ${readiness.migrations.expected} migrations`);
  }
  return parts.join("; ");
}

export function logUnreadiness(readiness: Readiness, now = Date.now()): void {
  if (readiness.ready) {
    if (last) logger.info("ready again: the configuration is complete and the database reachable and migrated");
    last = undefined;
    return;
  }
  const reason = unreadinessReason(readiness);
  if (last && last.reason === reason && now - last.at < REPEAT_AFTER_MS) return;
  last = { reason, at: now };
  logger.warn({ database: readiness.database, migrations: readiness.migrations }, `not ready: ${reason}`);
}
