import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { authenticate } from "@/server/platform/auth/authenticate";
import { freezeClock } from "@/server/domain/clock";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { REGISTERED_VIETNAMESE_GUEST } from "@/tests/support/registered-guests";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as today } from "@/app/api/desk/properties/[tenant_id]/today/route";
import { POST as update } from "@/app/api/v1/properties/[tenant_id]/bookings/[booking_id]/update/route";
import { GET } from "./route";
import { POST as resend } from "./resend/route";
import { POST as stop } from "./stop/route";

// The desk's online check-in (docs/desk.md, "Online check-in"): the state of each booking from
// the rows the scheduler, the sender and the guest page write (inserted here as they would be),
// and the desk's resend and stop.

const testDb = setUpTestDatabase();
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  // The demo's import schedules its bookings' invitations; these cases write the rows they read.
  await testDb.db().execute(sql`delete from checkin_messages`);
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

const HANOI = "hanoi-old-quarter";
type Online = {
  state: string;
  sent_at: string | null;
  opened_at: string | null;
  guests_registered: number;
  guests_needed: number;
  completed_at: string | null;
  stopped_at: string | null;
  next_due_at: string | null;
  last_problem: { status: string; kind: string; at: string; reason: string | null } | null;
};

async function board(): Promise<Record<string, Online>> {
  const answer = await callRoute(today, {
    path: `/api/desk/properties/${HANOI}/today`,
    params: { tenant_id: HANOI },
    headers: reception.headers(),
  });
  expect(answer.status).toBe(200);
  return Object.fromEntries(
    answer.body.data.arrivals.map((row: { code: string; online_checkin: Online }) => [row.code, row.online_checkin]),
  );
}
const one = (code: string, browser = reception, tenant = HANOI) =>
  callRoute(GET, {
    path: `/api/desk/properties/${tenant}/bookings/${code}/checkin-messages`,
    params: { tenant_id: tenant, booking_id: code },
    headers: browser.headers(),
  });
const act = (route: typeof resend, action: "resend" | "stop", code: string, browser = reception, tenant = HANOI, csrf = true) =>
  callRoute(route, {
    method: "POST",
    path: `/api/desk/properties/${tenant}/bookings/${code}/checkin-messages/${action}`,
    params: { tenant_id: tenant, booking_id: code },
    headers: browser.headers(csrf),
  });

async function bookingId(code: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(testDb.db(), sql`select id from bookings where code = ${code}`);
  return row!.id;
}
async function insertMessage(
  code: string,
  values: {
    kind?: string;
    status: string;
    sent_at?: string;
    bounced_at?: string;
    bounce_reason?: string;
    last_error?: string;
    updated_at?: string;
  },
) {
  const id = await bookingId(code);
  await testDb.db().execute(sql`
    insert into checkin_messages (property_id, booking_id, kind, recipient, status, due_at, next_attempt_at, sent_at, bounced_at, bounce_reason, last_error, updated_at)
    values (${HANOI}, ${id}, ${values.kind ?? "invitation"}, 'nguyn.vn.an@example.com', ${values.status}, '2026-03-07T03:00:00Z', '2026-03-07T03:00:00Z',
      ${values.sent_at ?? null}, ${values.bounced_at ?? null}, ${values.bounce_reason ?? null}, ${values.last_error ?? null}, ${values.updated_at ?? "2026-03-07T03:00:00Z"})`);
}
/** The guest opens the link: any request it authenticates (the page, or the API) counts. */
async function openLink(token: string) {
  await authenticate(testDb.db(), new Request("http://localhost/", { headers: { authorization: `Bearer ${token}` } }));
}
const messages = (code: string) =>
  queryRows<{ kind: string; status: string; recipient: string; due_at: string }>(
    testDb.db(),
    sql`select m.kind, m.status, m.recipient, m.due_at::text from checkin_messages m join bookings b on b.id = m.booking_id where b.code = ${code} order by m.created_at, m.id`,
  );

