import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver, type ReceivedDelivery } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { POST as changeRate } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/rate/route";
import { DELETE as deleteWebhook } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/route";
import { POST as rotateSecret } from "@/app/api/v1/properties/[tenant_id]/webhooks/[code]/rotate-secret/route";
import { POST as registerWebhook } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { dispatchDueDeliveries } from "./dispatch-due-deliveries";
import { defaultDispatchSettings, type DispatchSettings } from "./dispatch-settings";

const testDb = setUpTestDatabase();
const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
beforeEach(async () => {
  await loadDemo(testDb.db());
  // The fixture's webhook points at a port nobody listens on: each test registers its own.
  await callRoute(deleteWebhook, {
    method: "DELETE",
    path: "/api/v1/properties/hanoi-old-quarter/webhooks/WH9SXPPH",
    params: { tenant_id: "hanoi-old-quarter", code: "WH9SXPPH" },
    token: DEMO_KEYS.all,
  });
});

const settings = (overrides: Partial<DispatchSettings> = {}): DispatchSettings => ({
  ...defaultDispatchSettings(),
  allowPrivateNetworks: true,
  random: () => 0.5, // no jitter: the nominal schedule
  ...overrides,
});

async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}) {
  const started = await startWebhookReceiver(options);
  receivers.push(started);
  return started;
}

