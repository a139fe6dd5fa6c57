import type { Pool, PoolClient } from "pg";
import { counter, gauge } from "./registry";

// The `pg` pools of this process (the primary, and the replica of DATABASE_READ_URL when set),
// read at each scrape: connections in use and idle, and requests waiting for one (a pool that
// is always full shows as waiting before it shows as slow answers).

const holder = globalThis as typeof globalThis & { __lodgingWatchedPools?: Map<string, Pool> };
const pools = () => (holder.__lodgingWatchedPools ??= new Map());

gauge({
  name: "lodging_db_pool_connections",
  help: "Connections of the database pool, by state (in_use, idle).",
  labelNames: ["pool", "state"],
  collect() {
    for (const [name, pool] of pools()) {
      this.set({ pool: name, state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ pool: name, state: "idle" }, pool.idleCount);
    }
  },
});
gauge({
  name: "lodging_db_pool_waiting_requests",
  help: "Queries waiting for a connection of the database pool.",
  labelNames: ["pool"],
  collect() {
    for (const [name, pool] of pools()) this.set({ pool: name }, pool.waitingCount);
  },
});

const queryErrors = counter({
  name: "lodging_db_query_errors_total",
  help: "Queries the database answered with an error (or that lost their connection), by SQLSTATE class.",
  labelNames: ["pool", "code_class"],
});

/**
 * Exposes `pool` under `name` and counts its failed queries. A query's error is counted as each
 * connection's `query` settles (by promise or by callback: `pool.query` uses the callback form);
 * the label is the SQLSTATE's class (23 integrity, 40 serialization, 57 shutdown...), never the
 * message, which may quote a value.
 */
export function watchPool(name: string, pool: Pool): void {
  pools().set(name, pool);
  pool.on("connect", (client) => countQueryErrors(name, client));
}

function countQueryErrors(pool: string, client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const count = (error: unknown) => {
    if (error) queryErrors.inc({ pool, code_class: codeClass(error) });
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (error: unknown, ...rest: unknown[]) => void;
      args[last] = (error: unknown, ...rest: unknown[]) => {
        count(error);
        callback(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(count);
    return result;
  };
}

/** The SQLSTATE class of a server error, or `connection` for an error of the connection itself. */
export function codeClass(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code.slice(0, 2) : "connection";
}
