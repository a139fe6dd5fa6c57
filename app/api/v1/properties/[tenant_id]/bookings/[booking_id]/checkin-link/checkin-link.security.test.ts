import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getCountries } from "@/app/api/v1/reference/countries/route";
import { GET as getCities } from "@/app/api/v1/reference/cities/route";
import { GET as getWards } from "@/app/api/v1/reference/cities/[cityCode]/wards/route";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { readCheckinBooking } from "@/server/checkin/read-checkin-booking";
import { queryRows } from "@/server/platform/db/query-rows";
import { freezeClock } from "@/server/domain/clock";
import { callRoute, type RouteAnswer } from "@/tests/support/call-route";
import { DEMO_KEYS, DEMO_NOW, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { postRoomOperation, postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { POST as cancel } from "../rooms/[room_id]/cancel/route";
import { POST as checkOut } from "../rooms/[room_id]/checkout/route";
import { GET as getBooking } from "../route";
import { POST as update } from "../update/route";
import { POST } from "./route";

// What a check-in link may never do: outlive its 30 days or its booking's check-out day, keep
// working once the booking is over, outlive the key or the staff member that made it, or be
// found in the database.

const testDb = setUpTestDatabase();
let storageDir = "";
beforeAll(() => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "checkin-link-security-"));
  process.env.FILE_STORAGE_DIR = storageDir;
});
afterAll(() => {
  freezeClock(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
});
beforeEach(() => loadDemo(testDb.db()));

async function createLink(bookingCode: string, options: { tenantId?: string; key?: string } = {}): Promise<RouteAnswer> {
  const tenantId = options.tenantId ?? "hanoi-old-quarter";
  return callRoute(POST, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}/checkin-link`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token: options.key ?? DEMO_KEYS.all,
  });
}

async function tokenFor(bookingCode: string, options: { tenantId?: string; key?: string } = {}): Promise<string> {
  const answer = await createLink(bookingCode, options);
  expect(answer.status).toBe(200);
  return answer.body.data.token;
}

const readBooking = (bookingCode: string, token: string, tenantId = "hanoi-old-quarter") =>
  callRoute(getBooking, {
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token,
  });

/** Every route a link may call, with the link's booking: their statuses and codes. */
async function everyLinkRoute(bookingCode: string, roomId: string, token: string) {
  const answers = [
    await readBooking(bookingCode, token),
    await postUpdateBooking(
      update,
      { bookingCode },
      { rooms: [{ id: roomId, guests: { method: "add", records: [{ name: "Hoàng Yến" }] } }] },
      { token },
    ),
    await callRoute(getCountries, { path: "/api/v1/reference/countries", token }),
    await callRoute(getCities, { path: "/api/v1/reference/cities", token }),
    await callRoute(getWards, { path: "/api/v1/reference/cities/01/wards", params: { cityCode: "01" }, token }),
  ];
  return answers.map((answer) => `${answer.status} ${answer.body.code ?? ""}`.trim());
}

describe("a check-in link's lifetime", () => {
  it("refuses a link past its 30 days, even for a stay that ends later", async () => {
    // SG5KV3RD: arrives in 10 days, leaves in 410.
    const answer = await createLink("SG5KV3RD", { tenantId: "saigon-apartments" });
    expect(answer.body.data.expires_at).toBe(DEMO_NOW.add({ hours: 24 * 30 }).toString());
    const { token } = answer.body.data;
    freezeClock(DEMO_NOW.add({ hours: 24 * 30 }).subtract({ seconds: 1 }));
    expect((await readBooking("SG5KV3RD", token, "saigon-apartments")).status).toBe(200);
    freezeClock(DEMO_NOW.add({ hours: 24 * 30 }));
    expect((await readBooking("SG5KV3RD", token, "saigon-apartments")).status).toBe(401);
  });

  it("refuses a link after the end of the booking's check-out day at the property", async () => {
    // HNCJM6F2 leaves on 12 Mar: the day ends at midnight in Hanoi (UTC+7).
    const answer = await createLink("HNCJM6F2");
    expect(answer.body.data.expires_at).toBe("2026-03-12T17:00:00Z");
    const [row] = await queryRows<{ expires_at: string }>(
      testDb.db(),
      sql`select to_json(expires_at)#>>'{}' as expires_at from checkin_links`,
    );
    expect(Temporal.Instant.from(row!.expires_at).toString()).toBe("2026-03-12T17:00:00Z");
    const { token } = answer.body.data;
    freezeClock(Temporal.Instant.from("2026-03-12T16:59:59Z"));
    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);
    freezeClock(Temporal.Instant.from("2026-03-12T17:00:00Z"));
    const refused = await readBooking("HNCJM6F2", token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("UNAUTHENTICATED");
  });

  it("refuses to make a link for a booking that is cancelled or finished (422 on booking_id)", async () => {
    for (const code of ["HNNVMCFR", "HNL5QEZ2"]) {
      const answer = await createLink(code);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty("booking_id");
    }
    const [{ links }] = (await queryRows<{ links: number }>(testDb.db(), sql`select count(*)::int as links from checkin_links`)) as [
      { links: number },
    ];
    expect(links).toBe(0);
  });
});

