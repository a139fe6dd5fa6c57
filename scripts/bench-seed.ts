// npm run bench:seed -- --properties 1000
// Makes a hotel chain for the availability benchmark, in SQL, in the configured database.
import { parseArgs } from "node:util";
import { openConfiguredDatabase } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { truncateAll } from "@/server/platform/db/truncate-all";
import { todayIn } from "@/server/domain/dates";
import { sql, type SQL } from "drizzle-orm";
import { chainStatements } from "./bench/seed-chain.sql";

const { values } = parseArgs({ options: { properties: { type: "string", default: "100" } } });
const count = Number(values.properties);
if (!Number.isInteger(count) || count < 1) {
  console.error("Usage: npm run bench:seed -- --properties N");
  process.exit(2);
}

const open = await openConfiguredDatabase();
const started = performance.now();
try {
  await forgetPreviousChain();
  for (const { label, statement, bulk } of chainStatements(count, todayIn("Asia/Ho_Chi_Minh"))) {
    const stepStarted = performance.now();
    if (bulk) await bulkLoad(statement, bulk.orphans, label);
    else await open.db.execute(statement);
    console.log(`${label.padEnd(70)} ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
  }
  const [totals] = await queryRows<{ properties: number; rooms: number; booking_rooms: number }>(
    open.db,
    sql`select (select count(*) from properties where id like 'bench-%')::int as properties,
               (select count(*) from rooms where property_id like 'bench-%')::int as rooms,
               (select count(*) from booking_rooms where property_id like 'bench-%')::int as booking_rooms`,
  );
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(totals)}`);
} finally {
  await open.close();
}

/**
 * A database that holds only a bench chain is emptied at once; in one that also holds real
 * properties only the bench ones go (slower: a delete cascades row by row).
 */
async function forgetPreviousChain() {
  const [others] = await queryRows<{ found: boolean }>(
    open.db,
    sql`select exists (select 1 from properties where id not like 'bench-%') as found`,
  );
  if (others?.found) await open.db.execute(sql`delete from properties where id like 'bench-%'`);
  else await truncateAll(open.db);
}

/**
 * A bulk step skips the foreign key triggers (they check each of millions of rows one by one
 * and lock the row it points at, as pg_restore --disable-triggers avoids), then proves in one
 * set-based query that no row points at nothing; otherwise the whole step is rolled back.
 * Skipping needs a superuser; without one the step runs with its triggers, only slower.
 */
async function bulkLoad(statement: SQL, orphans: SQL, label: string) {
  await open.db.transaction(async (tx) => {
    const [role] = await queryRows<{ superuser: boolean }>(
      tx,
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    );
    if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
    await tx.execute(sql`set local session_replication_role = origin`);
    const [check] = await queryRows<{ orphans: number }>(tx, orphans);
    if (check?.orphans) throw new Error(`${label}: ${check.orphans} rows point at nothing; nothing was kept.`);
  });
}
