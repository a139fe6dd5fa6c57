import { sql, type SQL } from "drizzle-orm";

// The statements that make a realistic hotel chain for the availability benchmark, all
// set-based (generate_series, INSERT ... SELECT): no row is written from a loop in JS.
// Properties are `bench-00001`...; the caller first forgets the previous bench chain.

export function chainStatements(propertyCount: number, today: string): { label: string; statement: SQL }[] {
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
      // Each room: a stay of 2 to 4 nights in most 4-day slots from six months back to six
      // months ahead (about 70% occupancy); statuses follow time: past stays checked out
      // (some cancelled or no-show), current ones checked in, future ones mostly confirmed.
      label: "bookings and booking rooms",
      statement: sql`
        with stays as (
          select r.property_id, r.room_type_id, r.id as room_id,
            ${days(-182)} + slot * 4 as checkin, 2 + floor(random() * 3)::int as nights, random() as roll, random() as assign
          from rooms r
          cross join generate_series(0, 90) as slot
          where r.property_id like 'bench-%' and random() < 0.93
        ),
        placed as (
          select s.*, s.checkin + s.nights as checkout, gen_random_uuid() as booking_id,
            case
              when s.checkin + s.nights <= ${today}::date then
                case when s.roll < 0.06 then 'cancelled' when s.roll < 0.09 then 'no_show' else 'checked_out' end
              when s.checkin <= ${today}::date then case when s.roll < 0.05 then 'cancelled' else 'checked_in' end
              else case when s.roll < 0.08 then 'cancelled' when s.roll < 0.18 then 'reserved' when s.roll < 0.23 then 'holding' else 'confirmed' end
            end as room_status
          from stays s
        ),
        direct_source as (
          select distinct on (property_id) property_id, id from booking_sources
          where property_id like 'bench-%' and segment = 'direct' order by property_id, name
        ),
        new_bookings as (
          insert into bookings (id, property_id, code, status, checkin_date, checkout_date, arrival_hour, departure_hour,
            currency, source_id, customer_name)
          select p.booking_id, p.property_id, upper(substr(md5(p.booking_id::text), 1, 8)),
            case p.room_status when 'checked_out' then 'finished' when 'no_show' then 'finished' when 'cancelled' then 'cancelled'
              when 'checked_in' then 'in_progress' else 'reserved' end,
            p.checkin, p.checkout, '14:00', '12:00', 'VND',
            ds.id, 'Bench guest'
          from placed p
          join direct_source ds on ds.property_id = p.property_id
          on conflict (property_id, code) do nothing
          returning id
        )
        insert into booking_rooms (property_id, booking_id, room_type_id, room_id, status, checkin_date, checkout_date, adults)
        select p.property_id, p.booking_id, p.room_type_id, case when p.assign < 0.8 then p.room_id end, p.room_status,
          p.checkin, p.checkout, 2
        from placed p
        join new_bookings nb on nb.id = p.booking_id`,
    },
    { label: "analyze", statement: sql`analyze` },
  ];
}
