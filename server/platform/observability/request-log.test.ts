import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as getBookingDetail } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { logger } from "./logger";

// The request log is read by operators and shipped to log stores: each line must say who,
// where and how it went, and must never carry a key, a token or a guest's data.
const testDb = setUpTestDatabase();
let lines: { fields: Record<string, unknown>; message: string; level: string }[] = [];

beforeEach(async () => {
  await loadDemo(testDb.db());
  lines = [];
  vi.spyOn(logger, "info").mockImplementation(((fields: Record<string, unknown>, message: string) => {
    lines.push({ fields, message, level: "info" });
  }) as typeof logger.info);
});
afterEach(() => vi.restoreAllMocks());

function detail(code: string, token: string = DEMO_KEYS.all) {
  return callRoute(getBookingDetail, {
    path: `/api/v1/properties/hanoi-old-quarter/bookings/${code}?booking_id=${code}`,
    params: { tenant_id: "hanoi-old-quarter", booking_id: code },
    token,
    headers: { "x-request-id": "req-log-test-1" },
  });
}

describe("request log", () => {
  it("writes one line per request: request id, tenant, credential name, route, status, duration", async () => {
    const answer = await detail("HNVRBEHJ");
    expect(answer.status).toBe(200);
    expect(lines).toHaveLength(1);
    const { fields, message } = lines[0]!;
    expect(message).toBe("request");
    expect(fields).toMatchObject({
      request_id: "req-log-test-1",
      method: "GET",
      route: "/api/v1/properties/hanoi-old-quarter/bookings/HNVRBEHJ",
      tenant: "hanoi-old-quarter",
      status: 200,
    });
    expect(fields.credential).toMatch(/^api_key:/);
    expect(typeof fields.duration_ms).toBe("number");
  });

  it("never carries the key, the query string or anything of the guest", async () => {
    await detail("HNVRBEHJ");
    await detail("HNVRBEHJ", "lpk_not_a_real_key_0000000000");
    expect(lines.map((line) => line.fields.status)).toEqual([200, 401]);
    const written = JSON.stringify(lines);
    expect(written).not.toContain(DEMO_KEYS.all);
    expect(written).not.toContain("lpk_not_a_real_key");
    expect(written).not.toContain("booking_id=");
    const { customer } = ((await detail("HNVRBEHJ")).body as { data: { customer: { name: string; phone: string | null } } }).data;
    expect(customer.name.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(customer.name);
    if (customer.phone) expect(JSON.stringify(lines)).not.toContain(customer.phone);
  });
});