describe("desk: the online check-in of today's arrivals", () => {
  it("is not started before anything happened: nothing sent, never opened, 0 of the adults", async () => {
    const rows = await board();
    expect(rows.HNCJM6F2).toEqual({
      state: "not_started",
      sent_at: null,
      opened_at: null,
      guests_registered: 0,
      guests_needed: 4,
      completed_at: null,
      stopped_at: null,
      next_due_at: null,
      last_problem: null,
    });
    expect(rows.HN4QRH9B).toMatchObject({ state: "not_started", guests_needed: 2 });
  });

  it("says when the first e-mail went and when the link was first opened (in progress)", async () => {
    await insertMessage("HNCJM6F2", { status: "sent", sent_at: "2026-03-07T03:00:05Z" });
    await insertMessage("HNCJM6F2", { kind: "reminder", status: "sent", sent_at: "2026-03-10T02:00:03Z" });
    expect((await board()).HNCJM6F2).toMatchObject({ state: "not_started", sent_at: "2026-03-07T03:00:05.000Z", opened_at: null });
    const link = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    await openLink(link.token);
    expect((await board()).HNCJM6F2).toMatchObject({ state: "in_progress", opened_at: DEMO_NOW.toString().replace("Z", ".000Z") });
  });

  it("counts the guests registered of those needed; in progress once one is, complete when the booking is", async () => {
    const before = await callRoute(today, {
      path: `/api/desk/properties/${HANOI}/today`,
      params: { tenant_id: HANOI },
      headers: reception.headers(),
    });
    const roomId = before.body.data.arrivals.find((row: { code: string }) => row.code === "HNCJM6F2").rooms[0].id;
    const updated = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      { rooms: [{ id: roomId, guests: { method: "add", records: [REGISTERED_VIETNAMESE_GUEST, { name: "Half Done" }] } }] },
    );
    expect(updated.status, updated.text).toBe(200);
    expect((await board()).HNCJM6F2).toMatchObject({ state: "in_progress", opened_at: null, guests_registered: 1, guests_needed: 4 });
    // The check-in's writes keep the completion time (bookings.checkin_completed_at); the desk reads it.
    await testDb.db().execute(sql`update bookings set checkin_completed_at = '2026-03-10T02:30:00Z' where code = 'HNCJM6F2'`);
    expect((await board()).HNCJM6F2).toMatchObject({ state: "complete", completed_at: "2026-03-10T02:30:00.000Z" });
  });

  it("shows a failed or bounced delivery with its reason, the address cut, until a later one reaches the guest", async () => {
    await insertMessage("HNCJM6F2", {
      status: "bounced",
      bounced_at: "2026-03-07T03:01:00Z",
      bounce_reason: "550 5.1.1 <nguyn.vn.an@example.com>: Recipient address rejected",
    });
    const bounced = (await board()).HNCJM6F2!;
    expect(bounced.last_problem).toEqual({
      status: "bounced",
      kind: "invitation",
      at: "2026-03-07T03:01:00.000Z",
      reason: "550 5.1.1 <n…@example.com>: Recipient address rejected",
    });
    expect(JSON.stringify(bounced)).not.toContain("nguyn.vn.an");
    await insertMessage("HNCJM6F2", {
      kind: "reminder",
      status: "failed",
      last_error: "connect ECONNREFUSED 127.0.0.1:25",
      updated_at: "2026-03-10T02:10:00Z",
    });
    expect((await board()).HNCJM6F2!.last_problem).toMatchObject({
      status: "failed",
      kind: "reminder",
      reason: "connect ECONNREFUSED 127.0.0.1:25",
    });
    await insertMessage("HNCJM6F2", { kind: "resend", status: "sent", sent_at: "2026-03-10T02:20:00Z" });
    expect((await board()).HNCJM6F2!.last_problem).toBeNull();
  });
});

