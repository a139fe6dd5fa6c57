import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { Database } from "@/server/platform/db/database";

/**
 * Wakes dispatchers when outbox events commit, so a delivery leaves at once instead of at the
 * next poll. PostgreSQL delivers a NOTIFY only when its transaction commits (and never for a
 * rolled-back one), to every listening instance; PGlite does the same in its one process.
 * Best effort: the dispatcher polls every second anyway.
 */
const CHANNEL = "webhook_outbox";

/** The NOTIFY, as an expression of the statement that writes outbox events (no round trip of its own). */
export const notifyOutboxCommitted = sql`pg_notify(${CHANNEL}, '')`;

interface PgliteClient {
  listen(channel: string, callback: () => void): Promise<() => Promise<void>>;
}

/** Calls `onCommit` for every commit that wrote events; returns how to stop listening. */
export async function listenForOutboxCommits(
  db: Database,
  onCommit: () => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client && typeof (client as PgliteClient).listen === "function") {
    return (client as PgliteClient).listen(CHANNEL, onCommit);
  }
  if (client && typeof (client as Pool).connect === "function" && "options" in (client as object)) {
    // A connection of its own, outside the pool: LISTEN holds it for as long as the process runs.
    const { Client } = await import("pg");
    const listener = new Client((client as Pool).options);
    listener.on("notification", onCommit);
    listener.on("error", onError);
    await listener.connect();
    await listener.query(`listen ${CHANNEL}`);
    return () => listener.end().catch(() => undefined);
  }
  return async () => undefined;
}
