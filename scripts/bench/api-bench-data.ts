import { sql } from "drizzle-orm";
import { createApiKey } from "@/server/platform/auth/create-api-key";
import type { Database } from "@/server/platform/db/database";
import { openPostgres } from "@/server/platform/db/engines";
import { queryRows } from "@/server/platform/db/query-rows";
import { addDays, todayIn } from "@/server/domain/dates";
import type { LoadTarget } from "./load-target";
import { ensureUpdateBookings, UPDATE_PROPERTY, updateBookingRequest } from "./update-bookings-fixture";

export const DETAIL_TENANT = "hanoi-old-quarter";
export const DETAIL_BOOKING = "HNVRBEHJ";

/** The routes the API benchmark loads, on a server at `origin`. */
export interface ApiTargets {
  detail: LoadTarget;
  roomTypes: LoadTarget;
  update: LoadTarget;
  health: LoadTarget;
}

/**
 * The database side of the API benchmark: the demo fixture and the Update Booking property
 * (loaded when missing), an API key made for the run, and the targets that use them. `close`
 * deletes the key.
 */
export async function openApiBenchData(databaseUrl: string) {
  const open = await openPostgres(databaseUrl);
  if ((await queryRows(open.db, sql`select 1 from properties where id = ${DETAIL_TENANT}`)).length === 0) {
    const { importDemoFixture } = await import("@/server/fixtures/demo-fixture");
    await importDemoFixture(open.db);
  }
  const updateCodes = await ensureUpdateBookings(open.db);
  const { id: keyId, key } = await createApiKey(open.db, {
    name: "bench:api",
    scopes: ["bookings:read", "bookings:write", "properties:read"],
    properties: "all",
  });
  const headers = { authorization: `Bearer ${key}` };
  // The availability chain's 300-room flagship when `npm run bench:seed` made one, else the demo's largest.
  const [roomTypesProperty] = await queryRows<{ id: string }>(
    open.db,
    sql`select property_id as id from rooms where property_id <> ${UPDATE_PROPERTY}
        group by property_id order by (property_id like 'bench-%') desc, count(*) desc limit 1`,
  );
  const today = todayIn("Asia/Ho_Chi_Minh");
  const api = "/api/v1/properties";

  const targets = (origin: string): ApiTargets => ({
    detail: {
      name: "Get Booking Detail",
      origin,
      headers,
      request: () => ({ path: `${api}/${DETAIL_TENANT}/bookings/${DETAIL_BOOKING}` }),
    },
    roomTypes: {
      name: "Search Room Type (7 nights)",
      origin,
      headers,
      request: () => ({
        path: `${api}/${roomTypesProperty!.id}/room_types/search?checkin_date=${addDays(today, 14)}&checkout_date=${addDays(today, 21)}`,
      }),
    },
    // Request n writes booking n (mod the count), so no two requests in flight wait on one lock.
    update: {
      name: `Update Booking (notes, ${updateCodes.length} bookings in turn)`,
      origin,
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      request: (n) => updateBookingRequest(updateCodes, n),
    },
    // What Next.js itself costs: a route handler that only answers a constant.
    health: { name: "Next.js floor: GET /api/health (no database)", origin, request: () => ({ path: "/api/health" }) },
  });

  return {
    db: open.db as Database,
    headers,
    targets,
    close: async () => {
      await open.db.execute(sql`delete from api_keys where id = ${keyId}::uuid`);
      await open.close();
    },
  };
}
