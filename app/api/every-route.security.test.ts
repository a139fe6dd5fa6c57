import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_KEYS, DEMO_SEPAY_KEYS, loadDemo } from "@/tests/support/demo";
import { setUpTestDatabase } from "@/tests/support/test-database";

// Whatever a caller sends to any route of app/api (path parameters, query strings, bodies,
// headers), the answer is never a 5xx: bad input is a 4xx that names it. The routes are found
// on disk, so a new one is covered the day it is added.

const testDb = setUpTestDatabase();
// The runs of the one property share the database: each request meets whatever the previous left.
beforeEach(() => loadDemo(testDb.db()));
// A property's SePay receiver is off without its key (404); with Hanoi's (the demo's), the sweep
// reaches its parsing and matching there.
const SEPAY_KEY = DEMO_SEPAY_KEYS.hanoi;

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;
interface Endpoint {
  file: string;
  method: string;
  handler: Handler;
  /** Dynamic segments: `[name]` and, for `[...name]`, a list. */
  params: { name: string; list: boolean }[];
  [fc.toStringMethod]: () => string;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const ROOT = path.join(process.cwd(), "app", "api");

async function findEndpoints(): Promise<Endpoint[]> {
  const files = (fs.readdirSync(ROOT, { recursive: true }) as string[]).filter((file) => path.basename(file) === "route.ts").sort();
  const endpoints: Endpoint[] = [];
  for (const file of files) {
    const routeModule = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    const params = [...file.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => ({ name: match[2]!, list: match[1] !== undefined }));
    for (const method of METHODS) {
      if (typeof routeModule[method] !== "function") continue;
      // A counterexample names the route rather than printing its handler's source.
      endpoints.push({ file, method, handler: routeModule[method] as Handler, params, [fc.toStringMethod]: () => `${method} ${file}` });
    }
  }
  return endpoints;
}

// Values that mean something to the demo, so that some requests get past validation and deeper.
const KNOWN: Record<string, string[]> = {
  tenant_id: ["hanoi-old-quarter", "saigon-apartments"],
  booking_id: ["HNCJM6F2", "GRARCNFC", "SGDBUHKC"],
  checkin_date: ["2026-03-20", "2026-03-10"],
  checkout_date: ["2026-03-22", "2026-03-11"],
  lang: ["en", "vi"],
  q: ["Nguyễn", "HN"],
};
const NAMES = [
  ...Object.keys(KNOWN),
  ...["notes", "rooms", "payments", "guests", "services", "records", "method", "id", "name", "status", "amount", "paid_at", "quantity"],
  ...["price_per_unit", "birthday", "invoice", "company", "days_breakdown", "day", "price", "price_per_night", "room_discount"],
  ...["departure_hour", "url", "events", "email", "password", "room_type_id", "occ_adults", "expires", "to", "signature"],
  ...["reason", "room_unit"],
];

const awkward = fc.constantFrom(
  "",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00",
  "%",
  "%FF",
  "%00",
  "../..",
  "'; select 1; --",
  '"',
  "1e20",
  "1e308",
  "-0",
  "NaN",
  "Infinity",
  "0000-01-01",
  "9999-12-31",
  "2026-02-30",
  "24:00",
  "add",
  "replace",
  "checked_in",
  "SV69767dbd",
  "https://example.com/hook",
  "booking.updated",
);
const text = fc.oneof(
  { weight: 3, arbitrary: awkward },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 300, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.nat({ max: 200_000 }).map((length) => "x".repeat(length)) },
);
const number = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 1e20, -1e20, 1e14, 99999999999999, 0.0001, 1e-7, 2 ** 31, 2 ** 53, -1, 0, 1, 2.5),
  fc.double(),
  fc.integer(),
);
const knownValue = fc.constantFrom(...Object.values(KNOWN).flat());
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NAMES) }, { weight: 1, arbitrary: text });
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    number,
    knownValue,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("json"), { maxLength: 4 }),
    fc.dictionary(key, tie("json"), { maxKeys: 5 }),
  ),
}));

