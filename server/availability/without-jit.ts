import { sql } from "drizzle-orm";
import type { Queryable, Transaction } from "@/server/db/database";

/**
 * Runs the searches in a read-only transaction with JIT compilation off. PostgreSQL compiles
 * a query to machine code when the planner's cost estimate is high, and for these CTE chains
 * (whose row counts it cannot know) it guesses high: compiling then costs 50 ms to seconds
 * for a query that runs in a few milliseconds. PGlite has no JIT; the setting is harmless there.
 */
export function withoutJit<T>(db: Queryable, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return work(tx);
    },
    { accessMode: "read only" },
  );
}
