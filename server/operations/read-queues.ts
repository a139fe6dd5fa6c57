import type { Temporal } from "temporal-polyfill";
import type { Queryable } from "@/server/platform/db/database";
import { webhookDeliveryBacklog, type Backlog } from "@/server/webhooks/delivery-backlog";
import { checkinEmailBacklog } from "@/server/checkin-messages/email-backlog";
import { unmatchedTransfers, type UnmatchedTransfers } from "@/server/payments/unmatched-transfers-backlog";
import { undeclaredToday, type UndeclaredToday } from "@/server/desk/guest-register/undeclared-today";

/** The queues an operator watches, read from the database: the same for every instance. */
export interface Queues {
  webhooks: Backlog;
  checkinEmails: Backlog;
  unmatchedTransfers: UnmatchedTransfers;
  undeclaredToday: UndeclaredToday[];
}

/** One read of every queue, for a scrape of the metrics or the operator's status. */
export async function readQueues(db: Queryable, now: Temporal.Instant): Promise<Queues> {
  return {
    webhooks: await webhookDeliveryBacklog(db, now),
    checkinEmails: await checkinEmailBacklog(db, now),
    unmatchedTransfers: await unmatchedTransfers(db, now),
    undeclaredToday: await undeclaredToday(db, now),
  };
}
