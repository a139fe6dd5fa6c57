import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { properties, roomTypes, rooms } from "@/server/platform/db/schema";

// room_types.units is what every availability search subtracts from: the trigger on rooms
// must follow inserts, moves between types, deletes and truncation exactly.
const testDb = setUpTestDatabase();

async function twoTypes() {
  const db = testDb.db();
  await db
    .insert(properties)
    .values({ id: "p1", prefix: "P1", title: "Test", propertyType: "hotel", currency: "VND", timezone: "Asia/Ho_Chi_Minh" });
  const [double, twin] = await db
    .insert(roomTypes)
    .values([
      { propertyId: "p1", title: "Double", occAdults: 2 },
      { propertyId: "p1", title: "Twin", occAdults: 2 },
    ])
    .returning();
  return { double: double!.id, twin: twin!.id };
}

/** Inserts rooms of the given types in one statement: [type id, room name] pairs. */
async function addRooms(...units: [roomTypeId: string, name: string][]) {
  await testDb
    .db()
    .insert(rooms)
    .values(units.map(([roomTypeId, name]) => ({ propertyId: "p1", roomTypeId, name })));
}

async function unitsOf(...ids: string[]) {
  const rows = await testDb.db().select({ id: roomTypes.id, units: roomTypes.units }).from(roomTypes).where(inArray(roomTypes.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!.units);
}

describe("room_types.units", () => {
  it("counts the rooms inserted in one statement or several", async () => {
    const { double, twin } = await twoTypes();
    await addRooms([double, "101"], [double, "102"], [twin, "201"]);
    await testDb.db().insert(rooms).values({ propertyId: "p1", roomTypeId: double, name: "103", outOfOrder: true });
    expect(await unitsOf(double, twin)).toEqual([3, 1]);
  });

  it("moves a unit from one type to the other, and ignores updates that move nothing", async () => {
    const { double, twin } = await twoTypes();
    await addRooms([double, "101"], [double, "102"]);
    await testDb.db().update(rooms).set({ roomTypeId: twin }).where(eq(rooms.name, "102"));
    await testDb.db().update(rooms).set({ outOfOrder: true }).where(eq(rooms.name, "101"));
    expect(await unitsOf(double, twin)).toEqual([1, 1]);
  });

  it("takes deleted units away, and truncation leaves every type at zero", async () => {
    const { double, twin } = await twoTypes();
    await addRooms([double, "101"], [twin, "201"], [twin, "202"]);
    await testDb.db().delete(rooms).where(eq(rooms.name, "201"));
    expect(await unitsOf(double, twin)).toEqual([1, 1]);
    await testDb.db().execute(sql`truncate rooms cascade`);
    expect(await unitsOf(double, twin)).toEqual([0, 0]);
  });
});
