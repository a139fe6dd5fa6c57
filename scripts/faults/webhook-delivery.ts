// npm run fault:webhooks: the receiver down for a while, and the app killed in the middle of
// deliveries. Afterwards every committed event must have reached the receiver: the outbox is
// counted against the receiver's unique webhook-ids (lost = 0; duplicates are allowed, since
// delivery is at least once). Exits non-zero when an event is lost.
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { adminQuery } from "@/tests/support/test-database";
import { withDatabaseName } from "@/tests/support/postgres-urls";
import { ensureBuild, startNextServer, stopServer } from "../bench/next-server";
import { faultReceiver, waitUntil } from "./fault-receiver";

const serverUrl = process.env.FAULT_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `lodging_fault_hooks_${process.pid}`;
const url = withDatabaseName(serverUrl, database);
const port = Number(process.env.FAULT_PORT ?? 3410); // the app; the receiver on the next
const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6
const appEnv = {
  DATABASE_URL: url,
  // The demo fixture is loaded into the fresh database (production loads it only when asked).
  SEED_DEMO_ON_EMPTY: "true",
  RATE_LIMIT_DISABLED: "true",
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
  // Seconds instead of hours between attempts, and a short lease, so the run fits in minutes.
  WEBHOOK_RETRY_DELAYS_MS: "1000,2000,3000,5000,5000,5000,5000",
  WEBHOOK_LEASE_MS: "5000",
};

await adminQuery(serverUrl, `create database "${database}"`);
const open = await openPostgres(url);
ensureBuild();
const receiver = faultReceiver(port + 1);
let app = await startNextServer(port, appEnv);
let lost = -1;
try {
  const { key } = await createApiKey(open.db, {
    name: "fault",
    scopes: ["bookings:read", "bookings:write", "webhooks:write"],
    properties: "all",
  });
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const api = `http://127.0.0.1:${port}/api/v1/properties/hanoi-old-quarter`;
  const registered = await fetch(`${api}/webhooks`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url: receiver.url, events: ["booking.updated", "booking.checked_out", "booking.cancelled"] }),
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);

  const changeRates = async (from: number, count: number) => {
    let ok = 0;
    for (let i = from; i < from + count; i++) {
      const response = await fetch(`${api}/bookings/HNZK3NJ6/rooms/${FUTURE_ROOM}/rate`, {
        method: "POST",
        headers,
        body: JSON.stringify({ price_per_night: 1_000_000 + i * 1000 }),
      }).catch(() => undefined);
      if (response?.status === 200) ok++;
    }
    return ok;
  };

  console.log("receiver down; 60 rate changes ...");
  let committed = await changeRates(0, 60);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // failed attempts pile up
  console.log("receiver up; 60 more rate changes, and the app killed (SIGKILL) in the middle of deliveries ...");
  await receiver.up();
  committed += await changeRates(60, 60);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await stopServer(app, "SIGKILL");
  const beforeRestart = receiver.deliveries.length;
  app = await startNextServer(port, appEnv);

  const eventCount = async () => (await queryRows<{ n: number }>(open.db, sql`select count(*)::int as n from outbox_events`))[0]?.n ?? 0;
  await waitUntil(async () => receiver.uniqueIds().size >= (await eventCount()), 120_000);

  const events = await eventCount();
  const unique = receiver.uniqueIds().size;
  lost = events - unique;
  const duplicates = receiver.deliveries.length - unique;
  console.log(`rate changes answered 200: ${committed}; delivered before the kill: ${beforeRestart}`);
  console.log(
    JSON.stringify({ events_produced: events, delivered_unique: unique, deliveries: receiver.deliveries.length, duplicates, lost }),
  );
} finally {
  await stopServer(app);
  await receiver.down();
  await open.close();
  await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`).catch(() => undefined);
}
process.exit(lost === 0 ? 0 : 1);