const body = fc.oneof(
  { weight: 6, arbitrary: json.map((value) => ({ text: JSON.stringify(value) ?? "null", type: "application/json" })) },
  {
    weight: 1,
    arbitrary: fc.record({ text, type: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded") }),
  },
  { weight: 1, arbitrary: json.map((value) => ({ data: JSON.stringify(value) ?? "null" })) },
  {
    weight: 1,
    arbitrary: fc.record({
      text,
      type: fc.constantFrom("multipart/form-data; boundary=", "multipart/form-data; boundary=x", "multipart/form-data"),
    }),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
// A valid body per operation (by the route's last segment), of which a random leaf is replaced,
// so that requests also reach the checks behind the schemas.
const VALID_BODIES: Record<string, unknown> = {
  checkout: { departure_hour: "10:30" },
  rate: { days_breakdown: [{ day: "2026-03-16", price: 2000000 }], room_discount: 0 },
  update: {
    notes: "late arrival",
    invoice: { company: "ACME", tax_code: "0101234567", address: "1 Hàng Bạc", email: "a@example.com" },
    payments: { method: "add", records: [{ amount: 1000, paid_at: "2026-03-10 10:00:00", notes: "cash" }] },
    rooms: [
      {
        id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
        status: "checked_in",
        guests: {
          method: "add",
          records: [
            { name: "An", birthday: "1990-01-01", identity: "C1234567", id_type: "passport", country: "VN", is_primary_guest: true },
          ],
        },
        services: { method: "add", records: [{ id: "SV69767dbd", quantity: 1, price_per_unit: 1000, service_used_date: "2026-03-10" }] },
      },
    ],
  },
  webhooks: { url: "https://example.com/hook", events: ["booking.updated"] },
  session: { email: "reception@oldquarter.example", password: "not-the-password" },
  "payment-requests": { amount: 500000 },
  refunds: {
    amount: 100000,
    method: "bank_transfer",
    reason: "Paid twice",
    bank_reference: "FT26070123456",
    paid_at: "2026-03-10 10:00:00",
  },
  "kept-overpayments": { amount: 100000, reason: "Credit for the next stay" },
  sepay: {
    id: 92704,
    gateway: "VietinBank",
    transactionDate: "2026-03-10 14:02:37",
    accountNumber: "113366668888",
    code: null,
    content: "LQHNVRBEHJABCDEFGH thanh toan",
    transferType: "in",
    transferAmount: 2277000,
    accumulated: 19077000,
    subAccount: null,
    referenceCode: "MBVCB.3278907687",
  },
};

function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== "object" || value === null) return [at];
  return Object.entries(value).flatMap(([name, member]) => leafPaths(member, [...at, Array.isArray(value) ? Number(name) : name]));
}

function mutated(seed: unknown) {
  const paths = leafPaths(seed);
  return fc.tuple(fc.nat({ max: paths.length - 1 }), json).map(([pick, replacement]) => {
    const copy = structuredClone(seed) as Record<string | number, unknown>;
    const target = paths[pick]!;
    let holder = copy;
    for (const step of target.slice(0, -1)) holder = holder[step] as Record<string | number, unknown>;
    holder[target.at(-1)!] = replacement;
    return copy;
  });
}

function bodyFor(endpoint: Endpoint) {
  // The SePay receiver's folder is its property ([tenant_id]): its body is SePay's.
  const seed = VALID_BODIES[endpoint.file.includes("integrations/sepay") ? "sepay" : path.basename(path.dirname(endpoint.file))];
  if (seed === undefined) return body;
  return fc.oneof(
    body,
    mutated(seed).map((value) => ({ text: JSON.stringify(value), type: "application/json" })),
    fc.constant({ text: JSON.stringify(seed), type: "application/json" }),
  );
}

const query = fc.tuple(
  fc.array(fc.tuple(key, fc.oneof(knownValue, text)), { maxLength: 5 }),
  fc.constantFrom("", "&%", "&a=%ZZ", "&%00=1", "&lang=%FF"),
);
const headers = fc.record(
  {
    "idempotency-key": fc.string({ unit: "grapheme-ascii", maxLength: 300 }),
    "accept-language": fc.constantFrom("en", "vi", "*", "en;q=x", "zz-ZZ, en;q=0.1"),
    "x-request-id": fc.string({ unit: "grapheme-ascii", maxLength: 200 }),
  },
  { requiredKeys: [] },
);

/**
 * Path parameters that belong together (the room is one of the booking's, the booking of the property).
 * A service line's id is made when the demo is loaded, so `service_id` is a well-formed UUID of no line:
 * the request gets past validation to the lookup under the booking's lock.
 */
const NO_LINE = "00000000-0000-4000-8000-000000000000";
const TARGETS = [
  {
    tenant_id: "hanoi-old-quarter",
    booking_id: "HNCJM6F2",
    room_id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
    service_id: NO_LINE,
    code: "WH9SXPPH",
    cityCode: "01",
  },
  {
    tenant_id: "hanoi-old-quarter",
    booking_id: "HNZK3NJ6",
    room_id: "9da91400-4884-4306-a8d9-393a2496ad45",
    service_id: NO_LINE,
    code: "WH9SXPPH",
    cityCode: "79",
  },
  {
    tenant_id: "hanoi-old-quarter",
    booking_id: "HNVRBEHJ",
    room_id: "8eb426db-bd24-47a4-a490-fbc1fd363762",
    service_id: NO_LINE,
    code: "WH9SXPPH",
    cityCode: "01",
  },
  {
    tenant_id: "hanoi-old-quarter",
    booking_id: "HNQZAUK4",
    room_id: "a52b0250-e785-4588-a0c7-a0227436c6e3",
    service_id: NO_LINE,
    code: "WH9SXPPH",
    cityCode: "01",
  },
];

/** A coherent target, each parameter of which is sometimes replaced by anything. */
function paramsFor(endpoint: Endpoint): fc.Arbitrary<Record<string, string | string[]>> {
  const replacements = fc.record(
    Object.fromEntries(
      endpoint.params.map((param) => [
        param.name,
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: param.list ? fc.array(text, { minLength: 1, maxLength: 3 }) : text },
        ),
      ]),
    ) as Record<string, fc.Arbitrary<string | string[] | undefined>>,
  );
  return fc
    .tuple(fc.constantFrom(...TARGETS), replacements)
    .map(([target, replaced]) =>
      Object.fromEntries(
        endpoint.params.map((param) => [
          param.name,
          replaced[param.name] ?? (param.list ? ["x"] : ((target as Record<string, string>)[param.name] ?? "x")),
        ]),
      ),
    );
}

