import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "@/server/platform/db/schema";
import { statementsOf } from "./count-statements";
import { setUpTestDatabase } from "./test-database";

const testDb = setUpTestDatabase();

describe("statementsOf", () => {
  it("counts every statement sent, built or raw, in a transaction or not, and leaves transaction control out", async () => {
    const statements = await statementsOf(testDb.db(), async (db) => {
      await db.execute(sql`select 1`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 2`);
        await tx.select({ id: properties.id }).from(properties).limit(1);
      });
    });
    expect(statements).toEqual(["select 1", "select 2", 'select "id" from "properties" limit $1']);
  });
});
