// Issue 20, item 1: webhook deliveries that stopped in silence when the key that sealed their
// secrets was not the server's. Replayed against the production build: the public readiness
// answer names no configuration; a webhook whose secret was sealed with another key is listed
// `failing` with the reason; a start with a key the data was not written with is refused.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { encryptText } from "@/server/platform/security/encrypted-text";
import { findKeyMismatch } from "@/server/platform/security/key-checks";
import { UNDECRYPTABLE_SECRET_REASON } from "@/server/webhooks/track-config-failure";
import { generateWebhookSecret } from "@/server/webhooks/webhook-secret";
import type { ReproductionKit } from "../reproduction-kit";

interface ListedWebhook {
  code: string;
  status: string;
  failure_reason: string | null;
}

export async function reproduceAppSecret(kit: ReproductionKit): Promise<void> {
  const { check, db, HANOI, partnerA } = kit;

  await check("/api/ready's public answer (configuration details go to the log)", '200 {"ready":true}', async () => {
    const answer = await fetch(`${kit.origin}/api/ready`);
    return `${answer.status} ${await answer.text()}`;
  });

  const registered = await fetch(
    `${HANOI}/webhooks`,
    kit.json(partnerA, { url: "https://partner-a.example/sealed", events: ["booking.updated"] }),
  );
  const { code } = ((await registered.json()) as { data: { code: string } }).data;
  // Sealed with a key the server does not hold, as a seed run with the development file's key did.
  const [webhook] = await queryRows<{ id: string }>(db, sql`select id::text as id from webhooks where code = ${code}`);
  await db.execute(
    sql`update webhooks set secret = ${encryptText(generateWebhookSecret(), randomBytes(32), webhook!.id)} where id = ${webhook!.id}::uuid`,
  );
  await owe(kit, webhook!.id);
  const listed = await waitUntilTried(kit, code);
  await check(
    "a webhook whose secret was sealed with another key, once a delivery is due",
    "failing",
    async () => listed?.status ?? "not listed",
  );
  await check("its failure_reason in the list", UNDECRYPTABLE_SECRET_REASON, async () => listed?.failure_reason ?? "none");

  await check("a start with an APP_SECRET the data was not written with", "refused", async () => {
    const configured = process.env.APP_SECRET;
    process.env.APP_SECRET = randomBytes(32).toString("base64url");
    try {
      return (await findKeyMismatch(db)) ? "refused" : "started";
    } finally {
      if (configured === undefined) delete process.env.APP_SECRET;
      else process.env.APP_SECRET = configured;
    }
  });
}

/** An event of the webhook's type and its delivery, written as the outbox writes them. */
async function owe(kit: ReproductionKit, webhookId: string): Promise<void> {
  const [event] = await queryRows<{ id: string }>(
    kit.db,
    sql`insert into outbox_events (property_id, type, booking_id, payload)
        select property_id, 'booking.updated', id, '{"type": "booking.updated"}'::jsonb from bookings
        where property_id = 'hanoi-old-quarter' and code = 'HNCJM6F2'
        returning id::text as id`,
  );
  await kit.db.execute(
    sql`insert into webhook_deliveries (property_id, event_id, webhook_id) values ('hanoi-old-quarter', ${event!.id}::uuid, ${webhookId}::uuid)`,
  );
  await kit.db.execute(sql`select pg_notify('webhook_outbox', '')`);
}

/** The webhook as listed once the app's dispatcher has tried it (it polls every second), or after 30 s. */
async function waitUntilTried(kit: ReproductionKit, code: string): Promise<ListedWebhook | undefined> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = (await (await fetch(`${kit.HANOI}/webhooks`, { headers: { authorization: `Bearer ${kit.partnerA}` } })).json()) as {
      data: ListedWebhook[];
    };
    const webhook = list.data.find((one) => one.code === code);
    if (webhook?.status !== "active" || Date.now() > deadline) return webhook;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
