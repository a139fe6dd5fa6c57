import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { setDatabase } from "@/server/platform/db/client";
import { openPostgres } from "@/server/platform/db/engines";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { checkReadiness } from "./check-readiness";

const testDb = setUpTestDatabase();

describe("health and readiness", () => {
  it("is live without touching the database", async () => {
    const answer = health();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "ok" });
  });

  it("is ready when the database answers and holds every migration", async () => {
    expect(testDb.db()).toBeDefined();
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ready: true });
    const details = await checkReadiness();
    expect(details.migrations.applied).toBe(details.migrations.expected);
    expect(details.migrations.expected).toBeGreaterThan(0);
  });

  // Last: it swaps the app's database for one that cannot be reached.
  it("is not ready (503) when the database cannot be reached", async () => {
    // Nothing listens on port 1: the pool fails to connect at once.
    const unreachable = await openPostgres("postgres://postgres@127.0.0.1:1/none", { migrate: false });
    setDatabase(unreachable);
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ ready: false });
      expect(await checkReadiness()).toMatchObject({ ready: false, database: "unreachable" });
    } finally {
      await unreachable.close();
    }
  });
});
