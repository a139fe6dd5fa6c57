import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as registerWebhook } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { dispatchDueDeliveries } from "./dispatch-due-deliveries";
import { defaultDispatchSettings, type DispatchSettings } from "./dispatch-settings";
import { startWebhookDispatcher } from "./webhook-dispatcher";

const testDb = setUpTestDatabase();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  // In order: receivers first, so a hanging one lets go of the attempts a dispatcher waits for.
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
beforeEach(async () => {
  await loadDemo(testDb.db());
  // The fixture's webhook points at a port nobody listens on: each test registers its own.
  await testDb.db().execute(sql`delete from webhooks`);
});

const settings = (overrides: Partial<DispatchSettings> = {}): DispatchSettings => ({
  ...defaultDispatchSettings(),
  allowPrivateNetworks: true,
  random: () => 0.5,
  ...overrides,
});

async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}) {
  const started = await startWebhookReceiver(options);
  cleanups.push(() => started.close());
  return started;
}

async function register(url: string, token: string = DEMO_KEYS.all): Promise<string> {
  const answer = await callRoute(registerWebhook, {
    method: "POST",
    path: "/api/v1/properties/hanoi-old-quarter/webhooks",
    params: { tenant_id: "hanoi-old-quarter" },
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, events: ["booking.checked_out", "booking.updated", "booking.cancelled"] }),
  });
  expect(answer.status).toBe(200);
  return answer.body.data.code;
}

/** `count` events owed to one webhook, due since `secondsAgo` (written straight to the outbox: only their number matters here). */
async function owe(code: string, count: number, secondsAgo = 0): Promise<void> {
  await testDb.db().execute(sql`
    with events as (
      insert into outbox_events (property_id, type, booking_id, payload)
      select 'hanoi-old-quarter', 'booking.updated', (select id from bookings order by id limit 1), jsonb_build_object('n', n)
      from generate_series(1, ${count}::int) n
      returning id
    )
    insert into webhook_deliveries (property_id, event_id, webhook_id, next_attempt_at)
    select 'hanoi-old-quarter', e.id, w.id, now() - make_interval(secs => ${secondsAgo}::int)
    from events e, webhooks w where w.code = ${code}`);
}

const deliveryStates = (code: string) =>
  queryRows<{ status: string; attempts: number; last_error: string | null }>(
    testDb.db(),
    sql`select d.status, d.attempts, d.last_error from webhook_deliveries d join webhooks w on w.id = d.webhook_id
        where w.code = ${code} order by d.created_at, d.id`,
  );

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("fairness between endpoints", () => {
  it("does not let a hanging endpoint hold back another endpoint's deliveries", async () => {
    const hanging = await receiver({ holdMs: 600_000 });
    const fast = await receiver();
    const slowCode = await register(hanging.url);
    const fastCode = await register(fast.url);
    await owe(slowCode, 6);
    await owe(fastCode, 6);

    const dispatcher = startWebhookDispatcher(testDb.db(), {
      intervalMs: 50,
      settings: settings({ timeoutMs: 600_000, concurrency: 8, perEndpoint: 2 }),
    });
    cleanups.push(() => dispatcher.stop());
    const delivered = async () => (await deliveryStates(fastCode)).filter((delivery) => delivery.status === "delivered").length;
    await waitFor(async () => (await delivered()) === 6, 20_000);

    expect(fast.received).toHaveLength(6);
    // Meanwhile the hanging endpoint holds its own places and no more, and none of its attempts has ended.
    expect(hanging.received).toHaveLength(2);
    expect((await deliveryStates(slowCode)).filter((delivery) => delivery.attempts > 0)).toHaveLength(2);
    const [ended] = await queryRows<{ count: number }>(
      testDb.db(),
      sql`select count(*)::int as count from webhook_delivery_attempts a
          join webhook_deliveries d on d.id = a.delivery_id join webhooks w on w.id = d.webhook_id where w.code = ${slowCode}`,
    );
    expect(ended!.count).toBe(0);
  });

  it("does not let one endpoint's backlog delay another endpoint's delivery", async () => {
    const busy = await receiver();
    const other = await receiver();
    const busyCode = await register(busy.url);
    const otherCode = await register(other.url);
    await owe(busyCode, 200, 60); // due for a minute already, ahead of everything else
    await owe(otherCode, 1);

    await dispatchDueDeliveries(testDb.db(), settings({ concurrency: 10, perEndpoint: 3 }));
    expect(other.received).toHaveLength(1);
    expect(busy.received).toHaveLength(3);
  });
});

