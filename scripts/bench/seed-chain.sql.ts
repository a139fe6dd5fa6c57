import { sql, type SQL } from "drizzle-orm";

// The statements that make a realistic hotel chain for the availability benchmark, all
// set-based (generate_series, INSERT ... SELECT): no row is written from a loop in JS.
// Properties are `bench-00001`...; the caller first forgets the previous bench chain.

export interface SeedStep {
  label: string;
  statement: SQL;
  /**
   * Millions of rows whose references hold by construction: loaded without the row-by-row
   * foreign key triggers, then checked set-based by `orphans` (see bench-seed.ts).
   */
  bulk?: { orphans: SQL };
}

export function chainStatements(propertyCount: number, today: string): SeedStep[] {
  const days = (n: number) => sql`(${today}::date + ${n}::int)`;
  return [
    {
      label: "properties",
      statement: sql`
        insert into properties (id, prefix, title, property_type, currency, timezone, require_full_payment_at_checkout)
        select 'bench-' || lpad(p::text, 5, '0'), 'B' || lpad(p::text, 5, '0'), 'Bench Hotel ' || p,
          (array['hotel', 'homestay', 'apartment', 'resort'])[1 + p % 4], 'VND', 'Asia/Ho_Chi_Minh', p % 3 = 0
        from generate_series(1, ${propertyCount}::int) as p`,
    },
    {
      label: "booking sources",
      statement: sql`
        insert into booking_sources (property_id, name, color, segment, active, translated_name_vi, translated_name_en)
        select p.id, s.name, s.color, s.segment, true, s.vi, s.en
        from properties p
        cross join (values ('Walk-in', '#16a34a', 'direct', 'Khách vãng lai', 'Walk-in'),
                           ('Booking.com', '#003580', 'ota', 'Booking.com', 'Booking.com')) as s(name, color, segment, vi, en)
        where p.id like 'bench-%'`,
    },
    {
      // 3 to 8 room types; the property's size is spread over them below.
      label: "room types",
      statement: sql`
        insert into room_types (property_id, title, occ_adults, occ_children, occ_infants, position)
        select p.id, 'Type ' || t, 1 + t % 4, t % 3, 1, t
        from properties p
        cross join lateral generate_series(1, 3 + (hashtext(p.id) & 1023) % 6) as t
        where p.id like 'bench-%'`,
    },
    {
      // 10 to 300 rooms, skewed small (u^4: about 78% under 120, 68 on average); the first
      // property is a 300-room flagship so the benchmark always has one. The rooms are shared
      // out over the types exactly (the first types take the remainder).
      label: "rooms (1% out of order)",
      statement: sql`
        with sized as (
          select p.id as property_id,
            case when p.id = 'bench-00001' then 300
              else 10 + floor(290 * power(((hashtext(p.id || 'size') & 65535) / 65535.0), 4))::int end as total,
            (select count(*) from room_types rt where rt.property_id = p.id)::int as types
          from properties p where p.id like 'bench-%'
        )
        insert into rooms (property_id, room_type_id, name, out_of_order)
        select rt.property_id, rt.id, rt.position || '-' || n, random() < 0.01
        from sized s
        join room_types rt on rt.property_id = s.property_id
        cross join lateral generate_series(1, s.total / s.types + case when rt.position <= s.total % s.types then 1 else 0 end) as n`,
    },
    {
      label: "rate plans (2 to 4 per type, the first direct)",
      statement: sql`
        insert into rate_plans (property_id, id, room_type_id, title, kind, sell_mode, currency, has_breakfast,
          rate_mon, rate_tue, rate_wed, rate_thu, rate_fri, rate_sat, rate_sun)
        select rt.property_id, 'RP' || substr(md5(rt.id::text || k), 1, 8), rt.id, 'Plan ' || k,
          case when k = 1 then 'direct' when k = 2 then (array['direct', 'derived'])[1 + (hashtext(rt.id::text) & 1)] else (array['derived', 'seasonal'])[1 + k % 2] end,
          'per_room', 'VND', k % 2 = 0,
          base, base, base, base, base * 1.2, base * 1.3, base * 1.1
        from room_types rt
        cross join lateral generate_series(1, 2 + (hashtext(rt.id::text || 'plans') & 1023) % 3) as k
        cross join lateral (select (500000 + 100000 * rt.position + 50000 * k)::numeric as base) as price
        where rt.property_id like 'bench-%'`,
    },
    {
      label: "a year of restrictions on direct plans (about one night in three)",
      statement: sql`
        insert into rate_restrictions (property_id, rate_plan_id, date, price)
        select rp.property_id, rp.id, d::date, rp.rate_mon * (0.9 + 0.3 * random())::numeric(4,2)
        from rate_plans rp
        cross join generate_series(${days(-182)}, ${days(182)}, interval '1 day') as d
        where rp.property_id like 'bench-%' and rp.kind = 'direct' and random() < 0.33`,
    },
    {
      label: "maintenance windows (3% of rooms)",
      statement: sql`
        insert into maintenance_windows (property_id, room_id, from_date, to_date, reason)
        select r.property_id, r.id, w.start, w.start + (1 + floor(random() * 5))::int, 'Renovation'
        from rooms r
        cross join lateral (select ${days(-30)} + floor(random() * 120)::int as start) as w
        where r.property_id like 'bench-%' and random() < 0.03`,
    },
    {
      // Every room gets a stay in each 5-day slot from six months back to six months ahead
      // (2 to 5 nights: 70% occupancy). Statuses follow time: past stays checked out (some
      // cancelled or no-show), current ones checked in, future ones mostly confirmed.
      label: "bookings",
      bulk: {
        orphans: sql`select count(*)::int as orphans from bookings b
          where b.property_id like 'bench-%'
            and (not exists (select 1 from properties p where p.id = b.property_id)
              or not exists (select 1 from booking_sources s where s.id = b.source_id))`,
      },
      statement: sql`insert into bookings (id, property_id, code, status, checkin_date, checkout_date, arrival_hour,
          departure_hour, currency, source_id, customer_name)
        with direct_source as (
          select distinct on (property_id) property_id, id from booking_sources
          where property_id like 'bench-%' and segment = 'direct' order by property_id, name
        )
        select s.booking_id, s.property_id, s.code,
          case s.room_status when 'checked_out' then 'finished' when 'no_show' then 'finished' when 'cancelled' then 'cancelled'
            when 'checked_in' then 'in_progress' else 'reserved' end,
          s.checkin, s.checkout, '14:00', '12:00', 'VND', ds.id, 'Bench guest'
        from (${stays(today)}) as s
        join direct_source ds on ds.property_id = s.property_id`,
    },
    {
      // The same draws again (they are hashes of the stay's number, not random()), so each room
      // finds its booking by id without keeping 5 million rows aside; one in five is not yet
      // assigned to a unit.
      label: "booking rooms",
      bulk: {
        orphans: sql`select count(*)::int as orphans from booking_rooms br
          left join bookings b on b.id = br.booking_id
          left join room_types rt on rt.id = br.room_type_id and rt.property_id = br.property_id
          left join rooms r on r.id = br.room_id and r.room_type_id = br.room_type_id
          where br.property_id like 'bench-%'
            and (b.id is null or b.property_id <> br.property_id or rt.id is null or (br.room_id is not null and r.id is null))`,
      },
      statement: sql`insert into booking_rooms (id, property_id, booking_id, room_type_id, room_id, status, checkin_date, checkout_date, adults)
        select s.booking_room_id, s.property_id, s.booking_id, s.room_type_id, case when s.assign >= 0.2 then s.room_id end,
          s.room_status, s.checkin, s.checkout, 2
        from (${stays(today)}) as s`,
    },
    {
      // Booking rooms loaded without triggers were not counted into room_type_nights: count
      // them now, set-based, by the same rule as the trigger (whatever it counted is replaced).
      label: "room type nights (what the booking_rooms triggers keep)",
      statement: sql`delete from room_type_nights where property_id like 'bench-%'`,
    },
    {
      label: "  (counted)",
      statement: sql`
        insert into room_type_nights (property_id, room_type_id, night, rooms)
        select min(c.property_id), c.room_type_id, n.night::date, count(*)::int
        from booking_rooms c
        cross join lateral generate_series(c.checkin_date, greatest(c.checkout_date - 1, c.checkin_date), interval '1 day') as n(night)
        where c.property_id like 'bench-%' and c.status in ('confirmed', 'checked_in')
        group by c.room_type_id, n.night`,
    },
    // Statistics for the planner, and the visibility map that lets availability answer from
    // its index alone (as autovacuum would do by itself in time).
    {
      label: "vacuum and analyze",
      statement: sql`vacuum (analyze) properties, room_types, rooms, rate_plans, rate_restrictions, maintenance_windows, bookings, booking_rooms, room_type_nights`,
    },
  ];
}

