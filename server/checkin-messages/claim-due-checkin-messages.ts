import { sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import type { CheckinMessageKind } from "@/server/domain/enums";

export interface ClaimedCheckinMessage {
  id: string;
  /** The claim's fencing token: only the worker holding this attempt may record its outcome. */
  attempt: number;
  kind: CheckinMessageKind;
  bookingId: string;
  propertyId: string;
  recipient: string;
  checkinLinkId: string | null;
}

/**
 * Claims up to `capacity` due messages in one short statement (its own transaction, closed
 * before any SMTP conversation starts): waiting ones whose time has come, and ones a worker
 * claimed whose lease ran out without an outcome (that worker died or hung: sent again, at
 * least once). `FOR UPDATE SKIP LOCKED` keeps two workers off the same row at the same moment;
 * the lease keeps them off it while it is sent. The time is the app's clock (tests move it).
 */
export async function claimDueCheckinMessages(
  db: Database,
  now: Temporal.Instant,
  options: { capacity: number; leaseMs: number },
): Promise<ClaimedCheckinMessage[]> {
  if (options.capacity <= 0) return [];
  const at = now.toString();
  return queryRows<ClaimedCheckinMessage>(
    db,
    sql`
      with picked as (
        select id from checkin_messages
        where status in ('scheduled', 'sending') and next_attempt_at <= ${at}::timestamptz
          and (status = 'scheduled' or locked_until <= ${at}::timestamptz)
        order by next_attempt_at, id
        limit ${options.capacity}::int
        for update skip locked
      )
      update checkin_messages m set
        status = 'sending',
        attempts = m.attempts + 1,
        locked_until = ${at}::timestamptz + make_interval(secs => ${options.leaseMs / 1000}),
        updated_at = ${at}::timestamptz
      from picked where m.id = picked.id
      returning m.id::text as id, m.attempts as attempt, m.kind, m.booking_id::text as "bookingId", m.property_id as "propertyId",
        m.recipient, m.checkin_link_id::text as "checkinLinkId"`,
  );
}