describe("a link of a booking that is over", () => {
  it("answers 410 CHECKIN_LINK_EXPIRED on every route it may call once the booking is cancelled, and the guest page says so", async () => {
    const room = "97d0105d-43d6-4b5a-b4c6-e7b587e34928"; // HN7K5UNM's only room
    const token = await tokenFor("HN7K5UNM");
    expect((await postRoomOperation(cancel, "cancel", { bookingCode: "HN7K5UNM", roomId: room })).body.data.status).toBe("cancelled");

    expect(await everyLinkRoute("HN7K5UNM", room, token)).toEqual(Array(5).fill("410 CHECKIN_LINK_EXPIRED"));
    const gone = await readBooking("HN7K5UNM", token);
    expect(gone.body).toEqual({ success: false, code: "CHECKIN_LINK_EXPIRED", message: expect.any(String) });
    expect(await readCheckinBooking({ db: testDb.db(), token })).toEqual({ refused: "cancelled" });
  });

  it("answers 410 CHECKIN_LINK_EXPIRED on every route it may call once the booking is finished", async () => {
    const room = "e77e2667-792f-466e-98db-d94db16c7030"; // HN9R3MM3's only room, fully paid
    const token = await tokenFor("HN9R3MM3");
    expect((await postRoomOperation(checkOut, "checkout", { bookingCode: "HN9R3MM3", roomId: room })).body.data.status).toBe("finished");

    expect(await everyLinkRoute("HN9R3MM3", room, token)).toEqual(Array(5).fill("410 CHECKIN_LINK_EXPIRED"));
    expect(await readCheckinBooking({ db: testDb.db(), token })).toEqual({ refused: "finished" });
  });
});

