import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { webhooks } from "@/server/platform/db/schema";
import { loadDemo } from "@/tests/support/demo";
import { postRoomOperation } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";
import { POST as cancel } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/cancel/route";
import { POST as checkOut } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/rooms/[room_id]/checkout/route";
import { defaultDispatchSettings } from "./dispatch-settings";
import { startWebhookDispatcher } from "./webhook-dispatcher";

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the dispatcher loop", () => {
  it("delivers an event as soon as its transaction commits, and stops cleanly", async () => {
    const target = await startWebhookReceiver();
    try {
      await testDb.db().update(webhooks).set({ url: target.url });
      const dispatcher = startWebhookDispatcher(testDb.db(), {
        intervalMs: 60_000, // so only the commit's notification can wake it in time
        settings: { ...defaultDispatchSettings(), allowPrivateNetworks: true },
      });
      await postRoomOperation(cancel, "cancel", { bookingCode: "GRARCNFC", roomId: "3efd743c-9e68-4a4e-aab7-bf449297ac91" });
      const committed = Date.now();
      await waitFor(() => target.received.length === 1, 5_000);
      expect(Date.now() - committed).toBeLessThan(2_000);
      await dispatcher.stop();

      // Stopped: a new event stays pending.
      await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: "e77e2667-792f-466e-98db-d94db16c7030" });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(target.received).toHaveLength(1);
      const statuses = await queryRows<{ status: string }>(testDb.db(), sql`select status from webhook_deliveries order by created_at`);
      expect(statuses.map((row) => row.status)).toEqual(["delivered", "pending"]);
    } finally {
      await target.close();
    }
  });
});
