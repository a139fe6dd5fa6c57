CREATE TABLE "room_type_nights" (
	"property_id" text NOT NULL,
	"room_type_id" uuid NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	CONSTRAINT "room_type_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night")
);
--> statement-breakpoint
ALTER TABLE "room_type_nights" ADD CONSTRAINT "room_type_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_type_nights_night_idx" ON "room_type_nights" USING btree ("night","room_type_id","rooms");--> statement-breakpoint
CREATE INDEX "rate_restrictions_date_idx" ON "rate_restrictions" USING btree ("date","property_id","rate_plan_id","price");--> statement-breakpoint
CREATE INDEX "booking_rooms_room_taking_inventory_idx" ON "booking_rooms" USING btree ("room_id","checkin_date","checkout_date","room_type_id") WHERE "booking_rooms"."status" in ('confirmed', 'checked_in');--> statement-breakpoint
-- room_type_nights follows booking_rooms: after each statement that inserts, updates or deletes
-- booking rooms, the nights of the rooms that take inventory (confirmed, checked_in; a day-use
-- room on its one night) are added or taken away, set-based, in the same transaction. Rows are
-- written in (room_type_id, night) order so concurrent writers lock them in one order.
-- A room type already gone (a cascade from its property) has nothing left to count.
CREATE FUNCTION "room_type_nights_follow_booking_rooms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO room_type_nights AS counted (property_id, room_type_id, night, rooms)
    SELECT min(c.property_id), c.room_type_id, n.night::date, count(*)::int
    FROM new_rows c
    CROSS JOIN LATERAL generate_series(c.checkin_date, greatest(c.checkout_date - 1, c.checkin_date), interval '1 day') AS n(night)
    WHERE c.status IN ('confirmed', 'checked_in')
    GROUP BY c.room_type_id, n.night
    ORDER BY c.room_type_id, n.night
    ON CONFLICT (room_type_id, night) DO UPDATE SET rooms = counted.rooms + excluded.rooms;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO room_type_nights AS counted (property_id, room_type_id, night, rooms)
    SELECT min(c.property_id), c.room_type_id, n.night::date, -count(*)::int
    FROM old_rows c
    CROSS JOIN LATERAL generate_series(c.checkin_date, greatest(c.checkout_date - 1, c.checkin_date), interval '1 day') AS n(night)
    WHERE c.status IN ('confirmed', 'checked_in') AND EXISTS (SELECT 1 FROM room_types rt WHERE rt.id = c.room_type_id)
    GROUP BY c.room_type_id, n.night
    ORDER BY c.room_type_id, n.night
    ON CONFLICT (room_type_id, night) DO UPDATE SET rooms = counted.rooms + excluded.rooms;
  ELSE
    INSERT INTO room_type_nights AS counted (property_id, room_type_id, night, rooms)
    SELECT min(c.property_id), c.room_type_id, n.night::date, sum(c.delta)::int
    FROM (
      SELECT property_id, room_type_id, checkin_date, checkout_date, 1 AS delta FROM new_rows WHERE status IN ('confirmed', 'checked_in')
      UNION ALL
      SELECT property_id, room_type_id, checkin_date, checkout_date, -1 FROM old_rows WHERE status IN ('confirmed', 'checked_in')
    ) AS c
    CROSS JOIN LATERAL generate_series(c.checkin_date, greatest(c.checkout_date - 1, c.checkin_date), interval '1 day') AS n(night)
    WHERE EXISTS (SELECT 1 FROM room_types rt WHERE rt.id = c.room_type_id)
    GROUP BY c.room_type_id, n.night
    HAVING sum(c.delta) <> 0
    ORDER BY c.room_type_id, n.night
    ON CONFLICT (room_type_id, night) DO UPDATE SET rooms = counted.rooms + excluded.rooms;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_rooms_count_nights_insert" AFTER INSERT ON "booking_rooms"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "room_type_nights_follow_booking_rooms"();
--> statement-breakpoint
CREATE TRIGGER "booking_rooms_count_nights_update" AFTER UPDATE ON "booking_rooms"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "room_type_nights_follow_booking_rooms"();
--> statement-breakpoint
CREATE TRIGGER "booking_rooms_count_nights_delete" AFTER DELETE ON "booking_rooms"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "room_type_nights_follow_booking_rooms"();
--> statement-breakpoint
CREATE FUNCTION "room_type_nights_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM room_type_nights;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_rooms_count_nights_truncate" AFTER TRUNCATE ON "booking_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "room_type_nights_forget_all"();
--> statement-breakpoint
-- The counts of the booking rooms that exist already (the same rule as the trigger).
INSERT INTO room_type_nights (property_id, room_type_id, night, rooms)
SELECT min(c.property_id), c.room_type_id, n.night::date, count(*)::int
FROM booking_rooms c
CROSS JOIN LATERAL generate_series(c.checkin_date, greatest(c.checkout_date - 1, c.checkin_date), interval '1 day') AS n(night)
WHERE c.status IN ('confirmed', 'checked_in')
GROUP BY c.room_type_id, n.night;