describe("a link never outlives or outgrows its minter", () => {
  it("stops working when the API key that made it is revoked or deleted", async () => {
    const partner = await createApiKey(testDb.db(), {
      name: "Channel manager",
      scopes: ["bookings:read", "bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    const token = await tokenFor("HNCJM6F2", { key: partner.key });
    const desk = await tokenFor("HNCJM6F2");
    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);

    await testDb.db().execute(sql`update api_keys set revoked_at = now() where id = ${partner.id}`);
    expect((await readBooking("HNCJM6F2", token)).status).toBe(401);
    // Another credential's link of the same booking is not affected.
    expect((await readBooking("HNCJM6F2", desk)).status).toBe(200);

    // A deleted key takes its links with it.
    const other = await createApiKey(testDb.db(), {
      name: "Booking engine",
      scopes: ["bookings:read", "bookings:write"],
      properties: ["hanoi-old-quarter"],
    });
    const otherToken = await tokenFor("HNCJM6F2", { key: other.key });
    await testDb.db().execute(sql`delete from api_keys where id = ${other.id}`);
    expect((await readBooking("HNCJM6F2", otherToken)).status).toBe(401);
  });

  it("stops a link minted at the desk from outliving its staff member: refused once they lose the property, gone with them", async () => {
    const atTheDesk = async (staff: { email: string; password: string }) => {
      const browser = await signInAs(staff);
      const answer = await callRoute(POST, {
        method: "POST",
        path: "/api/v1/properties/hanoi-old-quarter/bookings/HNCJM6F2/checkin-link",
        params: { tenant_id: "hanoi-old-quarter", booking_id: "HNCJM6F2" },
        headers: browser.headers(true),
      });
      expect(answer.status).toBe(200);
      return answer.body.data.token as string;
    };
    const receptionLink = await atTheDesk(DEMO_STAFF.hanoiReception);
    const managerLink = await atTheDesk(DEMO_STAFF.chainManager);
    expect((await readBooking("HNCJM6F2", receptionLink)).status).toBe(200);
    const minters = await queryRows<{ email: string }>(
      testDb.db(),
      sql`select u.email from checkin_links l join staff_users u on u.id = l.minted_by_staff_user_id order by u.email`,
    );
    expect(minters.map((row) => row.email)).toEqual([DEMO_STAFF.chainManager.email, DEMO_STAFF.hanoiReception.email]);

    // The receptionist leaves the Hanoi property: her link stops; the manager's does not.
    await testDb.db().execute(sql`delete from staff_memberships m using staff_users u
      where u.id = m.staff_user_id and u.email = ${DEMO_STAFF.hanoiReception.email} and m.property_id = 'hanoi-old-quarter'`);
    const refused = await readBooking("HNCJM6F2", receptionLink);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("UNAUTHENTICATED");
    expect(await readCheckinBooking({ db: testDb.db(), token: receptionLink })).toMatchObject({ refused: expect.any(String) });
    expect((await readBooking("HNCJM6F2", managerLink)).status).toBe(200);

    // The manager is removed: the link goes with her.
    await testDb.db().execute(sql`delete from staff_users where email = ${DEMO_STAFF.chainManager.email}`);
    expect((await readBooking("HNCJM6F2", managerLink)).status).toBe(401);
  });

  it("records its minter on the row, and refuses a link that tries to make more links (403)", async () => {
    const token = await tokenFor("HNCJM6F2");
    const rows = await queryRows<{ created_by: string; created_by_name: string; sees_own_uploads: boolean }>(
      testDb.db(),
      sql`select created_by, created_by_name, sees_own_uploads from checkin_links`,
    );
    expect(rows).toEqual([
      {
        created_by: expect.stringMatching(/^api_key:[0-9a-f-]{36}$/),
        created_by_name: "channel-partner (all scopes)",
        sees_own_uploads: true,
      },
    ]);
    const answer = await createLink("HNCJM6F2", { key: token });
    expect(answer.status).toBe(403);
  });
});

describe("the token", () => {
  it("never appears in the database, in any table, after it has been used to read, update and upload", async () => {
    const token = await tokenFor("HNCJM6F2");
    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#ddd" } })
      .jpeg()
      .toBuffer();
    const upload = await postUpdateBooking(
      update,
      { bookingCode: "HNCJM6F2" },
      {
        rooms: [
          {
            id: "c82ff2e2-0eb5-423f-98c0-f7b049ec6680",
            guests: { method: "add", records: [{ name: "Kim Ji-woo", identity: "M12345678" }] },
          },
        ],
      },
      {
        token,
        files: [{ field: "rooms[0][guests][records][0][identity_image][]", bytes: photo }],
        headers: { "idempotency-key": "checkin-upload-1" },
      },
    );
    expect(upload.status).toBe(200);

    const [payload, signature] = token.slice("ci_".length).split(".") as [string, string];
    const tables = await queryRows<{ name: string }>(
      testDb.db(),
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dumped = "";
    for (const { name } of tables) {
      const [dump] = await queryRows<{ rows: string | null }>(
        testDb.db(),
        sql.raw(`select string_agg(row_to_json(t)::text, E'\\n') as rows from "${name}" t`),
      );
      dumped += dump?.rows ?? "";
    }
    // The dump holds what the link did (its id as the uploader, the idempotency record)...
    expect(dumped).toContain("checkin-upload-1");
    expect(dumped).toMatch(/checkin_token:[0-9a-f-]{36}/);
    // ...and nothing of the token.
    expect(dumped).not.toContain(payload);
    expect(dumped).not.toContain(signature);
  });
});
