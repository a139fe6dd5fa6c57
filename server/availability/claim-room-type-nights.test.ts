import { describe, expect, it } from "vitest";
import { bookingRooms, bookings, bookingSources, maintenanceWindows, properties, roomTypes, rooms } from "@/server/platform/db/schema";
import { NoAvailabilityError } from "@/server/domain/errors";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { claimRoomTypeNights, shortNights } from "./claim-room-type-nights";

// The check every write that adds nights makes under its locks: Search Room Type's rules, night
// by night, with the rooms of one request served in order.
const testDb = setUpTestDatabase();

/** A property with a type of two units (101, 102), one stay on 101 on 1-2 Dec, and 102 under maintenance on 3 Dec. */
async function twoUnits() {
  const db = testDb.db();
  await db
    .insert(properties)
    .values({ id: "p1", prefix: "P1", title: "Test", propertyType: "hotel", currency: "VND", timezone: "Asia/Ho_Chi_Minh" });
  const [type] = await db.insert(roomTypes).values({ propertyId: "p1", title: "Double", occAdults: 2 }).returning();
  const [r101, r102] = await db
    .insert(rooms)
    .values([
      { propertyId: "p1", roomTypeId: type!.id, name: "101" },
      { propertyId: "p1", roomTypeId: type!.id, name: "102" },
    ])
    .returning();
  const [source] = await db
    .insert(bookingSources)
    .values({
      propertyId: "p1",
      name: "Walk-in",
      color: "#000000",
      segment: "direct",
      translatedNameVi: "Vãng lai",
      translatedNameEn: "Walk-in",
    })
    .returning();
  const stay = { checkinDate: "2026-12-01", checkoutDate: "2026-12-03" };
  const [booking] = await db
    .insert(bookings)
    .values({
      propertyId: "p1",
      code: "P1AAAAAA",
      status: "reserved",
      ...stay,
      arrivalHour: "14:00",
      departureHour: "12:00",
      currency: "VND",
      sourceId: source!.id,
      customerName: "A",
    })
    .returning();
  await db
    .insert(bookingRooms)
    .values({ propertyId: "p1", bookingId: booking!.id, roomTypeId: type!.id, roomId: r101!.id, status: "confirmed", ...stay });
  await db.insert(maintenanceWindows).values({ propertyId: "p1", roomId: r102!.id, fromDate: "2026-12-03", toDate: "2026-12-03" });
  return type!.id;
}

async function claim(roomTypeId: string, ...stays: string[][]) {
  return testDb.db().transaction((tx) =>
    claimRoomTypeNights(
      tx,
      "p1",
      stays.map((nights, index) => ({ roomIndex: index, path: `rooms.${index}`, roomTypeId, nights })),
    ),
  );
}

describe("claimRoomTypeNights", () => {
  it("takes the last free room of a night, once per request", async () => {
    const type = await twoUnits();
    await expect(claim(type, ["2026-12-01", "2026-12-02"])).resolves.toBeUndefined();
    const refused = await claim(type, ["2026-12-01", "2026-12-02"], ["2026-12-02"]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NoAvailabilityError);
    expect((refused as NoAvailabilityError).details.unavailable).toEqual([
      { path: "rooms.1", room_index: 1, room_type_id: type, nights: ["2026-12-02"] },
    ]);
  });

  it("counts a unit under maintenance as taken, and names only the nights short", async () => {
    const type = await twoUnits();
    const refused = (await claim(type, ["2026-12-02", "2026-12-03", "2026-12-04"], ["2026-12-03"]).catch(
      (error: unknown) => error,
    )) as NoAvailabilityError;
    expect(refused.code).toBe("NO_AVAILABILITY");
    expect(refused.details.errors).toEqual({ "rooms.1": ["No room of this type is free on 2026-12-03."] });
    // 3 Dec: 101 is free (its stay ended), 102 is under maintenance: one room, which rooms.0 took.
    await expect(claim(type, ["2026-12-03", "2026-12-04"], ["2026-12-04"])).resolves.toBeUndefined();
  });
});

describe("shortNights", () => {
  it("serves the rooms in order and never below zero", () => {
    const units = new Map([["t", 2]]);
    const free = new Map([["t", new Map([["d1", 1]])]]);
    const wanted = [0, 1, 2].map((index) => ({ roomIndex: index, path: `rooms.${index}`, roomTypeId: "t", nights: ["d1", "d2"] }));
    expect(shortNights(wanted, units, free)).toEqual([
      { path: "rooms.1", room_index: 1, room_type_id: "t", nights: ["d1"] },
      { path: "rooms.2", room_index: 2, room_type_id: "t", nights: ["d1", "d2"] },
    ]);
  });
});
