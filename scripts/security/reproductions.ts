// npm run security:reproductions: the attacks of the security review, replayed against the
// production build (`next start`, NODE_ENV=production) on a fresh PostgreSQL database. Each line
// prints what the app answered and what it must answer; the script exits 1 on any difference.
// The demo fixture is loaded into the database behind the app's back, as an operator who copied
// it there would, to show its published credentials are refused all the same.
import http from "node:http";
import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { importDemoFixture } from "@/server/fixtures/demo-fixture";
import { adminQuery } from "@/tests/support/test-database";
import { withDatabaseName } from "@/tests/support/postgres-urls";
import { ensureBuild, startNextServer, stopServer } from "../bench/next-server";
import type { ReproductionKit } from "./reproduction-kit";
import { reproduceAmountBounds } from "./reproductions/amount-bounds";
import { reproduceAppSecret } from "./reproductions/app-secret";
import { reproduceBankAccounts } from "./reproductions/bank-accounts";
import { reproduceDeskSignIn } from "./reproductions/desk-sign-in";
import { reproduceLinkAndHistory } from "./reproductions/link-and-history";
import { reproduceOwnerlessWebhooks } from "./reproductions/ownerless-webhooks";
import { reproducePartnerInput } from "./reproductions/partner-input";
import { reproduceRequestCost } from "./reproductions/request-cost";
import { reproduceShortLinks } from "./reproductions/short-links";

/** Each later review's reproductions (scripts/security/reproductions/), run in this order. */
const REPRODUCTION_GROUPS: ((kit: ReproductionKit) => Promise<void>)[] = [
  reproduceAppSecret,
  reproduceOwnerlessWebhooks,
  reproduceDeskSignIn,
  reproduceShortLinks,
  reproduceRequestCost,
  reproduceAmountBounds,
  reproduceBankAccounts,
  reproducePartnerInput,
  // Last: it pays bookings the others read.
  reproduceLinkAndHistory,
];

const serverUrl = process.env.SECURITY_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `lodging_security_${process.pid}`;
const url = withDatabaseName(serverUrl, database);
const port = Number(process.env.SECURITY_PORT ?? 3440);
const origin = `http://127.0.0.1:${port}`;
const api = `${origin}/api/v1`;
const HANOI = `${api}/properties/hanoi-old-quarter`;
const FUTURE_ROOM = "9da91400-4884-4306-a8d9-393a2496ad45"; // HNZK3NJ6, not yet arrived
const ARRIVING_ROOM = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680"; // HNCJM6F2

interface Outcome {
  attack: string;
  expected: string;
  got: string;
}
const outcomes: Outcome[] = [];

/** The status and, for an error envelope, its code or first invalid field. */
async function answerOf(response: Response): Promise<string> {
  return answerOfText(response.status, await response.text());
}

function answerOfText(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { code?: string; errors?: Record<string, unknown> };
    const detail = body.code ?? Object.keys(body.errors ?? {})[0];
    return detail ? `${status} ${detail}` : String(status);
  } catch {
    return `${status} (not JSON)`;
  }
}

async function check(attack: string, expected: string, request: () => Promise<Response | string>): Promise<void> {
  const result = await request();
  const got = typeof result === "string" ? result : await answerOf(result);
  outcomes.push({ attack, expected, got });
}

const json = (key: string, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...extra },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

/**
 * POSTs a JSON body of `megabytes` MB (one notes field that long) in chunks, with no
 * Content-Length, as a client that streams would, and returns the answer the server gives as
 * soon as it refuses: a server that read the whole body first would answer only at its end.
 * (fetch gives up on an answer that comes while it is still sending, hence node:http.)
 */
function postHugeBody(target: string, headers: Record<string, string>, megabytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(target, { method: "POST", headers: { ...headers, "content-type": "application/json" } }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => {
        request.destroy();
        resolve(answerOfText(response.statusCode ?? 0, text));
      });
    });
    // Writing fails once the server has answered and closed: that is the refusal, not an error.
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    const chunk = "x".repeat(64 * 1024);
    let sent = 0;
    const writeMore = () => {
      while (sent < megabytes * 16 && !request.destroyed) {
        sent += 1;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      if (!request.destroyed) request.end('"}');
    };
    request.write('{"notes":"');
    writeMore();
  });
}

