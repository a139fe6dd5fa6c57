import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as metrics } from "@/app/api/metrics/route";
import { GET as status } from "@/app/api/ops/status/route";
import { POST as createBooking } from "@/app/api/v1/properties/[tenant_id]/bookings/route";
import { GET as bookingDetail } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/route";
import { GET as unknownPath } from "@/app/api/v1/[...path]/route";
import { GET as openApiDocument } from "@/app/api/v1/openapi.json/route";
import { POST as sepayNotification } from "@/app/api/v1/integrations/sepay/[tenant_id]/route";
import { configurationProblems } from "@/server/platform/health/production-config";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { postCreateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";

// The metrics are read by Prometheus and shipped to dashboards that many people see: they must
// answer only to the token, and no label may ever carry a guest's data, a booking's code or id,
// or a key. Every label value of a scrape taken after real requests is checked.

const testDb = setUpTestDatabase();
const TOKEN = "metrics-token-of-at-least-32-characters-x";

beforeEach(async () => {
  await loadDemo(testDb.db());
  vi.stubEnv("METRICS_TOKEN", TOKEN);
});
afterEach(() => vi.unstubAllEnvs());

/** The operator's routes answer text or JSON outside the API's envelope: read them as text. */
async function call(handler: (request: Request) => Promise<Response>, path: string, authorization?: string) {
  const response = await handler(
    new Request(new URL(path, "http://localhost"), { headers: authorization === undefined ? {} : { authorization } }),
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const scrape = (authorization?: string) => call(metrics, "/api/metrics", authorization);

/** Every label value of a scrape in Prometheus' text format, with its label's name. */
function labelValues(text: string): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || !line.includes("{")) continue;
    for (const match of line.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found.push({ name: match[1]!, value: match[2]! });
  }
  return found;
}

describe("the metrics endpoint", () => {
  it("does not exist without METRICS_TOKEN (404), for the metrics and the operator's status", async () => {
    vi.stubEnv("METRICS_TOKEN", "");
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    expect((await call(status, "/api/ops/status", `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("answers 401 without the token, with a wrong one, or one of the same length but different", async () => {
    for (const authorization of [undefined, "", `Basic ${TOKEN}`, "Bearer wrong", `Bearer ${TOKEN.slice(0, -1)}y`, `Bearer ${TOKEN}x`]) {
      const answer = await scrape(authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(answer.text).not.toContain("lodging_");
    }
    expect((await call(status, "/api/ops/status", "Bearer wrong")).status).toBe(401);
  });

  it("lists the app's metrics, Node's own and the queues for the token, never cached", async () => {
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    for (const name of [
      "lodging_http_requests_total",
      "lodging_http_request_duration_seconds",
      "lodging_db_query_errors_total",
      "lodging_webhook_attempts_total",
      "lodging_webhook_attempt_failures_total",
      "lodging_webhook_deliveries_pending",
      "lodging_webhook_oldest_due_age_seconds",
      "lodging_checkin_emails_pending",
      "lodging_checkin_email_oldest_due_age_seconds",
      "lodging_checkin_email_attempts_total",
      "lodging_checkin_email_failures_total",
      "lodging_checkin_email_renderer_up",
      "lodging_checkin_email_renderer_failures_total",
      "lodging_worker_last_pass_timestamp_seconds",
      "lodging_rate_limit_refusals_total",
      "lodging_image_decode_slots",
      "lodging_bank_notifications_total",
      "lodging_bank_transfers_unmatched",
      "lodging_bank_transfer_oldest_unmatched_age_seconds",
      "lodging_police_undeclared_guests",
      "lodging_police_declaration_deadline_minutes",
      "lodging_instance_ready",
      "lodging_metrics_database_up",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "lodging_child_processes_resident_memory_bytes",
    ]) {
      expect(answer.text, name).toMatch(new RegExp(`^# TYPE ${name} `, "m"));
    }
    expect(answer.text).toMatch(/^lodging_metrics_database_up 1$/m);
    expect(answer.text).toMatch(/^lodging_instance_ready\{component="app"\} [01]$/m);
    expect(answer.text).toMatch(/^lodging_image_decode_slots\{state="in_use"\} 0$/m);
    // The demo's properties each have their clock for the police register (a tenant's id, no guest).
    expect(answer.text).toMatch(/^lodging_police_declaration_deadline_minutes\{property="hanoi-old-quarter"\} -?\d+$/m);
  });

  it("counts requests by route template and carries no guest's name, booking code or id, nor key in any label", async () => {
    const guest = "Trần Thị Metrics-Canary";
    const created = await postCreateBooking(createBooking, {
      checkin_date: "2026-04-20",
      checkout_date: "2026-04-22",
      customer: { name: guest, email: "metrics.canary@example.com", phone: "0912 345 679" },
      booking_source: "Walk-in",
      payment_collect: "property",
      rooms: [
        {
          room_type_id: "573e587b-7d71-4d95-b54f-aa25a966a6f0",
          rate_plan_id: "RPJZ36HN02",
          occupancy: { adults: 2, children: 0, infants: 0 },
          days_breakdown: [
            { day: "2026-04-20", price: 950000 },
            { day: "2026-04-21", price: 990000 },
          ],
        },
      ],
    });
    expect(created.status).toBe(201);
    const { code, id } = created.body.data as { code: string; id: string };
    for (const bookingId of [code, "HNZZZZZZ"]) {
      await callRoute(bookingDetail, {
        path: `/api/v1/properties/hanoi-old-quarter/bookings/${bookingId}`,
        params: { tenant_id: "hanoi-old-quarter", booking_id: bookingId },
        token: DEMO_KEYS.all,
      });
    }
    await callRoute(bookingDetail, {
      path: `/api/v1/properties/hanoi-old-quarter/bookings/${code}`,
      params: { tenant_id: "hanoi-old-quarter", booking_id: code },
      token: "lpk_not_a_key_at_all",
    });

    const text = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(text).toMatch(
      /^lodging_http_requests_total\{route="\/api\/v1\/properties\/\[tenant_id\]\/bookings",method="POST",status="201"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^lodging_http_requests_total\{route="\/api\/v1\/properties\/\[tenant_id\]\/bookings\/\[booking_id\]",method="GET",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^lodging_http_requests_total\{route="\/api\/v1\/properties\/\[tenant_id\]\/bookings\/\[booking_id\]",method="GET",status="404"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^lodging_http_requests_total\{route="\/api\/v1\/properties\/\[tenant_id\]\/bookings\/\[booking_id\]",method="GET",status="401"\} [1-9]/m,
    );

    const values = labelValues(text);
    expect(values.length).toBeGreaterThan(20);
    const secrets = [guest, "Metrics-Canary", "metrics.canary", "345 679", "912345679", code, id, "HNZZZZZZ", DEMO_KEYS.all, "lpk_", TOKEN];
    for (const { name, value } of values) {
      for (const secret of secrets) expect(value, `${name}="${value}"`).not.toContain(secret);
      // A route label is a template: every segment a literal folder name or a [parameter].
      if (name === "route") expect(value).toMatch(/^(\/([a-z0-9_.-]+|\[(\.\.\.)?[a-z_]+\]))+$/i);
    }
  });
});

describe("the public routes' requests", () => {
  it("are counted by template too: the OpenAPI document, an unknown path (one series for any path) and the SePay receiver", async () => {
    await callRoute(openApiDocument, { path: "/api/v1/openapi.json" });
    for (const path of [["no-such-endpoint"], ["bookings", "HNZZZZZZ", "anything"]]) {
      await unknownPath(new Request(new URL(`/api/v1/${path.join("/")}`, "http://localhost")), { params: Promise.resolve({ path }) });
    }
    await callRoute(sepayNotification, {
      path: "/api/v1/integrations/sepay/no-such-property",
      params: { tenant_id: "no-such-property" },
      method: "POST",
      body: "{}",
    });

    const text = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(text).toMatch(/^lodging_http_requests_total\{route="\/api\/v1\/openapi\.json",method="GET",status="200"\} [1-9]/m);
    expect(text).toMatch(/^lodging_http_requests_total\{route="\/api\/v1\/\[\.\.\.path\]",method="GET",status="404"\} [2-9]/m);
    expect(text).toMatch(/^lodging_http_request_duration_seconds_count\{route="\/api\/v1\/\[\.\.\.path\]",method="GET"\} [2-9]/m);
    expect(text).toMatch(
      /^lodging_http_requests_total\{route="\/api\/v1\/integrations\/sepay\/\[tenant_id\]",method="POST",status="404"\} [1-9]/m,
    );
    expect(text).not.toContain("no-such-endpoint");
    expect(text).not.toContain("HNZZZZZZ");
    expect(text).not.toContain("no-such-property");
  });
});

describe("the metrics' configuration", () => {
  const base = {
    NODE_ENV: "production",
    APP_SECRET: "a-production-secret-of-at-least-32-chars",
    MAIL_OUTBOX_DIR: "/var/mail-outbox",
  } as const;

  it("refuses a METRICS_TOKEN under 32 characters without repeating it, and METRICS_PORT without a token", () => {
    const problems = configurationProblems({ ...base, METRICS_TOKEN: "short-token" });
    expect(problems).toEqual([expect.stringMatching(/^METRICS_TOKEN is too short/)]);
    expect(problems.join()).not.toContain("short-token");
    expect(configurationProblems({ ...base, METRICS_PORT: "9600" })).toEqual([
      expect.stringMatching(/^METRICS_PORT is set without METRICS_TOKEN/),
    ]);
    expect(configurationProblems({ ...base, METRICS_PORT: "metrics" })).toEqual([
      expect.stringMatching(/^METRICS_PORT must be a port number/),
    ]);
    expect(configurationProblems({ ...base, METRICS_TOKEN: TOKEN, METRICS_PORT: "9600" })).toEqual([]);
    expect(configurationProblems(base)).toEqual([]);
  });
});
