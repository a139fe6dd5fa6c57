import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { authenticate } from "@/server/platform/auth/authenticate";
import { getBookingDetail } from "@/server/bookings/get-booking-detail";
import { schema, type Database } from "@/server/platform/db/database";
import { DETAIL_BOOKING, DETAIL_TENANT } from "./api-bench-data";

/** The statements the app runs for one Get Booking Detail, with their parameters. */
export async function captureDetailSql(
  databaseUrl: string,
  headers: Record<string, string>,
): Promise<{ sql: string; params: unknown[] }[]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const db = drizzle({
      client: pool,
      schema,
      casing: "snake_case",
      logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
    }) as unknown as Database;
    // Twice, keeping the second: the app's steady state, with the API key and the property
    // in its short-lived caches, as they are for all but the first request of a run.
    for (let run = 0; run < 2; run++) {
      captured.length = 0;
      const request = new Request(`http://localhost/api/v1/properties/${DETAIL_TENANT}/bookings/${DETAIL_BOOKING}`, { headers });
      const ctx = await authenticate(db, request);
      await getBookingDetail({ db, ctx, input: { tenantId: DETAIL_TENANT, bookingCode: DETAIL_BOOKING } });
    }
    return captured;
  } finally {
    await pool.end();
  }
}
