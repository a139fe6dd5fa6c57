import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";
import { schema, type Database } from "@/server/platform/db/database";

// Counts statements where they leave for the database: the driver's own methods (PGlite's
// query, exec and sql, inside its transactions too; node-postgres' pool and pooled-client
// query), so nothing is missed, whether Drizzle built the statement, it is a named prepared
// statement or raw `tx.execute(sql...)`. One call is one round trip and counts once.
// Transaction control is left out on both engines: PGlite sends BEGIN and COMMIT inside its own
// transaction() where no wrapper sees them, so node-postgres' are dropped too, and both engines
// count the same statements.

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

type Recorder = (statement: unknown) => void;

/**
 * Runs `work` on a database that shares `db`'s connection (PGlite) or pool (PostgreSQL) and
 * returns the text of every statement it sent, in order.
 */
export async function statementsOf(db: Database, work: (counted: Database) => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const record: Recorder = (statement) => {
    const text = typeof statement === "string" ? statement : (statement as { text: string }).text;
    if (!TRANSACTION_CONTROL.test(text)) statements.push(text.replace(/\s+/g, " ").trim());
  };
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  const counted = isPglite(client)
    ? (drizzlePglite({ client: countingPglite(client, record), schema, casing: "snake_case" }) as unknown as Database)
    : (drizzlePostgres({ client: countingPool(client, record), schema, casing: "snake_case" }) as unknown as Database);
  await work(counted);
  return statements;
}

function isPglite(client: PGlite | Pool): client is PGlite {
  return typeof (client as PGlite).exec === "function";
}

/**
 * The object with `methods` counted; every other function is bound to the original, since
 * PGlite keeps its state in private fields that a proxy as `this` cannot reach.
 */
function withCounted<T extends object>(target: T, methods: Partial<Record<keyof T, (...args: never[]) => unknown>>): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const counted = methods[property as keyof T];
      if (counted) return counted;
      const value = Reflect.get(object, property, receiver);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

type PgliteTransaction = Parameters<Parameters<PGlite["transaction"]>[0]>[0];

function countingPglite(client: PGlite, record: Recorder): PGlite {
  // The three ways in for a statement; each calls the original, whose inner calls are not seen again.
  const countQueries = <T extends Pick<PGlite, "query" | "exec" | "sql">>(target: T) => {
    const counted =
      (method: "query" | "exec" | "sql") =>
      (statement: string | TemplateStringsArray, ...rest: unknown[]) => {
        record(typeof statement === "string" ? statement : statement.join("$"));
        return Reflect.apply(target[method], target, [statement, ...rest]);
      };
    return { query: counted("query") as T["query"], exec: counted("exec") as T["exec"], sql: counted("sql") as T["sql"] };
  };
  return withCounted(client, {
    ...countQueries(client),
    transaction: (<R>(callback: (tx: PgliteTransaction) => Promise<R>) =>
      client.transaction((tx) => callback(withCounted(tx, countQueries(tx))))) as PGlite["transaction"],
  });
}

function countingPool(pool: Pool, record: Recorder): Pool {
  const countQuery = (client: Pool | PoolClient) =>
    ((statement: unknown, ...rest: unknown[]) => {
      record(statement);
      return Reflect.apply(client.query, client, [statement, ...rest]);
    }) as Pool["query"];
  return withCounted(pool, {
    query: countQuery(pool),
    connect: (async () => {
      const client = await pool.connect();
      return withCounted(client, { query: countQuery(client) });
    }) as Pool["connect"],
  });
}