/**
 * One stay per room and 5-day slot, numbered in (property, room, slot) order. Ids and codes
 * come from that number, so the rows arrive in key order and the indexes grow at their end
 * instead of at random places (the way UUIDv7 keys do); the draws are hashes of it, so
 * running this twice gives the same stays.
 */
function stays(today: string): SQL {
  const draw = (salt: number) => sql.raw(`((hashint8extended(n, ${salt}) & 2147483647) / 2147483648.0)`);
  return sql`
    select numbered.*,
      case
        when checkout <= ${today}::date then case when roll < 0.06 then 'cancelled' when roll < 0.09 then 'no_show' else 'checked_out' end
        when checkin <= ${today}::date then case when roll < 0.05 then 'cancelled' else 'checked_in' end
        else case when roll < 0.08 then 'cancelled' when roll < 0.18 then 'reserved' when roll < 0.23 then 'holding' else 'confirmed' end
      end as room_status
    from (
      select r.property_id, r.room_type_id, r.id as room_id, n,
        ('b0000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid as booking_id,
        ('b1000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid as booking_room_id,
        'B' || upper(lpad(to_hex(n), 7, '0')) as code,
        ${today}::date - 182 + slot * 5 as checkin,
        ${today}::date - 182 + slot * 5 + 2 + floor(${draw(1)} * 4)::int as checkout,
        ${draw(2)} as roll,
        ${draw(3)} as assign
      from (
        select r.*, row_number() over (order by r.property_id, r.room_type_id, r.name) as room_no
        from rooms r where r.property_id like 'bench-%'
      ) as r
      cross join lateral generate_series(r.room_no * 100, r.room_no * 100 + 72) as n
      cross join lateral (select (n - r.room_no * 100)::int as slot) as numbering
    ) as numbered`;
}
