import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidateBookingSources } from "@/server/booking-sources/direct-sources-cache";
import { bookingSources } from "@/server/platform/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET } from "./route";

const testDb = setUpTestDatabase();
beforeEach(async () => {
  invalidateBookingSources();
  await loadDemo(testDb.db());
});

function getSources(tenantId: string, headers: Record<string, string> = {}, token: string = DEMO_KEYS.all) {
  return callRoute(GET, {
    path: `/api/v1/properties/${tenantId}/booking-sources`,
    params: { tenant_id: tenantId },
    token,
    headers,
  });
}

describe("Get Booking Sources", () => {
  it("lists the active direct sources only, in Vietnamese by default", async () => {
    const answer = await getSources("hanoi-old-quarter");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: [
        { name: "Walk-in", color: "#16a34a", translated_name: "Khách vãng lai" },
        { name: "Website", color: "#2563eb", translated_name: "Trang web" },
        { name: "Phone", color: "#9333ea", translated_name: "Điện thoại" },
      ],
    });
    expect(answer.headers.get("cache-control")).toContain("max-age=600");
  });

  it.each([
    ["en", "en"],
    ["en-US,en;q=0.9", "en"],
    ["vi,en;q=0.8", "vi"],
    ["fr,en;q=0.5,vi;q=0.4", "en"],
    ["en;q=0.5,vi", "vi"],
    ["*", "vi"],
    ["fr", "vi"],
  ])("Accept-Language %s gives %s", async (header, language) => {
    const answer = await getSources("hanoi-old-quarter", { "accept-language": header });
    expect(answer.body.data[2].translated_name).toBe(language === "en" ? "Phone" : "Điện thoại");
  });

  it("serves the cached list for 10 minutes and a fresh one once the cache is invalidated", async () => {
    await getSources("hanoi-old-quarter");
    await testDb.db().update(bookingSources).set({ active: false }).where(eq(bookingSources.name, "Website"));
    expect((await getSources("hanoi-old-quarter")).body.data).toHaveLength(3);
    invalidateBookingSources("hanoi-old-quarter");
    expect((await getSources("hanoi-old-quarter")).body.data.map((s: { name: string }) => s.name)).toEqual(["Walk-in", "Phone"]);
  });

  it("keeps each property's sources to itself, and refuses a key limited to another property", async () => {
    expect((await getSources("danang-beach")).body.data.map((s: { name: string }) => s.name)).toEqual(["Walk-in"]);
    expect((await getSources("danang-beach", {}, DEMO_KEYS.readHanoi)).status).toBe(403);
    expect((await getSources("no-such-hotel")).status).toBe(404);
    expect((await getSources("hanoi-old-quarter", {}, DEMO_KEYS.revoked)).status).toBe(401);
  });
});