function buildRequest(
  endpoint: Endpoint,
  params: Record<string, string | string[]>,
  search: [[string, string][], string],
  sent: { text?: string; type?: string; data?: string } | undefined,
  extra: Record<string, string>,
): Request {
  const headers = new Headers(extra);
  headers.set("authorization", endpoint.file.includes("sepay") ? `Apikey ${SEPAY_KEY}` : `Bearer ${DEMO_KEYS.all}`);
  const route = `/${endpoint.file.replace(/\/?route\.ts$/, "")}`;
  const url = new URL(`http://localhost/api${route.replace(/\[[^\]]+\]/g, "x")}`);
  url.search = `${new URLSearchParams(search[0]).toString()}${search[1]}`;
  let requestBody: BodyInit | undefined;
  if (endpoint.method !== "GET" && sent) {
    if (sent.data !== undefined) {
      const form = new FormData();
      form.set("data", sent.data);
      requestBody = form;
    } else {
      requestBody = sent.text;
      if (sent.type) headers.set("content-type", sent.type);
    }
  }
  return new Request(url, { method: endpoint.method, headers, body: requestBody });
}

describe("every route of app/api", () => {
  it("answers any path parameter, query string, body and header with less than 500", { timeout: 600_000 }, async () => {
    const endpoints = await findEndpoints();
    expect(endpoints.length).toBeGreaterThan(20);
    const call = fc
      .constantFrom(...endpoints)
      .chain((endpoint) => fc.tuple(fc.constant(endpoint), paramsFor(endpoint), query, bodyFor(endpoint), headers));
    await fc.assert(
      fc.asyncProperty(call, async ([endpoint, params, search, sent, extra]) => {
        const request = buildRequest(endpoint, params, search, sent, extra);
        const response = await endpoint.handler(request, { params: Promise.resolve(endpoint.params.length > 0 ? params : undefined) });
        const answer = await response.text();
        expect(response.status, `${endpoint.method} ${endpoint.file}: ${answer.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
  });
});
