import type { Database, Queryable, Transaction } from "./database";

/**
 * Runs `work` in a transaction, or inside the one already open, so verbs compose: a verb
 * called from another verb joins its transaction instead of committing on its own.
 */
export async function withTransaction<T>(db: Queryable, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return work(db);
  return (db as Database).transaction(work);
}

function isTransaction(db: Queryable): db is Transaction {
  return "rollback" in db && typeof (db as Transaction).rollback === "function";
}
