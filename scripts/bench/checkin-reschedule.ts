// npm run bench:checkin-reschedule [-- --bookings 200,2000]
// A manager's change of the online check-in e-mail settings reschedules the waiting e-mails of
// every booking still to arrive, in the transaction of the change (server/desk/online-checkin/
// message-settings.ts). This times that verb on a fresh in-memory PGlite, migrated, with one
// property of N future bookings (each with an e-mail, so two scheduled e-mails each), for three
// changes in turn: a later send time (the invitations move), switched off (every waiting e-mail
// skipped), on again (the skipped ones revived). It counts the statements each change sends
// (tests/support/count-statements.ts, as the tests count them).
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import { openPglite } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { staffUsers } from "@/server/platform/db/schema";
import { staffContext } from "@/server/platform/auth/desk-session-context";
import { freezeClock } from "@/server/domain/clock";
import { importFixture } from "@/server/fixtures/import-fixture";
import { setCheckinMessageSettings } from "@/server/desk/online-checkin/message-settings";
import type { CheckinMessageSettings } from "@/server/desk/online-checkin/message-settings-schema";
import { statementsOf } from "@/tests/support/count-statements";
import { messageFixture } from "@/tests/support/checkin-message-fixture";

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
const DEFAULTS: CheckinMessageSettings = {
  enabled: true,
  days_before: 3,
  send_time: "10:00",
  reminder_enabled: true,
  reminder_time: "09:00",
};
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
      const statements = await statementsOf(open.db, (db) =>
        setCheckinMessageSettings({ db, ctx, input: { tenantId: PROPERTY, settings: change.settings } }),
      );
      const ms = performance.now() - started;
      console.log(
        `  ${change.label.padEnd(40)} ${ms.toFixed(0).padStart(7)} ms ${String(statements.length).padStart(6)} statements   ${await statusCounts(open.db)}`,
      );
      results.push({ bookings: size, change: change.label, ms: Math.round(ms), statements: statements.length });
    }
  } finally {
    await open.close();
  }
}
console.log("\n" + JSON.stringify(results));

/** One property of `size` bookings with an e-mail, arrivals spread over ARRIVAL_DAYS, rooms enough for them, and a manager. */
function propertyWithBookings(size: number): unknown {
  return messageFixture([
    {
      id: PROPERTY,
      prefix: "RS",
      timezone: "Asia/Ho_Chi_Minh",
      rooms: Math.ceil(size / ARRIVAL_DAYS) + 1,
      staff: [{ email: MANAGER, password: "reschedule-bench-manager", name: "Bench manager", role: "manager" }],
      bookings: Array.from({ length: size }, (_, i) => ({
        code: `RS${String(i).padStart(6, "0")}`,
        checkin: `today+${1 + (i % ARRIVAL_DAYS)}`,
        email: `guest${i}@example.com`,
      })),
    },
  ]);
}

/** The manager's desk context, as a desk session gives it (no sign-in: argon2 is not what is measured). */
async function managerContext(db: Parameters<typeof statementsOf>[0]): Promise<AuthContext> {
  const [staff] = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.email, MANAGER));
  return staffContext(db, staff!);
}

async function statusCounts(db: Parameters<typeof statementsOf>[0]): Promise<string> {
  const rows = await queryRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from checkin_messages where property_id = ${PROPERTY} group by status order by status`,
  );
  return rows.map((row) => `${row.status} ${row.count}`).join(", ");
}
