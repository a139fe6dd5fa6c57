import { sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Queryable } from "@/server/platform/db/database";
import { queryRows } from "@/server/platform/db/query-rows";
import { DECLARE_BY } from "@/server/domain/declaration-deadline";

export interface UndeclaredToday {
  /** The property's id (a tenant's id, never a guest's data). */
  property: string;
  /** Guests of rooms checked in for today's arrival, property time, not yet declared to the police. */
  guests: number;
  /** Minutes until 23:00 today at the property (negative after it): the law's deadline for them. */
  minutesToDeadline: number;
}

/**
 * For the operator's alert (ops/prometheus/alerts.yml): per property, today's arrivals already
 * checked in whose stay is not yet declared, and the time left until 23:00 there. Every property
 * is listed (zero guests included), so the alert sees each property's clock.
 */
export async function undeclaredToday(db: Queryable, now: Temporal.Instant): Promise<UndeclaredToday[]> {
  const rows = await queryRows<{ property: string; timezone: string; guests: number }>(
    db,
    sql`select p.id as property, p.timezone, count(g.id)::int as guests
        from properties p
        left join booking_rooms br on br.property_id = p.id and br.status in ('checked_in', 'checked_out')
          and br.checkin_date = (${now.toString()}::timestamptz at time zone p.timezone)::date
        left join bookings b on b.id = br.booking_id and b.status <> 'cancelled'
        left join guests g on g.booking_room_id = br.id and b.id is not null
          and not exists (select 1 from residence_declarations d where d.guest_id = g.id)
        group by p.id, p.timezone`,
  );
  return rows.map((row) => {
    const local = now.toZonedDateTimeISO(row.timezone);
    const deadline = local.toPlainDate().toZonedDateTime({ timeZone: row.timezone, plainTime: Temporal.PlainTime.from(DECLARE_BY) });
    return { property: row.property, guests: row.guests, minutesToDeadline: Math.floor(deadline.since(local).total({ unit: "minutes" })) };
  });
}
