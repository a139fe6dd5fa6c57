DROP INDEX "room_type_nights_night_idx";--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rooms_out_of_order_idx" ON "rooms" USING btree ("property_id","room_type_id","id") WHERE "rooms"."out_of_order";--> statement-breakpoint
CREATE INDEX "room_type_nights_property_night_idx" ON "room_type_nights" USING btree ("property_id","night","room_type_id","rooms");--> statement-breakpoint
-- room_types.units follows rooms: after each statement that inserts, deletes or moves rooms,
-- the types touched get the difference added (increments, so concurrent writers never lose
-- one another's count). A type already gone (a cascade from its property) is simply not found.
CREATE FUNCTION "room_types_count_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE room_types rt SET units = rt.units + c.delta
    FROM (SELECT room_type_id, count(*)::int AS delta FROM new_rows GROUP BY room_type_id ORDER BY room_type_id) AS c
    WHERE rt.id = c.room_type_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE room_types rt SET units = rt.units - c.delta
    FROM (SELECT room_type_id, count(*)::int AS delta FROM old_rows GROUP BY room_type_id ORDER BY room_type_id) AS c
    WHERE rt.id = c.room_type_id;
  ELSE
    UPDATE room_types rt SET units = rt.units + c.delta
    FROM (
      SELECT room_type_id, sum(delta)::int AS delta
      FROM (SELECT room_type_id, 1 AS delta FROM new_rows UNION ALL SELECT room_type_id, -1 FROM old_rows) AS moves
      GROUP BY room_type_id
      HAVING sum(delta) <> 0
    ) AS c
    WHERE rt.id = c.room_type_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rooms_count_units_insert" AFTER INSERT ON "rooms"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "room_types_count_units"();
--> statement-breakpoint
CREATE TRIGGER "rooms_count_units_update" AFTER UPDATE ON "rooms"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "room_types_count_units"();
--> statement-breakpoint
CREATE TRIGGER "rooms_count_units_delete" AFTER DELETE ON "rooms"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "room_types_count_units"();
--> statement-breakpoint
CREATE FUNCTION "room_types_forget_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_types SET units = 0 WHERE units <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rooms_count_units_truncate" AFTER TRUNCATE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "room_types_forget_units"();
--> statement-breakpoint
-- The units of the rooms that exist already.
UPDATE room_types rt SET units = c.units
FROM (SELECT room_type_id, count(*)::int AS units FROM rooms GROUP BY room_type_id) AS c
WHERE rt.id = c.room_type_id;
