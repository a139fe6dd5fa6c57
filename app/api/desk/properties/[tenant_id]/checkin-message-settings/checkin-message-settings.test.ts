import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs, type DeskBrowser } from "@/tests/support/desk-session";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET, PUT } from "./route";

const testDb = setUpTestDatabase();
let manager: DeskBrowser;
let reception: DeskBrowser;
beforeEach(async () => {
  await loadDemo(testDb.db());
  manager = await signInAs(DEMO_STAFF.hanoiManager);
  reception = await signInAs(DEMO_STAFF.hanoiReception);
});

const HANOI = "hanoi-old-quarter";
const DEFAULTS = { enabled: true, days_before: 3, send_time: "10:00", reminder_enabled: true, reminder_time: "09:00" };
const path = (tenant: string) => `/api/desk/properties/${tenant}/checkin-message-settings`;
const read = (browser: DeskBrowser | { token: string } = manager, tenant = HANOI) =>
  callRoute(GET, {
    path: path(tenant),
    params: { tenant_id: tenant },
    ...("token" in browser ? { token: browser.token } : { headers: browser.headers() }),
  });
const put = (body: unknown, browser: DeskBrowser = manager, tenant = HANOI, csrf = true) =>
  callRoute(PUT, {
    method: "PUT",
    path: path(tenant),
    params: { tenant_id: tenant },
    headers: { ...browser.headers(csrf), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const stored = async () =>
  (
    await queryRows<Record<string, unknown>>(
      testDb.db(),
      sql`select checkin_messages_enabled, checkin_message_days_before, checkin_message_time, checkin_reminder_enabled, checkin_reminder_time from properties where id = ${HANOI}`,
    )
  )[0];
const history = () =>
  queryRows<{ actor_kind: string; actor_name: string; action: string; changes: unknown }>(
    testDb.db(),
    sql`select actor_kind, actor_name, action, changes from property_changes where action = 'checkin_messages.set' order by id`,
  );

describe("desk settings: the online check-in e-mails (manager)", () => {
  it("a manager reads the defaults, saves new ones (recorded field by field), reads them back", async () => {
    expect((await read()).body).toEqual({ success: true, data: { checkin_messages: DEFAULTS } });
    const next = { enabled: true, days_before: 0, send_time: "07:30", reminder_enabled: false, reminder_time: "09:00" };
    const saved = await put(next);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toEqual({ checkin_messages: next });
    expect((await read()).body.data).toEqual({ checkin_messages: next });
    expect(await stored()).toEqual({
      checkin_messages_enabled: true,
      checkin_message_days_before: 0,
      checkin_message_time: "07:30",
      checkin_reminder_enabled: false,
      checkin_reminder_time: "09:00",
    });
    expect(await history()).toEqual([
      {
        actor_kind: "desk_session",
        actor_name: expect.any(String),
        action: "checkin_messages.set",
        changes: [
          { field: "checkin_messages.days_before", before: 3, after: 0 },
          { field: "checkin_messages.send_time", before: "10:00", after: "07:30" },
          { field: "checkin_messages.reminder_enabled", before: true, after: false },
        ],
      },
    ]);
    // The same again changes nothing and records nothing.
    expect((await put(next)).status).toBe(200);
    expect(await history()).toHaveLength(1);
    // Switched off.
    expect((await put({ ...next, enabled: false })).status).toBe(200);
    expect((await stored())!.checkin_messages_enabled).toBe(false);
  });

  it("reschedules the waiting e-mails of the bookings to come: switched off they are skipped, on again they wait again (the same rows), a new time moves them", async () => {
    const messages = () =>
      queryRows<{ id: string; status: string; skip_reason: string | null; due_s: number }>(
        testDb.db(),
        sql`select id, status, skip_reason, floor(extract(epoch from due_at))::int as due_s from checkin_messages where property_id = ${HANOI} and kind = 'invitation' order by id`,
      );
    const before = await messages();
    const waiting = before.filter((message) => message.status === "scheduled");
    expect(waiting.length).toBeGreaterThan(0);

    expect((await put({ ...DEFAULTS, enabled: false })).status).toBe(200);
    const off = await messages();
    for (const message of waiting)
      expect(off.find((row) => row.id === message.id)).toMatchObject({ status: "skipped", skip_reason: "disabled" });

    expect((await put(DEFAULTS)).status).toBe(200);
    const on = await messages();
    expect(on.map((row) => row.id)).toEqual(before.map((row) => row.id));
    for (const message of waiting)
      expect(on.find((row) => row.id === message.id)).toMatchObject({ status: "scheduled", skip_reason: null });

    // A later hour: every waiting invitation whose time is still to come moves by that much.
    expect((await put({ ...DEFAULTS, send_time: "11:00" })).status).toBe(200);
    const later = await messages();
    const moved = waiting.filter((message) => message.due_s > Date.parse("2026-03-10T03:00:00Z") / 1000 + 3600);
    expect(moved.length).toBeGreaterThan(0);
    for (const message of moved) expect(later.find((row) => row.id === message.id)!.due_s - message.due_s).toBe(3600);
  });

  it("refuses a receptionist and an API key (403), and a write without the CSRF token", async () => {
    expect((await read(reception)).status).toBe(403);
    const refused = await put({ ...DEFAULTS, enabled: false }, reception);
    expect(refused.status).toBe(403);
    expect((await read({ token: DEMO_KEYS.all })).status).toBe(403);
    expect((await put({ ...DEFAULTS, enabled: false }, manager, HANOI, false)).status).toBe(403);
    expect((await stored())!.checkin_messages_enabled).toBe(true);
    expect(await history()).toEqual([]);
  });

  it("answers 422 naming each bad field, and writes nothing", async () => {
    const bad = await put({ enabled: "yes", days_before: 31, send_time: "25:00", reminder_enabled: true, reminder_time: "9:00" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["days_before", "enabled", "reminder_time", "send_time"]);
    expect((await put({ ...DEFAULTS, extra: 1 })).status).toBe(422);
    expect(await stored()).toMatchObject({ checkin_message_days_before: 3, checkin_message_time: "10:00", checkin_reminder_time: "09:00" });
    expect(await history()).toEqual([]);
  });

  // One case per field and value: each bad value is named on its own field, with that field's words.
  const DAYS = "A whole number of days, 0 to 30.";
  const TIME = "A time of day, HH:mm (24 h), for example 10:00.";
  it.each([
    ["days_before", 31, DAYS],
    ["days_before", -1, DAYS],
    ["days_before", 2.5, DAYS],
    ["days_before", "3", DAYS],
    ...["send_time", "reminder_time"].flatMap((field) =>
      ["25:00", "9:00", "10:60", "10:00:00", ""].map((value) => [field, value, TIME] as const),
    ),
  ] as const)("refuses %s = %j", async (field, value, words) => {
    const refused = await put({ ...DEFAULTS, [field]: value });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ [field]: [words] });
  });
});
