import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { outboxEvents, postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as enable } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/enable/route";
import { GET as listWebhooks, POST as registerWebhook } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { dispatchDueDeliveries } from "./dispatch-due-deliveries";
import { defaultDispatchSettings } from "./dispatch-settings";
import { webhookSchema } from "./schemas";

// An endpoint that fails every attempt for 5 days is disabled, as Svix and Stripe do: a dead
// receiver otherwise keeps being called with guests' bookings forever, and keeps the
// dispatcher's places busy. The failing run's start is set in the database instead of waiting.

const testDb = setUpTestDatabase();
const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
beforeEach(async () => {
  await loadDemo(testDb.db());
  await testDb.db().execute(sql`delete from webhooks`);
});

const settings = { ...defaultDispatchSettings(), allowPrivateNetworks: true, random: () => 0.5 };
const HANOI = "hanoi-old-quarter";

async function receiver(answer: () => number) {
  const started = await startWebhookReceiver({ answer });
  receivers.push(started);
  return started;
}

async function register(url: string): Promise<string> {
  const answer = await callRoute(registerWebhook, {
    method: "POST",
    path: `/api/v1/properties/${HANOI}/webhooks`,
    params: { tenant_id: HANOI },
    token: DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, events: ["booking.checked_out", "booking.updated", "booking.cancelled"] }),
  });
  expect(answer.status).toBe(200);
  return answer.body.data.code;
}

const listed = async (code: string) => {
  const answer = await callRoute(listWebhooks, {
    path: `/api/v1/properties/${HANOI}/webhooks`,
    params: { tenant_id: HANOI },
    token: DEMO_KEYS.all,
  });
  return webhookSchema.parse(answer.body.data.find((webhook: { code: string }) => webhook.code === code));
};

const failingFor = (code: string, interval: string) =>
  testDb.db().execute(sql`update webhooks set failing_since = now() - ${interval}::interval where code = ${code}`);

const deliveries = () =>
  queryRows<{ status: string; last_error: string | null }>(
    testDb.db(),
    sql`select status, last_error from webhook_deliveries order by created_at, id`,
  );

const cancelGroupChildRoom = () =>
  postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
const checkOutPaidRoom = () =>
  postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" });

describe("an endpoint that keeps failing", () => {
  it("is disabled after failing for 5 days: its pending deliveries fail with the reason, and the list says so", async () => {
    const dead = await receiver(() => 503);
    const code = await register(dead.url);
    await cancelGroupChildRoom();
    await checkOutPaidRoom();
    await failingFor(code, "5 days 1 minute");

    await dispatchDueDeliveries(testDb.db(), { ...settings, perEndpoint: 1 });
    expect(dead.received).toHaveLength(1);
    expect(await deliveries()).toEqual(
      Array(2).fill({ status: "failed", last_error: "not sent: the endpoint was disabled after failing for 5 days" }),
    );
    const webhook = await listed(code);
    expect(webhook).toMatchObject({
      status: "disabled",
      disabled_at: expect.any(String),
      disabled_reason: "Every delivery attempt failed for 5 days (the last: HTTP 503).",
      failing_since: expect.any(String),
    });
    expect(new Date(webhook.disabled_at!).getTime() - new Date(webhook.failing_since!).getTime()).toBeGreaterThanOrEqual(5 * 86_400_000);

    // Nothing more is owed to it, and nothing is sent.
    await postRoomOperation(cancel, "cancel", { bookingCode: "HNQZAUK4", roomId: "a52b0250-e785-4588-a0c7-a0227436c6e3" });
    expect(await outboxEvents(testDb.db())).toHaveLength(3);
    expect(await deliveries()).toHaveLength(2);
    expect(await dispatchDueDeliveries(testDb.db(), settings)).toBe(0);
    expect(dead.received).toHaveLength(1);
  });

  it("stays active while it has failed for less than 5 days, and a success ends its failing run", async () => {
    let answer = 503;
    const flaky = await receiver(() => answer);
    const code = await register(flaky.url);
    await cancelGroupChildRoom();
    await dispatchDueDeliveries(testDb.db(), settings);
    const failing = await listed(code);
    expect(failing).toMatchObject({ status: "active", failing_since: expect.any(String), disabled_at: null, disabled_reason: null });

    await failingFor(code, "4 days 23 hours");
    await testDb.db().execute(sql`update webhook_deliveries set next_attempt_at = now()`);
    await dispatchDueDeliveries(testDb.db(), settings);
    expect((await listed(code)).status).toBe("active");
    expect(await deliveries()).toEqual([{ status: "pending", last_error: "HTTP 503" }]);

    answer = 200;
    await testDb.db().execute(sql`update webhook_deliveries set next_attempt_at = now()`);
    await dispatchDueDeliveries(testDb.db(), settings);
    expect(await listed(code)).toMatchObject({ status: "active", failing_since: null });
  });

  it("comes back only when enabled again, with deliveries for the events from then on", async () => {
    let answer = 503;
    const target = await receiver(() => answer);
    const code = await register(target.url);
    await cancelGroupChildRoom();
    await failingFor(code, "6 days");
    await dispatchDueDeliveries(testDb.db(), settings);
    expect((await listed(code)).status).toBe("disabled");

    answer = 204;
    const enabled = await callRoute(enable, {
      method: "POST",
      path: `/api/v1/properties/${HANOI}/webhooks/${code}/enable`,
      params: { tenant_id: HANOI, code },
      token: DEMO_KEYS.all,
    });
    expect(enabled.status).toBe(200);
    expect(webhookSchema.parse(enabled.body.data)).toMatchObject({
      code,
      status: "active",
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
    });

    await checkOutPaidRoom();
    await dispatchDueDeliveries(testDb.db(), settings);
    expect(target.received.map((delivery) => JSON.parse(delivery.body).type)).toEqual(["booking.cancelled", "booking.checked_out"]);
    expect((await deliveries()).map((delivery) => delivery.status)).toEqual(["failed", "delivered"]);
  });
});
