import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "@/server/testing/test-database";
import { isEmpty } from "./engines";
import { seedDemoOnEmpty } from "./seed-demo-on-empty";

// The demo fixture holds published keys and passwords: a new production database must not start
// with them because nobody remembered to set SEED_DEMO_ON_EMPTY=false.

const testDb = setUpTestDatabase();

describe("the demo fixture on an empty database", () => {
  it("is not loaded into an empty production database by default", async () => {
    expect(await seedDemoOnEmpty(testDb.db(), { NODE_ENV: "production" })).toBe(false);
    expect(await seedDemoOnEmpty(testDb.db(), { NODE_ENV: "production", SEED_DEMO_ON_EMPTY: "1" })).toBe(false);
    expect(await isEmpty(testDb.db())).toBe(true);
  });

  it("is loaded in production only when SEED_DEMO_ON_EMPTY=true says so", async () => {
    expect(await seedDemoOnEmpty(testDb.db(), { NODE_ENV: "production", SEED_DEMO_ON_EMPTY: "true" })).toBe(true);
    expect(await isEmpty(testDb.db())).toBe(false);
  });

  it("is loaded in development unless SEED_DEMO_ON_EMPTY=false, and never over existing data", async () => {
    expect(await seedDemoOnEmpty(testDb.db(), { NODE_ENV: "development", SEED_DEMO_ON_EMPTY: "false" })).toBe(false);
    expect(await isEmpty(testDb.db())).toBe(true);
    expect(await seedDemoOnEmpty(testDb.db(), { NODE_ENV: "development" })).toBe(true);
    expect(await seedDemoOnEmpty(testDb.db(), { NODE_ENV: "development" })).toBe(false);
  });
});