async function register(url: string): Promise<{ code: string; secret: string }> {
  const answer = await callRoute(registerWebhook, {
    method: "POST",
    path: "/api/v1/properties/hanoi-old-quarter/webhooks",
    params: { tenant_id: "hanoi-old-quarter" },
    token: DEMO_KEYS.all,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, events: ["booking.checked_out", "booking.updated", "booking.cancelled"] }),
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** One event of each type, in the Hanoi property. */
async function makeThreeEvents(): Promise<void> {
  const answers = [
    await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" }),
    await postRoomOperation(
      changeRate,
      "rate",
      { bookingCode: "HNZK3NJ6", roomId: "9da91400-4884-4306-a8d9-393a2496ad45" },
      { body: { price_per_night: 1234567 } },
    ),
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" }),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
}

/** Dispatch rounds until nothing is pending, moving every pending delivery's next attempt to now between rounds (time passing). */
async function dispatchUntilSettled(dispatchSettings: DispatchSettings, maxRounds = 20): Promise<number> {
  for (let round = 1; round <= maxRounds; round++) {
    await dispatchDueDeliveries(testDb.db(), dispatchSettings);
    const [pending] = await queryRows<{ count: number }>(
      testDb.db(),
      sql`select count(*)::int as count from webhook_deliveries where status = 'pending'`,
    );
    if (pending!.count === 0) return round;
    await testDb.db().execute(sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`);
  }
  throw new Error("deliveries still pending");
}

const deliveryRows = () =>
  queryRows<{ id: string; status: string; attempts: number; last_error: string | null; body: string; delivered: boolean }>(
    testDb.db(),
    sql`select d.id::text as id, d.status, d.attempts, d.last_error, e.payload::text as body, d.delivered_at is not null as delivered
        from webhook_deliveries d join outbox_events e on e.id = d.event_id order by e.created_at, e.id`,
  );

const attemptRows = () =>
  queryRows<{ delivery_id: string; attempt: number; response_status: number | null; error: string | null; duration_ms: number }>(
    testDb.db(),
    sql`select delivery_id::text as delivery_id, attempt, response_status, error, duration_ms from webhook_delivery_attempts order by id`,
  );

const verifyWith = (secret: string, delivery: ReceivedDelivery) => new Webhook(secret).verify(delivery.body, delivery.headers);

describe("the webhook dispatcher", () => {
  it("delivers every event once, signed, with the outbox's exact JSON text and a stable webhook-id", async () => {
    const target = await receiver();
    const { secret } = await register(target.url);
    await makeThreeEvents();
    expect(await dispatchDueDeliveries(testDb.db(), settings())).toBe(3);

    const deliveries = await deliveryRows();
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts, delivery.delivered])).toEqual(
      Array(3).fill(["delivered", 1, true]),
    );
    expect(target.received).toHaveLength(3);
    for (const received of target.received) {
      const delivery = deliveries.find((row) => row.id === received.headers["webhook-id"])!;
      expect(received.body).toBe(delivery.body);
      expect(received.headers["content-type"]).toBe("application/json");
      expect(Math.abs(Number(received.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
      expect(received.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(verifyWith(secret, received)).toEqual(JSON.parse(delivery.body));
    }
    const events = target.received.map((received) => JSON.parse(received.body).type).sort();
    expect(events).toEqual(["booking.cancelled", "booking.checked_out", "booking.updated"]);
    const rate = JSON.parse(target.received.find((received) => received.body.includes('"booking.updated"'))!.body);
    expect(rate.data).toMatchObject({ tenant_id: "hanoi-old-quarter", booking_id: "HNZK3NJ6", booking: { amount: 3 * 1234567 } });
    expect((await attemptRows()).map((attempt) => [attempt.attempt, attempt.response_status, attempt.error])).toEqual(
      Array(3).fill([1, 204, null]),
    );
    expect(await dispatchDueDeliveries(testDb.db(), settings())).toBe(0);
  });

  it("retries a receiver that fails the first attempts, by the schedule, until it has every event", async () => {
    const target = await receiver({ answer: (number) => (number <= 4 ? 503 : 200) });
    const { secret } = await register(target.url);
    await makeThreeEvents();

    expect(await dispatchDueDeliveries(testDb.db(), settings())).toBe(3);
    const waits = await queryRows<{ seconds: number }>(
      testDb.db(),
      sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from webhook_deliveries where status = 'pending'`,
    );
    expect(waits).toHaveLength(3);
    for (const { seconds } of waits) {
      expect(seconds).toBeGreaterThan(4);
      expect(seconds).toBeLessThanOrEqual(5);
    }
    expect(await dispatchDueDeliveries(testDb.db(), settings())).toBe(0); // not due yet

    await dispatchUntilSettled(settings());
    const deliveries = await deliveryRows();
    expect(deliveries.every((delivery) => delivery.status === "delivered")).toBe(true);
    expect(new Set(target.received.map((received) => received.headers["webhook-id"]))).toEqual(
      new Set(deliveries.map((delivery) => delivery.id)),
    );
    for (const received of target.received) expect(verifyWith(secret, received)).toBeTruthy();

    // Every attempt is logged, numbered from 1, the failures with their status.
    const attempts = await attemptRows();
    expect(attempts).toHaveLength(target.received.length);
    expect(attempts.filter((attempt) => attempt.response_status === 503)).toHaveLength(4);
    for (const delivery of deliveries) {
      const mine = attempts.filter((attempt) => attempt.delivery_id === delivery.id);
      expect(mine.map((attempt) => attempt.attempt)).toEqual(mine.map((_, index) => index + 1));
      expect(mine.at(-1)!.response_status).toBe(200);
      expect(delivery.attempts).toBe(mine.length);
    }
  });

  it("waits 5 minutes after a second failure, and gives up after the last attempt", async () => {
    const target = await receiver({ answer: () => 500 });
    await register(target.url);
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
    await dispatchDueDeliveries(testDb.db(), settings());
    await testDb.db().execute(sql`update webhook_deliveries set next_attempt_at = now()`);
    await dispatchDueDeliveries(testDb.db(), settings());
    const [wait] = await queryRows<{ seconds: number }>(
      testDb.db(),
      sql`select extract(epoch from next_attempt_at - now())::float8 as seconds from webhook_deliveries`,
    );
    expect(wait!.seconds).toBeGreaterThan(299);
    expect(wait!.seconds).toBeLessThanOrEqual(300);

    await dispatchUntilSettled(settings());
    const [delivery] = await deliveryRows();
    expect(delivery).toMatchObject({ status: "failed", attempts: 8, last_error: "HTTP 500", delivered: false });
    expect(target.received).toHaveLength(8);
    expect((await attemptRows()).map((attempt) => attempt.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("gives up on an attempt after the timeout and logs why", async () => {
    const target = await receiver({ holdMs: 3_000 });
    await register(target.url);
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
    const started = Date.now();
    await dispatchDueDeliveries(testDb.db(), settings({ timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(2_500);
    const [attempt] = await attemptRows();
    expect(attempt).toMatchObject({ attempt: 1, response_status: null, error: expect.stringMatching(/^timeout/) });
    expect(attempt!.duration_ms).toBeGreaterThanOrEqual(250);
    expect((await deliveryRows())[0]).toMatchObject({ status: "pending", last_error: expect.stringMatching(/^timeout/) });
  });

  it("signs with both secrets for 24 hours after a rotation, then with the new one only", async () => {
    const target = await receiver();
    const { code, secret: oldSecret } = await register(target.url);
    const rotated = await callRoute(rotateSecret, {
      method: "POST",
      path: `/api/v1/properties/hanoi-old-quarter/webhooks/${code}/rotate-secret`,
      params: { tenant_id: "hanoi-old-quarter", code },
      token: DEMO_KEYS.all,
    });
    const newSecret: string = rotated.body.data.secret;
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
    await dispatchDueDeliveries(testDb.db(), settings());

    const [during] = target.received;
    const signatures = during!.headers["webhook-signature"]!.split(" ");
    expect(signatures).toHaveLength(2);
    expect(verifyWith(newSecret, during!)).toBeTruthy();
    expect(verifyWith(oldSecret, during!)).toBeTruthy();
    // Each signature is its own secret's: drop one and only that secret fails.
    const withOnly = (signature: string) => ({ ...during!, headers: { ...during!.headers, "webhook-signature": signature } });
    expect(verifyWith(newSecret, withOnly(signatures[0]!))).toBeTruthy();
    expect(() => verifyWith(oldSecret, withOnly(signatures[0]!))).toThrow();
    expect(verifyWith(oldSecret, withOnly(signatures[1]!))).toBeTruthy();

    // After the 24 hours only the new secret signs.
    await testDb.db().execute(sql`update webhooks set previous_secret_expires_at = now() - interval '1 second'`);
    await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" });
    await dispatchDueDeliveries(testDb.db(), settings());
    const after = target.received[1]!;
    expect(after.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(verifyWith(newSecret, after)).toBeTruthy();
    expect(() => verifyWith(oldSecret, after)).toThrow("No matching signature");
  });

  it("records nothing, and fails nothing, for a delivery whose webhook is deleted while it is being sent", async () => {
    const target = await receiver({ holdMs: 400 });
    const { code } = await register(target.url);
    await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
    const round = dispatchDueDeliveries(testDb.db(), settings());
    await new Promise((resolve) => setTimeout(resolve, 150));
    await callRoute(deleteWebhook, {
      method: "DELETE",
      path: `/api/v1/properties/hanoi-old-quarter/webhooks/${code}`,
      params: { tenant_id: "hanoi-old-quarter", code },
      token: DEMO_KEYS.all,
    });
    expect(await round).toBe(1);
    expect(target.received).toHaveLength(1);
    expect(await deliveryRows()).toEqual([]);
    expect(await attemptRows()).toEqual([]);
  });

  it("never sends the same attempt twice when two dispatchers run at once on one database", async () => {
    const target = await receiver({ holdMs: 30 });
    for (let i = 0; i < 4; i++) await register(`${target.url}/${i}`);
    await makeThreeEvents();
    const dispatcher = async () => {
      let attempted = 0;
      for (let round = 0; round < 50; round++) {
        const count = await dispatchDueDeliveries(testDb.db(), settings({ concurrency: 2 }));
        attempted += count;
        if (count === 0) break;
      }
      return attempted;
    };
    const [first, second] = await Promise.all([dispatcher(), dispatcher()]);
    expect(first + second).toBe(12);
    expect(target.received).toHaveLength(12);
    expect(new Set(target.received.map((received) => received.headers["webhook-id"])).size).toBe(12);
    expect(await attemptRows()).toHaveLength(12);
    expect((await deliveryRows()).every((delivery) => delivery.status === "delivered" && delivery.attempts === 1)).toBe(true);
  });
});
