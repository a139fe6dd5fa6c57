import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as status } from "@/app/api/ops/status/route";
import { freezeClock } from "@/server/domain/clock";
import { bookingRooms, guests, residenceDeclarations } from "@/server/platform/db/schema";
import { forgetHeartbeats, recordHeartbeat } from "@/server/platform/metrics/heartbeats";
import { loadDemo } from "@/tests/support/demo";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { readOperatorStatus } from "./operator-status";
import { readQueues } from "./read-queues";

// The operator's status says which worker stopped passing: a heartbeat older than the threshold is
// stale, a worker this process does not run says so, and the queues come from the database.

const testDb = setUpTestDatabase();
const TOKEN = "metrics-token-of-at-least-32-characters-x";
// HN9R3MM3's room 202 arrives 2026-03-09 (Hanoi, UTC+7) and is checked in.
const ROOM_202 = "e77e2667-792f-466e-98db-d94db16c7030";
const hanoi = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime("Asia/Ho_Chi_Minh").toInstant();

beforeEach(async () => {
  await loadDemo(testDb.db());
  forgetHeartbeats();
});
afterEach(() => {
  forgetHeartbeats();
  freezeClock(undefined);
  vi.unstubAllEnvs();
});

describe("the workers' heartbeats", () => {
  it("are ok while fresh, stale once older than the threshold, and not_here for a worker this process does not run", async () => {
    const start = Date.parse("2026-03-10T03:00:00Z");
    recordHeartbeat("webhook_dispatcher", start);
    recordHeartbeat("checkin_email_sender", start);
    const fresh = await readOperatorStatus(testDb.db(), { nowMs: start + 30_000, staleAfterMs: 60_000 });
    expect(fresh.workers).toEqual([
      { worker: "webhook_dispatcher", state: "ok", last_pass_at: "2026-03-10T03:00:00.000Z", seconds_since_last_pass: 30 },
      { worker: "checkin_email_sender", state: "ok", last_pass_at: "2026-03-10T03:00:00.000Z", seconds_since_last_pass: 30 },
    ]);

    // The dispatcher keeps passing; the sender stopped.
    recordHeartbeat("webhook_dispatcher", start + 90_000);
    const later = await readOperatorStatus(testDb.db(), { nowMs: start + 91_000, staleAfterMs: 60_000 });
    expect(later.workers.map((worker) => [worker.worker, worker.state])).toEqual([
      ["webhook_dispatcher", "ok"],
      ["checkin_email_sender", "stale"],
    ]);

    forgetHeartbeats();
    const none = await readOperatorStatus(testDb.db(), { nowMs: start, staleAfterMs: 60_000 });
    expect(none.workers.map((worker) => worker.state)).toEqual(["not_here", "not_here"]);
    expect(none.renderer.state).toMatch(/^(idle|ready|down)$/);
  });

  it("are served with the queues at /api/ops/status for the metrics token only", async () => {
    vi.stubEnv("METRICS_TOKEN", TOKEN);
    recordHeartbeat("webhook_dispatcher");
    const refused = await status(new Request("http://localhost/api/ops/status"));
    expect(refused.status).toBe(401);
    const answer = await status(new Request("http://localhost/api/ops/status", { headers: { authorization: `Bearer ${TOKEN}` } }));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.workers[0]).toMatchObject({ worker: "webhook_dispatcher", state: "ok" });
    expect(body.queues).toMatchObject({
      webhooks: { pending: 0 },
      checkinEmails: { pending: expect.any(Number) },
      unmatchedTransfers: { count: 0 },
    });
  });
});

describe("the police register's queue", () => {
  it("counts today's checked-in guests not declared, per property, with the minutes left until 23:00", async () => {
    const [room] = await testDb.db().select().from(bookingRooms).where(eq(bookingRooms.id, ROOM_202));
    const guest = REGISTERED_VIETNAMESE_GUEST;
    const [added] = await testDb
      .db()
      .insert(guests)
      .values({
        propertyId: room!.propertyId,
        bookingRoomId: ROOM_202,
        position: 5,
        name: guest.name,
        birthday: guest.birthday,
        gender: guest.gender,
        country: guest.country,
        idType: guest.id_type,
        identity: guest.identity,
        city: guest.city,
        ward: guest.ward,
      })
      .returning({ id: guests.id });

    const at22 = hanoi("2026-03-09T22:00");
    const before = (await readQueues(testDb.db(), at22)).undeclaredToday.find((property) => property.property === "hanoi-old-quarter")!;
    expect(before.minutesToDeadline).toBe(60);
    expect(before.guests).toBeGreaterThanOrEqual(1);

    await testDb.db().insert(residenceDeclarations).values({ guestId: added!.id, propertyId: room!.propertyId, declaredBy: "Reception" });
    const after = (await readQueues(testDb.db(), at22)).undeclaredToday.find((property) => property.property === "hanoi-old-quarter")!;
    expect(after.guests).toBe(before.guests - 1);

    // The next day, yesterday's arrival is not today's to declare.
    const nextDay = (await readQueues(testDb.db(), hanoi("2026-03-10T22:00"))).undeclaredToday.find(
      (property) => property.property === "hanoi-old-quarter",
    )!;
    expect(nextDay.minutesToDeadline).toBe(60);
  });
});
