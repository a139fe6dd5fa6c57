import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as getCountries } from "@/app/api/v1/reference/countries/route";
import { GET as getCities } from "@/app/api/v1/reference/cities/route";
import { GET as getWards } from "@/app/api/v1/reference/cities/[cityCode]/wards/route";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import { readCheckinBooking } from "@/server/checkin/read-checkin-booking";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { mintCheckinLink } from "@/tests/support/checkin-link";
import { DEMO_KEYS, loadDemo } from "@/tests/support/demo";
import { DEMO_STAFF, signInAs } from "@/tests/support/desk-session";
import { postUpdateBooking } from "@/tests/support/room-operations";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { GET as getBooking } from "../route";
import { POST as update } from "../update/route";
import { DELETE } from "./route";

// DELETE .../bookings/{booking_id}/checkin-links: who may revoke, and that a revoked link is
// dead everywhere a link may go.

const testDb = setUpTestDatabase();
beforeEach(() => loadDemo(testDb.db()));

const ROOM_201 = "c82ff2e2-0eb5-423f-98c0-f7b049ec6680"; // HNCJM6F2

function revoke(bookingCode: string, auth: { token: string } | { headers: Record<string, string> }, tenantId = "hanoi-old-quarter") {
  return callRoute(DELETE, {
    method: "DELETE",
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}/checkin-links`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    ...auth,
  });
}

const readBooking = (bookingCode: string, token: string, tenantId = "hanoi-old-quarter") =>
  callRoute(getBooking, {
    path: `/api/v1/properties/${tenantId}/bookings/${bookingCode}`,
    params: { tenant_id: tenantId, booking_id: bookingCode },
    token,
  });

const mint = (bookingCode: string, tenantId?: string) => mintCheckinLink(testDb.db(), bookingCode, { tenantId }).then((link) => link.token);

describe("revoking a booking's check-in links", () => {
  it("makes a revoked link answer 401 on detail, update and every reference route, and the guest page say expired", async () => {
    const token = await mint("HNCJM6F2");
    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);

    const answer = await revoke("HNCJM6F2", { token: DEMO_KEYS.all });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { revoked: 1 } });

    const detail = await readBooking("HNCJM6F2", token);
    expect(detail.status).toBe(401);
    expect(detail.body).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    const guests = { rooms: [{ id: ROOM_201, guests: { method: "add", records: [{ name: "Hoàng Yến" }] } }] };
    expect((await postUpdateBooking(update, { bookingCode: "HNCJM6F2" }, guests, { token })).status).toBe(401);
    expect((await callRoute(getCountries, { path: "/api/v1/reference/countries", token })).status).toBe(401);
    expect((await callRoute(getCities, { path: "/api/v1/reference/cities", token })).status).toBe(401);
    const wards = await callRoute(getWards, { path: "/api/v1/reference/cities/01/wards", params: { cityCode: "01" }, token });
    expect(wards.status).toBe(401);
    // The page tells the holder of this genuine link that it ended (ask the desk for a new one).
    expect(await readCheckinBooking({ db: testDb.db(), token })).toEqual({ refused: "expired" });
  });

  it("counts only the links that worked until now, and leaves other bookings' links working", async () => {
    const [first, second, other] = [await mint("HNCJM6F2"), await mint("HNCJM6F2"), await mint("HNVRBEHJ")];
    expect((await revoke("HNCJM6F2", { token: DEMO_KEYS.all })).body.data).toEqual({ revoked: 2 });
    expect((await revoke("HNCJM6F2", { token: DEMO_KEYS.all })).body.data).toEqual({ revoked: 0 });
    expect((await readBooking("HNCJM6F2", first)).status).toBe(401);
    expect((await readBooking("HNCJM6F2", second)).status).toBe(401);
    expect((await readBooking("HNVRBEHJ", other)).status).toBe(200);
    // A link made after the revocation works.
    expect((await readBooking("HNCJM6F2", await mint("HNCJM6F2"))).status).toBe(200);
  });

  it("refuses a check-in link that tries to revoke links, its own included (403)", async () => {
    const token = await mint("HNCJM6F2");
    const answer = await revoke("HNCJM6F2", { token });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe("FORBIDDEN");
    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);
  });

  it("refuses another property's key (403), a key without bookings:write (403) and a booking code of another property (404)", async () => {
    const token = await mint("HNCJM6F2");
    const danangKey = await createApiKey(testDb.db(), {
      name: "Danang PMS",
      scopes: ["bookings:read", "bookings:write"],
      properties: ["danang-beach"],
    });
    const foreign = await revoke("HNCJM6F2", { token: danangKey.key });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("FORBIDDEN");
    expect((await revoke("HNCJM6F2", { token: DEMO_KEYS.readHanoi })).status).toBe(403);

    const danangLink = await mint("DNZEU2AA", "danang-beach");
    const crossTenant = await revoke("DNZEU2AA", { token: DEMO_KEYS.all }, "hanoi-old-quarter");
    expect(crossTenant.status).toBe(404);
    expect(crossTenant.body.code).toBe("NOT_FOUND");

    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);
    expect((await readBooking("DNZEU2AA", danangLink, "danang-beach")).status).toBe(200);
  });

  it("revokes a group's links with its children's, a child's with its group's, and never a sibling's", async () => {
    const group = await mint("GRARCNFC");
    const [child, sibling] = [await mint("HN77HFMQ"), await mint("HNHAV47A")];
    expect((await revoke("HN77HFMQ", { token: DEMO_KEYS.all })).body.data).toEqual({ revoked: 2 });
    expect((await readBooking("GRARCNFC", group)).status).toBe(401);
    expect((await readBooking("HN77HFMQ", child)).status).toBe(401);
    expect((await readBooking("HNHAV47A", sibling)).status).toBe(200);

    const [newGroup, newChild] = [await mint("GRARCNFC"), await mint("HN77HFMQ")];
    expect((await revoke("GRARCNFC", { token: DEMO_KEYS.all })).body.data).toEqual({ revoked: 3 });
    for (const [code, token] of [
      ["GRARCNFC", newGroup],
      ["HN77HFMQ", newChild],
      ["HNHAV47A", sibling],
    ] as const) {
      expect((await readBooking(code, token)).status).toBe(401);
    }
  });

  it("lets a receptionist revoke from the desk with the session's CSRF token, and not without it", async () => {
    const token = await mint("HNCJM6F2");
    const reception = await signInAs(DEMO_STAFF.hanoiReception);
    const withoutCsrf = await revoke("HNCJM6F2", { headers: reception.headers() });
    expect(withoutCsrf.status).toBe(403);
    expect((await readBooking("HNCJM6F2", token)).status).toBe(200);

    const answer = await revoke("HNCJM6F2", { headers: reception.headers(true) });
    expect(answer.body).toEqual({ success: true, data: { revoked: 1 } });
    expect((await readBooking("HNCJM6F2", token)).status).toBe(401);
    const [row] = await queryRows<{ revoked: boolean }>(testDb.db(), sql`select revoked_at is not null as revoked from checkin_links`);
    expect(row).toEqual({ revoked: true });
  });
});
