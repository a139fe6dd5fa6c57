import type { Server } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordHeartbeat, forgetHeartbeats } from "@/server/platform/metrics/heartbeats";
import { startWebhookDispatcher } from "@/server/webhooks/webhook-dispatcher";
import { heartbeats } from "@/server/platform/metrics/heartbeats";
import { loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { startMetricsServer } from "./metrics-server";

// `npm run worker` serves its metrics on METRICS_PORT, with the same token as /api/metrics.

const testDb = setUpTestDatabase();
const TOKEN = "metrics-token-of-at-least-32-characters-x";
const PORT = 3611;
let server: Server | undefined;

beforeEach(async () => {
  await loadDemo(testDb.db());
  forgetHeartbeats();
});
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  forgetHeartbeats();
});

async function listening(env: Record<string, string | undefined>): Promise<void> {
  server = startMetricsServer(testDb.db(), { readiness: false }, env);
  if (server && !server.listening) await new Promise((resolve) => server!.once("listening", resolve));
}

const get = (path: string, token?: string) =>
  fetch(`http://127.0.0.1:${PORT}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("the metrics' own port", () => {
  it("is not opened without METRICS_PORT", async () => {
    await listening({ METRICS_TOKEN: TOKEN });
    expect(server).toBeUndefined();
  });

  it("serves /metrics and /status for the token, 401 without it, 404 elsewhere", async () => {
    await listening({ METRICS_PORT: String(PORT), METRICS_HOST: "127.0.0.1", METRICS_TOKEN: TOKEN });
    recordHeartbeat("checkin_email_sender");
    expect((await get("/metrics")).status).toBe(401);
    expect((await get("/metrics", "x".repeat(TOKEN.length))).status).toBe(401);
    expect((await get("/elsewhere", TOKEN)).status).toBe(404);
    const metrics = await get("/metrics", TOKEN);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^lodging_worker_last_pass_timestamp_seconds\{worker="checkin_email_sender"\} \d+/m);
    // Node's own, so a worker whose memory creeps is seen as an app's is (docs/deploy.md).
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    expect(text).toMatch(/^lodging_child_processes_resident_memory_bytes \d+/m);
    // The worker has no readiness of its own: the app's scrape says it.
    expect(text).not.toMatch(/^lodging_instance_ready\{/m);
    const status = await (await get("/status", TOKEN)).json();
    expect(status.workers).toContainEqual(expect.objectContaining({ worker: "checkin_email_sender", state: "ok" }));
  });
});

describe("the webhook dispatcher's heartbeat", () => {
  it("is recorded by each claim the running dispatcher makes", async () => {
    const dispatcher = startWebhookDispatcher(testDb.db(), { intervalMs: 10 });
    try {
      await expect.poll(() => heartbeats().has("webhook_dispatcher")).toBe(true);
    } finally {
      await dispatcher.stop();
    }
  });
});
