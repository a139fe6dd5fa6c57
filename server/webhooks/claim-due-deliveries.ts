import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import type { DispatchSettings } from "./dispatch-settings";
import { webhookOwnerMayRead } from "./webhook-owner-may-read";

export interface ClaimedDelivery {
  id: string;
  attempt: number;
  webhook_id: string;
  url: string;
  /** As stored: encrypted, or plaintext from before encryption (webhook-secret.ts opens both). */
  secret: string;
  previous_secret: string | null;
  body: string;
}

const REFUSED_DISABLED = "not sent: the endpoint is disabled";
const REFUSED_OWNER = "not sent: the API key that registered this webhook was revoked or may no longer read this property's bookings";

/**
 * Claims at most `capacity` due deliveries in one statement, fairly: each endpoint's earliest
 * first, at most `perEndpoint` in flight per endpoint (its leases not yet expired count, so a
 * slow endpoint keeps its places busy and no more), and the endpoints' first deliveries before
 * anyone's second (the window function's `place`), so one endpoint's backlog cannot fill a
 * claim. The endpoints with something pending are found by a skip scan of the pending index
 * (one probe per endpoint), and each gives at most `perEndpoint` candidates, so a backlog of
 * any size costs a claim a few index probes, not a pass over the backlog.
 *
 * `FOR UPDATE SKIP LOCKED` keeps two dispatchers from picking the same row at the same moment;
 * the lease (`locked_until`) keeps the others off it while it is being sent, and the
 * incremented `attempts` is the claim's fencing token. A dispatcher that dies mid-send loses
 * its lease, and the delivery is retried (at least once). Two dispatchers claiming at the same
 * instant may each fill an endpoint's free places, so its bound is per dispatcher at worst.
 *
 * A due delivery whose endpoint was disabled or whose owner key lost its access is failed
 * here, unsent, with the reason. The body is the outbox's JSON text as stored: no amount goes
 * through a JS number.
 */
export async function claimDueDeliveries(db: Database, settings: DispatchSettings, capacity: number): Promise<ClaimedDelivery[]> {
  if (capacity <= 0) return [];
  return queryRows<ClaimedDelivery>(
    db,
    sql`
      with recursive endpoints as (
        (select webhook_id from webhook_deliveries where status = 'pending' order by webhook_id limit 1)
        union all
        select (
          select d.webhook_id from webhook_deliveries d
          where d.status = 'pending' and d.webhook_id > e.webhook_id order by d.webhook_id limit 1
        ) from endpoints e where e.webhook_id is not null
      ), due as (
        select c.id, c.webhook_id, c.next_attempt_at,
          row_number() over (partition by c.webhook_id order by c.next_attempt_at, c.id) as place
        from endpoints e
        cross join lateral (
          select d.id, d.webhook_id, d.next_attempt_at from webhook_deliveries d
          where d.webhook_id = e.webhook_id and d.status = 'pending' and d.next_attempt_at <= now()
            and (d.locked_until is null or d.locked_until <= now())
          order by d.next_attempt_at, d.id
          limit ${settings.perEndpoint}::int
        ) c
        where e.webhook_id is not null
      ), room as (
        select e.webhook_id, ${settings.perEndpoint}::int - (
            select count(*) from webhook_deliveries l
            where l.webhook_id = e.webhook_id and l.status = 'pending' and l.locked_until > now()
          ) as free
        from (select distinct webhook_id from due) e
      ), picked as (
        select d.id from webhook_deliveries d
        join due on due.id = d.id
        join room on room.webhook_id = due.webhook_id
        where due.place <= room.free
          and d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until <= now())
        order by due.place, due.next_attempt_at
        limit ${capacity}::int
        for update of d skip locked
      ), judged as (
        select p.id, case
            when w.disabled_at is not null then ${REFUSED_DISABLED}::text
            when not ${webhookOwnerMayRead("w")} then ${REFUSED_OWNER}::text
          end as refusal
        from picked p
        join webhook_deliveries d on d.id = p.id
        join webhooks w on w.id = d.webhook_id
      ), claimed as (
        update webhook_deliveries d set
          attempts = case when j.refusal is null then d.attempts + 1 else d.attempts end,
          locked_until = case when j.refusal is null then now() + make_interval(secs => ${settings.leaseMs / 1000}) end,
          status = case when j.refusal is null then 'pending' else 'failed' end,
          last_error = coalesce(j.refusal, d.last_error)
        from judged j where d.id = j.id
        returning d.id, d.attempts, d.event_id, d.webhook_id, j.refusal
      )
      select c.id::text as id, c.attempts as attempt, c.webhook_id::text as webhook_id, w.url, w.secret,
        case when w.previous_secret_expires_at > now() then w.previous_secret end as previous_secret,
        e.payload::text as body
      from claimed c
      join webhooks w on w.id = c.webhook_id
      join outbox_events e on e.id = c.event_id
      where c.refusal is null`,
  );
}
