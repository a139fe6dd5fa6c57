import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { purgeWebhookHistory, webhookHistoryDays } from "./purge-webhook-history";

const testDb = setUpTestDatabase();
beforeEach(async () => {
  await loadDemo(testDb.db());
});
afterEach(() => {
  delete process.env.WEBHOOK_HISTORY_DAYS;
});

type Status = "pending" | "delivered" | "failed";

/**
 * An outbox event `ageDays` old (on the database clock, which stamps `created_at`) with one
 * delivery per status given, to the demo's Hanoi webhook, each with two attempts.
 */
async function eventAged(ageDays: number, statuses: Status[]): Promise<string> {
  const db = testDb.db();
  const id = randomUUID();
  await db.execute(sql`
    insert into outbox_events (id, property_id, type, booking_id, payload, created_at)
    values (${id}, 'hanoi-old-quarter', 'booking.updated', ${randomUUID()}, '{}'::jsonb, now() - make_interval(days => ${ageDays}::int))`);
  for (const status of statuses) {
    // A second webhook per extra delivery: (event, webhook) is unique.
    const [webhook] = await queryRows<{ id: string }>(
      db,
      sql`insert into webhooks (property_id, code, url, events, secret)
          values ('hanoi-old-quarter', ${`WH${randomUUID().slice(0, 6)}`}, 'https://example.com/hook', '{booking.updated}', 'whsec_test')
          returning id::text as id`,
    );
    const [delivery] = await queryRows<{ id: string }>(
      db,
      sql`insert into webhook_deliveries (property_id, event_id, webhook_id, status, attempts)
          values ('hanoi-old-quarter', ${id}, ${webhook!.id}, ${status}, 2) returning id::text as id`,
    );
    await db.execute(sql`
      insert into webhook_delivery_attempts (property_id, delivery_id, attempt, started_at, duration_ms, response_status)
      values ('hanoi-old-quarter', ${delivery!.id}, 1, now(), 10, 503), ('hanoi-old-quarter', ${delivery!.id}, 2, now(), 10, 200)`);
  }
  return id;
}

async function remaining(): Promise<{ events: string[]; deliveries: number; attempts: number }> {
  const [row] = await queryRows<{ events: string[] | null; deliveries: number; attempts: number }>(
    testDb.db(),
    sql`select (select array_agg(id::text order by id) from outbox_events) as events,
          (select count(*)::int from webhook_deliveries) as deliveries,
          (select count(*)::int from webhook_delivery_attempts) as attempts`,
  );
  return { ...row!, events: row!.events ?? [] };
}

describe("webhook history retention", () => {
  it("deletes old finished events with their deliveries and attempts, and keeps pending or recent ones", async () => {
    await eventAged(31, ["delivered"]);
    await eventAged(31, ["failed", "delivered"]);
    await eventAged(45, []); // no webhook was registered when it happened
    const oldPending = await eventAged(90, ["pending"]);
    const partlyPending = await eventAged(31, ["delivered", "pending"]);
    const recent = await eventAged(29, ["delivered"]);

    expect(await purgeWebhookHistory({ db: testDb.db(), days: 30 })).toEqual({ events: 3, deliveries: 3, attempts: 6 });
    expect(await remaining()).toEqual({ events: [oldPending, partlyPending, recent].sort(), deliveries: 4, attempts: 8 });
    expect(await purgeWebhookHistory({ db: testDb.db(), days: 30 })).toEqual({ events: 0, deliveries: 0, attempts: 0 });
  });

  it("purges an old event on the first run after its last pending delivery gives up", async () => {
    const event = await eventAged(40, ["pending"]);
    expect((await purgeWebhookHistory({ db: testDb.db(), days: 30 })).events).toBe(0);
    await testDb.db().execute(sql`update webhook_deliveries set status = 'failed' where event_id = ${event}`);
    expect(await purgeWebhookHistory({ db: testDb.db(), days: 30 })).toEqual({ events: 1, deliveries: 1, attempts: 2 });
  });

  it("works through a backlog larger than one batch", async () => {
    for (let i = 0; i < 7; i++) await eventAged(31, i % 2 ? ["delivered"] : []);
    await eventAged(31, ["pending"]);
    expect(await purgeWebhookHistory({ db: testDb.db(), days: 30, batchSize: 2 })).toEqual({ events: 7, deliveries: 3, attempts: 6 });
    expect((await remaining()).events).toHaveLength(1);
  });

  it("takes the window from WEBHOOK_HISTORY_DAYS, 30 days when unset or invalid", async () => {
    expect(webhookHistoryDays()).toBe(30);
    process.env.WEBHOOK_HISTORY_DAYS = "ten";
    expect(webhookHistoryDays()).toBe(30);

    const twelveDaysOld = await eventAged(12, ["delivered"]);
    await eventAged(8, ["delivered"]);
    delete process.env.WEBHOOK_HISTORY_DAYS;
    expect((await purgeWebhookHistory({ db: testDb.db() })).events).toBe(0);

    process.env.WEBHOOK_HISTORY_DAYS = "10";
    expect(await purgeWebhookHistory({ db: testDb.db() })).toEqual({ events: 1, deliveries: 1, attempts: 2 });
    expect((await remaining()).events).not.toContain(twelveDaysOld);
  });
});
