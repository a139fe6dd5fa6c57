// npm run fault:two-instances: two app instances on one PostgreSQL database, both running the
// webhook dispatcher. Checks that no attempt is delivered twice (each webhook-id reaches the
// always-up receiver exactly once) and that an Idempotency-Key sent to both instances at the
// same moment runs once (one change, one event; the other answer is a replay or a 409).
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { adminQuery } from "@/tests/support/test-database";
import { withDatabaseName } from "@/tests/support/postgres-urls";
import { ensureBuild, startNextServer, stopServer } from "../bench/next-server";
import { faultReceiver, waitUntil } from "./fault-receiver";

const serverUrl = process.env.FAULT_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `lodging_fault_two_${process.pid}`;
const url = withDatabaseName(serverUrl, database);
const basePort = Number(process.env.FAULT_PORT ?? 3420); // the apps on it and the next, the receiver after them
const ports = [basePort, basePort + 1];
const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6
// The demo fixture is loaded into the fresh database (production loads it only when asked).
const appEnv = { DATABASE_URL: url, SEED_DEMO_ON_EMPTY: "true", RATE_LIMIT_DISABLED: "true", WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true" };

await adminQuery(serverUrl, `create database "${database}"`);
const open = await openPostgres(url);
ensureBuild();
const receiver = faultReceiver(basePort + 2);
await receiver.up();
const apps = [await startNextServer(ports[0]!, appEnv), await startNextServer(ports[1]!, appEnv)];
let failed = true;
try {
  const { key } = await createApiKey(open.db, {
    name: "fault",
    scopes: ["bookings:read", "bookings:write", "webhooks:write"],
    properties: "all",
  });
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const api = (i: number) => `http://127.0.0.1:${ports[i % 2]}/api/v1/properties/hanoi-old-quarter`;
  const registered = await fetch(`${api(0)}/webhooks`, {
    method: "POST",
    headers,
    body: JSON.stringify({ url: receiver.url, events: ["booking.updated"] }),
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);

  const rate = (i: number, price: number, idempotencyKey?: string) =>
    fetch(`${api(i)}/bookings/HNZK3NJ6/rooms/${FUTURE_ROOM}/rate`, {
      method: "POST",
      headers: { ...headers, ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
      body: JSON.stringify({ price_per_night: price }),
    });

  // 100 changes spread over both instances, 10 at a time.
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(Array.from({ length: 10 }, (_, j) => rate(batch * 10 + j, 1_000_000 + (batch * 10 + j) * 1000)));
  }
  const eventsBefore = (await queryRows<{ n: number }>(open.db, sql`select count(*)::int as n from outbox_events`))[0]!.n;

  // 20 keys, each sent to both instances at once.
  const statuses: number[] = [];
  for (let k = 0; k < 20; k++) {
    const answers = await Promise.all([rate(0, 2_000_000 + k * 1000, `same-key-${k}`), rate(1, 2_000_000 + k * 1000, `same-key-${k}`)]);
    statuses.push(...answers.map((answer) => answer.status));
  }
  const eventsAfter = (await queryRows<{ n: number }>(open.db, sql`select count(*)::int as n from outbox_events`))[0]!.n;
  const idempotentRuns = eventsAfter - eventsBefore;

  await waitUntil(async () => receiver.uniqueIds().size >= eventsAfter, 60_000);
  const unique = receiver.uniqueIds().size;
  const twice = receiver.deliveries.length - unique;
  failed = twice !== 0 || unique !== eventsAfter || idempotentRuns !== 20 || statuses.some((s) => ![200, 409].includes(s));
  console.log(`idempotency: 20 keys sent to both instances -> ${idempotentRuns} changes; answers ${[...new Set(statuses)].join("/")}`);
  console.log(
    JSON.stringify({
      events: eventsAfter,
      delivered_unique: unique,
      delivered_twice: twice,
      idempotent_keys: 20,
      idempotent_runs: idempotentRuns,
    }),
  );
} finally {
  for (const app of apps) await stopServer(app);
  await receiver.down();
  await open.close();
  await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`).catch(() => undefined);
}
process.exit(failed ? 1 : 0);
