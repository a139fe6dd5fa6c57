import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { webhooks } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as registerWebhook } from "@/app/api/v1/properties/[tenant_id]/webhooks/route";
import { dispatchDueDeliveries } from "./dispatch-due-deliveries";
import { defaultDispatchSettings } from "./dispatch-settings";
import { nonPublicRange } from "./network-guard";
import { RETRY_DELAYS_MS, retryDelayMs } from "./retry-schedule";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

describe("the SSRF guard", () => {
  it("classes loopback, private, link-local, unique-local and reserved addresses as not public", () => {
    const ranges = Object.fromEntries(
      [
        "127.0.0.1",
        "10.1.2.3",
        "172.16.0.1",
        "192.168.1.1",
        "169.254.169.254",
        "100.64.0.1",
        "0.0.0.0",
        "::1",
        "fc00::1",
        "fe80::1",
        "::ffff:127.0.0.1",
        "93.184.216.34",
        "2606:4700::1111",
      ].map((address) => [address, nonPublicRange(address)]),
    );
    expect(ranges).toEqual({
      "127.0.0.1": "loopback",
      "10.1.2.3": "private",
      "172.16.0.1": "private",
      "192.168.1.1": "private",
      "169.254.169.254": "linkLocal",
      "100.64.0.1": "carrierGradeNat",
      "0.0.0.0": "unspecified",
      "::1": "loopback",
      "fc00::1": "uniqueLocal",
      "fe80::1": "linkLocal",
      "::ffff:127.0.0.1": "loopback",
      "93.184.216.34": null,
      "2606:4700::1111": null,
    });
  });

  it("refuses a delivery to 127.0.0.1, or to a name resolving to loopback, when private networks are off", async () => {
    const target = await startWebhookReceiver();
    try {
      const port = new URL(target.url).port;
      await testDb.db().update(webhooks).set({ url: target.url });
      await testDb
        .db()
        .insert(webhooks)
        .values({
          propertyId: "hanoi-old-quarter",
          code: "WHBYNAME",
          url: `http://localhost:${port}/hooks`,
          events: ["booking.cancelled"],
          secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        });
      await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });

      expect(await dispatchDueDeliveries(testDb.db(), { ...defaultDispatchSettings(), allowPrivateNetworks: false })).toBe(2);
      expect(target.received).toEqual([]);
      const attempts = await queryRows<{ code: string; error: string; response_status: number | null; status: string }>(
        testDb.db(),
        sql`select w.code, a.error, a.response_status, d.status from webhook_delivery_attempts a
            join webhook_deliveries d on d.id = a.delivery_id join webhooks w on w.id = d.webhook_id order by w.code`,
      );
      expect(attempts).toEqual([
        { code: "WH9SXPPH", error: expect.stringMatching(/^refused: 127\.0\.0\.1 .*loopback/), response_status: null, status: "pending" },
        {
          code: "WHBYNAME",
          error: expect.stringMatching(/^refused: localhost resolves to (127\.0\.0\.1|::1) \(loopback\)/),
          response_status: null,
          status: "pending",
        },
      ]);

      // The same deliveries go through where private networks are allowed (development, tests, the demo).
      await testDb.db().execute(sql`update webhook_deliveries set next_attempt_at = now()`);
      expect(await dispatchDueDeliveries(testDb.db(), { ...defaultDispatchSettings(), allowPrivateNetworks: true })).toBe(2);
      expect(target.received).toHaveLength(2);
    } finally {
      await target.close();
    }
  });

  describe("at registration, with WEBHOOK_ALLOW_PRIVATE_NETWORKS off", () => {
    const saved = process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
    beforeEach(() => {
      delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
    });
    afterEach(() => {
      process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = saved;
    });

    const register = (url: string) =>
      callRoute(registerWebhook, {
        method: "POST",
        path: "/api/v1/properties/hanoi-old-quarter/webhooks",
        params: { tenant_id: "hanoi-old-quarter" },
        token: DEMO_KEYS.all,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url, events: ["booking.updated"] }),
      });

    it("refuses URLs naming loopback or private addresses outright, and takes public ones", async () => {
      for (const url of [
        "http://127.0.0.1:8080/h",
        "http://[::1]/h",
        "https://10.0.0.5/h",
        "http://localhost:3000/h",
        "http://169.254.169.254/latest",
      ]) {
        const answer = await register(url);
        expect(answer.status, url).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(["url"]);
      }
      expect((await register("https://partner.example/hooks")).status).toBe(200);
      expect((await register("https://93.184.216.34/hooks")).status).toBe(200);
    });
  });
});

describe("the retry schedule", () => {
  it("waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, each ±20 %, then stops", () => {
    expect(RETRY_DELAYS_MS.map((ms) => ms / 1000)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    for (let attempt = 1; attempt <= 7; attempt++) {
      const nominal = RETRY_DELAYS_MS[attempt - 1]!;
      expect(retryDelayMs(attempt, RETRY_DELAYS_MS, () => 0)).toBe(nominal * 0.8);
      expect(retryDelayMs(attempt, RETRY_DELAYS_MS, () => 0.5)).toBe(nominal);
      expect(retryDelayMs(attempt, RETRY_DELAYS_MS, () => 0.999999)).toBeLessThanOrEqual(nominal * 1.2);
    }
    expect(retryDelayMs(8)).toBeNull();
  });
});
