import { sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { callRoute, type RouteAnswer } from "./call-route";
import { DEMO_KEYS } from "./demo";

type RouteHandler = Parameters<typeof callRoute>[0];

/** POSTs Create Booking with this JSON body to the demo's Hanoi property (or another tenant). */
export function postCreateBooking(
  handler: RouteHandler,
  body: unknown,
  options: { tenantId?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<RouteAnswer> {
  const tenantId = options.tenantId ?? "hanoi-old-quarter";
  return callRoute(handler, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings`,
    params: { tenant_id: tenantId },
    token: options.token ?? DEMO_KEYS.all,
    headers: { "content-type": "application/json", ...options.headers },
    body: JSON.stringify(body),
  });
}

/** POSTs to a room-level operation of the demo's Hanoi property (or another tenant). */
export function postRoomOperation(
  handler: RouteHandler,
  operation: "checkout" | "rate" | "cancel" | "dates",
  target: { bookingCode: string; roomId: string; tenantId?: string },
  options: { body?: unknown; rawBody?: string; token?: string } = {},
): Promise<RouteAnswer> {
  const tenantId = target.tenantId ?? "hanoi-old-quarter";
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return callRoute(handler, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${target.bookingCode}/rooms/${target.roomId}/${operation}`,
    params: { tenant_id: tenantId, booking_id: target.bookingCode, room_id: target.roomId },
    token: options.token ?? DEMO_KEYS.all,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body,
  });
}

/** The outbox as the tests read it: event type and the booking code the event concerns. */
export async function outboxEvents(db: Database): Promise<{ type: string; booking_id: string; booking_room_id: string | null }[]> {
  return queryRows(
    db,
    sql`select type, payload->'data'->>'booking_id' as booking_id, booking_room_id::text as booking_room_id
        from outbox_events order by created_at, id`,
  );
}

/** A fingerprint of everything a room operation may write, to prove a refused request wrote nothing. */
export async function writableState(db: Database): Promise<string> {
  const rows = await queryRows<{ state: string }>(
    db,
    sql`select concat_ws('|',
          (select string_agg(id::text || status, ',' order by id) from bookings),
          (select string_agg(id::text || status || discount::text || coalesce(actual_departure_hour, ''), ',' order by id) from booking_rooms),
          (select string_agg(booking_room_id::text || day::text || price::text, ',' order by booking_room_id, day) from nightly_prices),
          (select count(*)::text from outbox_events),
          (select count(*)::text from webhook_deliveries)) as state`,
  );
  return rows[0]!.state;
}

/** POSTs Update Booking: `data` as the JSON part, plus identity image files by part name. */
export function postUpdateBooking(
  handler: RouteHandler,
  target: { bookingCode: string; tenantId?: string },
  data: unknown,
  options: {
    files?: { field: string; bytes: Uint8Array; filename?: string; type?: string }[];
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<RouteAnswer> {
  const tenantId = target.tenantId ?? "hanoi-old-quarter";
  const form = new FormData();
  form.set("data", JSON.stringify(data));
  for (const file of options.files ?? []) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.filename ?? "photo.jpg");
  }
  return callRoute(handler, {
    method: "POST",
    path: `/api/v1/properties/${tenantId}/bookings/${target.bookingCode}/update`,
    params: { tenant_id: tenantId, booking_id: target.bookingCode },
    token: options.token ?? DEMO_KEYS.all,
    headers: options.headers,
    body: form,
  });
}

/** Rows of the tables Update Booking writes, to prove a refused request wrote nothing. */
export async function guestSideState(db: Database): Promise<string> {
  const rows = await queryRows<{ state: string }>(
    db,
    sql`select concat_ws('|',
          (select string_agg(id::text || name || coalesce(invoice_company, '') || is_primary_guest::text, ',' order by id) from guests),
          (select count(*)::text from identity_images),
          (select string_agg(id::text || amount::text || coalesce(paid_at::text, ''), ',' order by id) from payments),
          (select string_agg(name || quantity::text || price_per_unit::text, ',' order by name, quantity) from service_lines),
          (select string_agg(id::text || coalesce(notes, ''), ',' order by id) from bookings)) as state`,
  );
  return (await writableState(db)) + rows[0]!.state;
}