describe("desk: resend and stop one booking's check-in e-mails", () => {
  it("a receptionist resends: a resend row due now to the customer's address; the answer is the new state", async () => {
    const answer = await act(resend, "resend", "HNCJM6F2");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.online_checkin).toMatchObject({ state: "not_started", next_due_at: "2026-03-10T03:00:00.000Z" });
    expect(await messages("HNCJM6F2")).toEqual([
      { kind: "resend", status: "scheduled", recipient: "nguyn.vn.an@example.com", due_at: expect.stringMatching(/^2026-03-10 03:00:00/) },
    ]);
    // Each request is its own message (not the scheduler's once-only kinds).
    expect((await act(resend, "resend", "HNCJM6F2")).status).toBe(200);
    expect(await messages("HNCJM6F2")).toHaveLength(2);
  });

  it("refuses a resend without the CSRF token (403) and writes nothing", async () => {
    const answer = await act(resend, "resend", "HNCJM6F2", reception, HANOI, false);
    expect(answer.status).toBe(403);
    expect(await messages("HNCJM6F2")).toEqual([]);
  });

  it("refuses (422, naming why) a cancelled booking, one without an e-mail, one whose e-mails were stopped", async () => {
    const cancelled = await act(resend, "resend", "HNNVMCFR");
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.errors).toEqual({ status: [expect.stringContaining("cancelled")] });

    await testDb.db().execute(sql`update bookings set customer_email = null where code = 'HN4QRH9B'`);
    const noEmail = await act(resend, "resend", "HN4QRH9B");
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors).toEqual({ "customer.email": [expect.stringContaining("no customer e-mail")] });

    expect((await act(stop, "stop", "HNCJM6F2")).status).toBe(200);
    const stopped = await act(resend, "resend", "HNCJM6F2");
    expect(stopped.status).toBe(422);
    expect(stopped.body.errors).toEqual({ checkin_messages: [expect.stringContaining("stopped")] });
    for (const code of ["HNNVMCFR", "HN4QRH9B", "HNCJM6F2"]) expect(await messages(code)).toEqual([]);
  });

  it("stop marks the booking and skips what was waiting; a second stop keeps the first time", async () => {
    await insertMessage("HNCJM6F2", { kind: "reminder", status: "scheduled" });
    const answer = await act(stop, "stop", "HNCJM6F2");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.online_checkin).toMatchObject({ stopped_at: "2026-03-10T03:00:00.000Z", next_due_at: null });
    expect(await messages("HNCJM6F2")).toEqual([expect.objectContaining({ kind: "reminder", status: "skipped" })]);
    freezeClock(DEMO_NOW.add({ minutes: 5 }));
    const again = await act(stop, "stop", "HNCJM6F2");
    expect(again.body.data.online_checkin.stopped_at).toBe("2026-03-10T03:00:00.000Z");
    expect((await one("HNCJM6F2")).body.data.online_checkin.stopped_at).toBe("2026-03-10T03:00:00.000Z");
  });

  it("keeps tenants apart: another property's booking is not found, another property's path is refused", async () => {
    const chain = await signInAs(DEMO_STAFF.chainManager);
    // The chain's staff member also works at Da Nang: Hanoi's booking does not exist there.
    for (const [route, action] of [
      [resend, "resend"],
      [stop, "stop"],
    ] as const) {
      const elsewhere = await act(route, action, "HNCJM6F2", chain, "danang-beach");
      expect(elsewhere.status).toBe(404);
    }
    expect((await one("HNCJM6F2", chain, "danang-beach")).status).toBe(404);
    // A receptionist of Hanoi only has no business at Da Nang at all.
    expect((await act(resend, "resend", "HNCJM6F2", reception, "danang-beach")).status).toBe(403);
    expect(await messages("HNCJM6F2")).toEqual([]);
    const [row] = await queryRows<{ stopped: string | null }>(
      testDb.db(),
      sql`select checkin_messages_stopped_at::text as stopped from bookings where code = 'HNCJM6F2'`,
    );
    expect(row!.stopped).toBeNull();
  });
});

describe("a check-in link's first use", () => {
  it("is written once: later uses keep the first time", async () => {
    const link = await mintCheckinLink(testDb.db(), "HNCJM6F2");
    const firstUse = () => queryRows<{ first: string | null }>(testDb.db(), sql`select first_used_at::text as first from checkin_links`);
    expect(await firstUse()).toEqual([{ first: null }]);
    await openLink(link.token);
    const [opened] = await firstUse();
    expect(opened!.first).toMatch(/^2026-03-10 03:00:00/);
    freezeClock(DEMO_NOW.add({ hours: 2 }));
    await openLink(link.token);
    expect(await firstUse()).toEqual([opened]);
    expect((await one("HNCJM6F2")).body.data.online_checkin.opened_at).toBe("2026-03-10T03:00:00.000Z");
  });
});