await adminQuery(serverUrl, `create database "${database}"`);
const open = await openPostgres(url);
ensureBuild();
// Production as `npm start` runs it: no SEED_DEMO_ON_EMPTY, no ALLOW_DEMO_CREDENTIALS, no private networks.
const app = await startNextServer(port, {
  DATABASE_URL: url,
  SEED_DEMO_ON_EMPTY: "",
  ALLOW_DEMO_CREDENTIALS: "",
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: "",
  RATE_LIMIT_DISABLED: "true",
});
try {
  await check("production start on an empty database", "0 properties", async () => {
    const [row] = await queryRows<{ n: number }>(open.db, sql`select count(*)::int as n from properties`);
    return `${row!.n} properties`;
  });

  // The operator copies the demo in anyway: its published credentials must still open nothing.
  await importDemoFixture(open.db);
  await check("the README's all-scope demo key", "401 UNAUTHENTICATED", () =>
    fetch(`${HANOI}/bookings/HNVRBEHJ`, { headers: { authorization: "Bearer lpk_demo_all_QK74KH" } }),
  );
  await check("a demo receptionist's published password", "401 UNAUTHENTICATED", () =>
    fetch(`${origin}/api/desk/session`, json("", { email: "reception@oldquarter.example", password: "frontdesk-demo" })),
  );

  const scopes = ["bookings:read", "bookings:write", "properties:read", "webhooks:read", "webhooks:write"];
  const partnerA = (await createApiKey(open.db, { name: "Partner A", scopes, properties: ["hanoi-old-quarter"] })).key;
  const partnerB = (await createApiKey(open.db, { name: "Partner B", scopes, properties: ["hanoi-old-quarter"] })).key;

  await check("a 5 MB JSON body on a room operation", "413 PAYLOAD_TOO_LARGE", () =>
    postHugeBody(`${HANOI}/bookings/HNZK3NJ6/rooms/${FUTURE_ROOM}/rate`, { authorization: `Bearer ${partnerA}` }, 5),
  );
  await check("a 5 MB JSON body on the unauthenticated desk sign-in", "413 PAYLOAD_TOO_LARGE", () =>
    postHugeBody(`${origin}/api/desk/session`, {}, 5),
  );

  const registered = await fetch(
    `${HANOI}/webhooks`,
    json(partnerA, { url: "https://partner-a.example/hooks", events: ["booking.updated"] }, { "idempotency-key": "register-a" }),
  );
  const { code } = ((await registered.json()) as { data: { code: string } }).data;
  await check("another partner's key rotating your webhook secret", "404 NOT_FOUND", () =>
    fetch(`${HANOI}/webhooks/${code}/rotate-secret`, json(partnerB, {})),
  );
  await check("another partner's key listing your webhook", "not listed", async () => {
    const list = (await (await fetch(`${HANOI}/webhooks`, { headers: { authorization: `Bearer ${partnerB}` } })).json()) as {
      data: { code: string }[];
    };
    return list.data.some((webhook) => webhook.code === code) ? "listed" : "not listed";
  });
  await check("a webhook secret stored in plaintext", "0 rows", async () => {
    const [row] = await queryRows<{ n: number }>(
      open.db,
      sql`select count(*)::int as n from webhooks where secret like 'whsec\\_%' or previous_secret like 'whsec\\_%'`,
    );
    return `${row!.n} rows`;
  });
  await check("a webhook secret kept in plaintext for an Idempotency-Key replay", "0 rows", async () => {
    const [row] = await queryRows<{ n: number }>(
      open.db,
      sql`select count(*)::int as n from idempotency_keys where response_body like '%whsec\_%'`,
    );
    return `${row!.n} rows`;
  });
  await check("a plain http webhook URL in production", "422 url", () =>
    fetch(`${HANOI}/webhooks`, json(partnerA, { url: "http://partner-a.example/hooks", events: ["booking.updated"] })),
  );

  await check("a nightly price of 1e20", "422 days_breakdown.0.price", () =>
    fetch(`${HANOI}/bookings/HNZK3NJ6/rooms/${FUTURE_ROOM}/rate`, json(partnerA, { days_breakdown: [{ day: "2026-12-01", price: 1e20 }] })),
  );
  await check("a NUL byte in notes", "422 notes", () =>
    fetch(`${HANOI}/bookings/HNCJM6F2/update`, json(partnerA, { notes: "late\u0000arrival" })),
  );
  const guest = (fields: Record<string, unknown>) => ({
    rooms: [{ id: ARRIVING_ROOM, guests: { method: "add", records: [{ name: "Nguyễn Văn An", ...fields }] } }],
  });
  await check("a NUL byte in a guest's name", "422 rooms.0.guests.records.0.name", () =>
    fetch(`${HANOI}/bookings/HNCJM6F2/update`, json(partnerA, guest({ name: "An\u0000" }))),
  );
  await check("a birthday of 0000-01-01", "422 rooms.0.guests.records.0.birthday", () =>
    fetch(`${HANOI}/bookings/HNCJM6F2/update`, json(partnerA, guest({ birthday: "0000-01-01" }))),
  );
  await check("GET /reference/cities/%FF/wards", "400 BOOKING_001", () =>
    fetch(`${api}/reference/cities/%FF/wards`, { headers: { authorization: `Bearer ${partnerA}` } }),
  );

  const link = (await (await fetch(`${HANOI}/bookings/HNCJM6F2/checkin-link`, json(partnerA, {}))).json()) as { data: { token: string } };
  const asGuest = { headers: { authorization: `Bearer ${link.data.token}` } };
  await check("a check-in link before revocation", "200", () => fetch(`${HANOI}/bookings/HNCJM6F2`, asGuest));
  await check("revoking the booking's check-in links", "200", () =>
    fetch(`${HANOI}/bookings/HNCJM6F2/checkin-links`, { method: "DELETE", headers: { authorization: `Bearer ${partnerA}` } }),
  );
  await check("a revoked check-in link", "401 UNAUTHENTICATED", () => fetch(`${HANOI}/bookings/HNCJM6F2`, asGuest));

  const cancelledLink = (await (await fetch(`${HANOI}/bookings/HNQZAUK4/checkin-link`, json(partnerA, {}))).json()) as {
    data: { token: string };
  };
  // Cancelling its three paying rooms cancels the booking (decisions.md).
  for (const room of [
    "a52b0250-e785-4588-a0c7-a0227436c6e3",
    "c2107aa4-c0b0-4379-b759-1c37ebd97ff3",
    "1d1f3daa-d578-4d04-bf22-a194d3f6df51",
  ]) {
    await fetch(`${HANOI}/bookings/HNQZAUK4/rooms/${room}/cancel`, json(partnerA, {}));
  }
  await check("a check-in link of a booking cancelled since", "410 CHECKIN_LINK_EXPIRED", () =>
    fetch(`${HANOI}/bookings/HNQZAUK4`, { headers: { authorization: `Bearer ${cancelledLink.data.token}` } }),
  );

  await check("the check-in page's headers", "no-referrer; camera=(self)", async () => {
    const page = await fetch(`${origin}/checkin/not-a-token`);
    const camera = page.headers.get("permissions-policy")?.match(/camera=\([^)]*\)/)?.[0];
    return `${page.headers.get("referrer-policy")}; ${camera}`;
  });
  await check(
    "an API answer's CSP",
    "default-src 'none'; frame-ancestors 'none'",
    async () => (await fetch(`${api}/openapi.json`)).headers.get("content-security-policy") ?? "none",
  );

  // The later reviews' groups, each in its own file under reproductions/.
  const kit: ReproductionKit = { origin, api, HANOI, db: open.db, databaseUrl: url, partnerA, partnerB, check, json, answerOf };
  for (const group of REPRODUCTION_GROUPS) await group(kit);
} finally {
  await stopServer(app);
  await open.close();
  await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`).catch(() => undefined);
}

const width = Math.max(...outcomes.map((outcome) => outcome.attack.length));
for (const { attack, expected, got } of outcomes) {
  console.log(
    `${got === expected ? "as expected" : "DIFFERS    "}  ${attack.padEnd(width)}  ${got}${got === expected ? "" : `  (expected ${expected})`}`,
  );
}
process.exit(outcomes.every((outcome) => outcome.got === outcome.expected) ? 0 : 1);
