// npm run bench:checkin-reschedule [-- --bookings 200,2000]
// A manager's change of the online check-in e-mail settings reschedules the waiting e-mails of
// every booking still to arrive, in the transaction of the change (server/desk/online-checkin/
// message-settings.ts). This times that verb on a fresh in-memory PGlite, migrated, with one
// property of N future bookings (each with an e-mail, so two scheduled e-mails each), for three
// changes in turn: a later send time (the invitations move), switched off (every waiting e-mail
// skipped), on again (the skipped ones revived). It counts the statements each change sends
// (tests/support/count-statements.ts, as the tests count them).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import { openPglite, DEMO_FIXTURE_PATH } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { staffMemberships, staffUsers } from "@/server/platform/db/schema";
import { freezeClock } from "@/server/domain/clock";
import { importFixture } from "@/server/fixtures/import-fixture";
import { setCheckinMessageSettings } from "@/server/desk/online-checkin/message-settings";
import type { CheckinMessageSettings } from "@/server/desk/online-checkin/message-settings-schema";
import { statementsOf } from "@/tests/support/count-statements";

const { values } = parseArgs({ options: { bookings: { type: "string", default: "200,2000" } } });
const sizes = values.bookings.split(",").map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error("Usage: npm run bench:checkin-reschedule -- --bookings 200,2000");
  process.exit(2);
}

const PROPERTY = "bench-reschedule";
const MANAGER = "manager@reschedule.example";
/** 10:00 in Hanoi on 2026-03-10, frozen: the bookings' relative dates and the schedule hold in every run. */
const NOW = Temporal.Instant.from("2026-03-10T03:00:00Z");
/** Arrivals spread over this many days from tomorrow, one night each; the room type has enough rooms for them. */
const ARRIVAL_DAYS = 60;
const DEFAULTS: CheckinMessageSettings = { enabled: true, days_before: 3, send_time: "10:00", reminder_enabled: true, reminder_time: "09:00" };
const CHANGES: { label: string; settings: CheckinMessageSettings }[] = [
  { label: "a later send time (invitations move)", settings: { ...DEFAULTS, send_time: "11:00" } },
  { label: "switched off (waiting ones skipped)", settings: { ...DEFAULTS, send_time: "11:00", enabled: false } },
  { label: "on again (skipped ones revived)", settings: { ...DEFAULTS, send_time: "11:00" } },
];

freezeClock(NOW);
const results: Record<string, unknown>[] = [];
for (const size of sizes) {
  const open = await openPglite(undefined, { migrate: true });
  try {
    await importFixture(open.db, propertyWithBookings(size), { now: NOW });
    const ctx = await managerContext(open.db);
    console.log(`\n${size} future bookings, ${await statusCounts(open.db)}`);
    for (const change of CHANGES) {
      const started = performance.now();
      const statements = await statementsOf(open.db, (db) => setCheckinMessageSettings({ db, ctx, input: { tenantId: PROPERTY, settings: change.settings } }));
      const ms = performance.now() - started;
      console.log(`  ${change.label.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms ${String(statements.length).padStart(6)} statements   ${await statusCounts(open.db)}`);
      results.push({ bookings: size, change: change.label, ms: Math.round(ms), statements: statements.length });
    }
  } finally {
    await open.close();
  }
}
console.log("\n" + JSON.stringify(results));

/** The demo's Hanoi property as a template: one room type of enough rooms, a manager, and `size` bookings with an e-mail. */
function propertyWithBookings(size: number): unknown {
  const demo = JSON.parse(fs.readFileSync(DEMO_FIXTURE_PATH, "utf8")) as { properties: Record<string, unknown>[] };
  const template = demo.properties.find((property) => property.id === "hanoi-old-quarter")!;
  const roomType = (template.room_types as { id: string; rooms: unknown[]; rate_plans: { id: string; restrictions: unknown[] }[] }[])[0]!;
  const rooms = Math.ceil(size / ARRIVAL_DAYS) + 1;
  return {
    format: "lodging-fixture/1",
    api_keys: [],
    properties: [
      {
        ...template,
        id: PROPERTY,
        prefix: "RS",
        title: "Reschedule bench",
        bookings: Array.from({ length: size }, (_, i) => booking(roomType.id, i)),
        room_types: [
          {
            ...roomType,
            rooms: Array.from({ length: rooms }, (_, i) => ({ name: String(100 + i) })),
            rate_plans: roomType.rate_plans.map((plan) => ({ ...plan, id: `${plan.id.slice(0, 8)}RS`, restrictions: [] })),
          },
        ],
        maintenance: [],
        webhooks: [],
        staff: [{ email: MANAGER, password: "reschedule-bench-manager", name: "Bench manager", role: "manager" }],
      },
    ],
  };
}

function booking(roomTypeId: string, i: number) {
  const arrival = `today+${1 + (i % ARRIVAL_DAYS)}`;
  const departure = `today+${2 + (i % ARRIVAL_DAYS)}`;
  return {
    code: `RS${String(i).padStart(6, "0")}`,
    status: "reserved",
    checkin_date: arrival,
    checkout_date: departure,
    arrival_hour: "14:00",
    departure_hour: "12:00",
    source: "Walk-in",
    source_reservation_code: null,
    payment_collect: "property",
    notes: null,
    customer: { name: `Guest ${i}`, email: `guest${i}@example.com`, phone: null },
    rooms: [
      {
        id: `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`,
        status: "confirmed",
        room_type_id: roomTypeId,
        room_unit: null,
        occupancy: { adults: 2, children: 0, infants: 0 },
        has_breakfast: false,
        nightly_prices: [{ day: arrival, price: 900000 }],
        discount: 0,
        meals: [],
        services: [],
        guests: [],
      },
    ],
    payments: [],
  };
}

/** The manager's desk-session context, as deskSessionContext builds it from the staff member's memberships (no sign-in: argon2 is not what is measured). */
async function managerContext(db: Parameters<typeof statementsOf>[0]): Promise<AuthContext> {
  const [staff] = await db.select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.email, MANAGER));
  const memberships = await db.select({ propertyId: staffMemberships.propertyId, role: staffMemberships.role }).from(staffMemberships).where(eq(staffMemberships.staffUserId, staff!.id));
  return {
    credential: {
      kind: "desk_session",
      id: staff!.id,
      name: staff!.email,
      staffUserId: staff!.id,
      displayName: staff!.name,
      managerOf: new Set(memberships.filter((row) => row.role === "manager").map((row) => row.propertyId)),
    },
    scopes: new Set(["bookings:read", "bookings:write", "properties:read", "guests:documents"]),
    properties: new Set(memberships.map((row) => row.propertyId)),
  };
}

async function statusCounts(db: Parameters<typeof statementsOf>[0]): Promise<string> {
  const rows = await queryRows<{ status: string; count: number }>(db, sql`select status, count(*)::int as count from checkin_messages where property_id = ${PROPERTY} group by status order by status`);
  return rows.map((row) => `${row.status} ${row.count}`).join(", ");
}
