import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { metricsRegistry } from "./registry";
import { codeClass } from "./db-pool-metrics";

// On PostgreSQL (DATABASE_URL) the `pg` pool is in the metrics: its connections by state, and
// its failed queries by SQLSTATE class, never the message (which may quote a value).

const testDb = setUpTestDatabase();

async function errorsOfClass(code: string): Promise<number> {
  const metric = await metricsRegistry().getSingleMetric("lodging_db_query_errors_total")!.get();
  return metric.values
    .filter((value) => value.labels.pool === "primary" && value.labels.code_class === code)
    .reduce((sum, value) => sum + value.value, 0);
}

describe("the database pool's metrics", () => {
  it("names a server error's SQLSTATE class, and `connection` for anything else", () => {
    expect(codeClass({ code: "22012", message: "division by zero" })).toBe("22");
    expect(codeClass({ code: "ECONNREFUSED" })).toBe("connection");
    expect(codeClass(new Error("Connection terminated"))).toBe("connection");
  });

  it.runIf(process.env.DATABASE_URL)("counts a failed query by its class and shows the pool's connections", async () => {
    const before = await errorsOfClass("22");
    await expect(testDb.db().execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
    expect(await errorsOfClass("22")).toBe(before + 1);
    await testDb.db().execute(sql`select 1`);
    expect(await errorsOfClass("22")).toBe(before + 1);
    const text = await metricsRegistry().metrics();
    expect(text).toMatch(/^lodging_db_pool_connections\{pool="primary",state="idle"\} \d+$/m);
    expect(text).toMatch(/^lodging_db_pool_waiting_requests\{pool="primary"\} 0$/m);
  });
});