describe("what the dispatcher refuses to send", () => {
  it("refuses to deliver over plain http in production to a URL stored before the rule", async () => {
    const target = await receiver();
    const [row] = await queryRows<{ code: string }>(
      testDb.db(),
      sql`insert into webhooks (property_id, code, url, events, secret)
          values ('hanoi-old-quarter', 'WHPLAIN', 'http://partner.example/hooks', '{booking.updated}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
          returning code`,
    );
    const loopback = await register(target.url);
    await owe(row!.code, 1);
    await owe(loopback, 1);

    await dispatchDueDeliveries(testDb.db(), settings({ production: true, allowPrivateNetworks: true }));
    expect(await deliveryStates("WHPLAIN")).toEqual([
      { status: "pending", attempts: 1, last_error: expect.stringMatching(/^refused: Use an https:\/\/ URL/) },
    ]);
    // Loopback http stays open where private networks are allowed (the tests, the fault scripts).
    expect(target.received).toHaveLength(1);
    // A configuration reason no retry mends: the webhook is marked failing (listed so), the other is not.
    const marks = await queryRows<{ code: string; config_failure: string | null }>(
      testDb.db(),
      sql`select code, config_failure from webhooks where code in ('WHPLAIN', ${loopback}) order by code = 'WHPLAIN'`,
    );
    expect(marks).toEqual([
      { code: loopback, config_failure: null },
      { code: "WHPLAIN", config_failure: expect.stringMatching(/^Deliveries cannot be sent: Use an https:\/\/ URL/) },
    ]);
  });

  it("stops delivering to a webhook whose owner key was revoked: nothing owed is sent, nothing new is owed", async () => {
    const target = await receiver();
    const fixtureLike = await receiver();
    const { id: keyId, key } = await createApiKey(testDb.db(), {
      name: "partner A",
      scopes: ["bookings:read", "webhooks:read", "webhooks:write"],
      properties: ["hanoi-old-quarter"],
    });
    const owned = await register(target.url, key);
    await testDb.db().execute(sql`
      insert into webhooks (property_id, code, url, events, secret)
      values ('hanoi-old-quarter', 'WHNOOWNER', ${fixtureLike.url}, '{booking.cancelled,booking.checked_out}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')`);
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });

    await testDb.db().execute(sql`update api_keys set revoked_at = now() where id = ${keyId}`);
    await dispatchDueDeliveries(testDb.db(), settings());
    expect(target.received).toEqual([]);
    expect(await deliveryStates(owned)).toEqual([
      {
        status: "failed",
        attempts: 0,
        last_error: expect.stringMatching(/^not sent: the API key that registered this webhook was revoked/),
      },
    ]);

    await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" });
    expect(await deliveryStates(owned)).toHaveLength(1);
    await dispatchDueDeliveries(testDb.db(), settings());
    expect(target.received).toEqual([]);
    // A webhook without an owner is nobody's key to revoke: it keeps receiving.
    expect(fixtureLike.received).toHaveLength(2);
  });

  it("stops delivering to a webhook whose owner key can no longer read the property's bookings", async () => {
    const target = await receiver();
    const { id: keyId, key } = await createApiKey(testDb.db(), {
      name: "partner A",
      scopes: ["bookings:read", "webhooks:read", "webhooks:write"],
      properties: ["hanoi-old-quarter", "danang-beach"],
    });
    const owned = await register(target.url, key);
    await testDb.db().execute(sql`update api_keys set scopes = '{webhooks:read,webhooks:write}' where id = ${keyId}`);
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
    await testDb.db().execute(sql`update api_keys set scopes = '{bookings:read,webhooks:read,webhooks:write}' where id = ${keyId}`);
    await testDb.db().execute(sql`delete from api_key_properties where api_key_id = ${keyId} and property_id = 'hanoi-old-quarter'`);
    await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" });
    expect(await deliveryStates(owned)).toEqual([]);
    await dispatchDueDeliveries(testDb.db(), settings());
    expect(target.received).toEqual([]);
  });
});
