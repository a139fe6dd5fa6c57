import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { setUpTestDatabase } from "@/tests/support/test-database";
import { bookingRooms, bookingSources, bookings, properties, roomTypes, services, serviceLines } from "@/server/platform/db/schema";

const testDb = setUpTestDatabase();

let sourceId = "";

async function seedBooking() {
  const db = testDb.db();
  await db.insert(properties).values({
    id: "p1",
    prefix: "P1",
    title: "Test",
    propertyType: "hotel",
    currency: "VND",
    timezone: "Asia/Ho_Chi_Minh",
  });
  const [source] = await db
    .insert(bookingSources)
    .values({
      propertyId: "p1",
      name: "Walk-in",
      color: "#16a34a",
      segment: "direct",
      translatedNameVi: "Khách vãng lai",
      translatedNameEn: "Walk-in",
    })
    .returning();
  const [roomType] = await db.insert(roomTypes).values({ propertyId: "p1", title: "Double", occAdults: 2 }).returning();
  const [booking] = await db
    .insert(bookings)
    .values({
      propertyId: "p1",
      code: "ABC12345",
      status: "reserved",
      checkinDate: "2026-01-01",
      checkoutDate: "2026-01-03",
      arrivalHour: "14:00",
      departureHour: "12:00",
      currency: "VND",
      sourceId: source!.id,
      customerName: "A",
    })
    .returning();
  const [room] = await db
    .insert(bookingRooms)
    .values({
      propertyId: "p1",
      bookingId: booking!.id,
      roomTypeId: roomType!.id,
      status: "confirmed",
      checkinDate: "2026-01-01",
      checkoutDate: "2026-01-03",
    })
    .returning();
  sourceId = source!.id;
  return { booking: booking!, room: room! };
}

/** The constraint a failed statement broke (drizzle wraps the driver's error in `cause`). */
async function violatedConstraint(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
    return cause.constraint;
  }
  return undefined;
}

describe("schema constraints say what the spec says", () => {
  it("refuses a booking code longer than 8 characters and an unknown status", async () => {
    await seedBooking();
    const db = testDb.db();
    const base = {
      propertyId: "p1",
      checkinDate: "2026-01-01",
      checkoutDate: "2026-01-02",
      arrivalHour: "14:00",
      departureHour: "12:00",
      currency: "VND",
      customerName: "B",
      sourceId,
    };
    expect(await violatedConstraint(db.insert(bookings).values({ ...base, code: "ABCDEFGHI", status: "reserved" }))).toBe(
      "bookings_code_check",
    );
    expect(await violatedConstraint(db.insert(bookings).values({ ...base, code: "X1", status: "open" }))).toBe("bookings_status_check");
    expect(await violatedConstraint(db.insert(bookings).values({ ...base, code: "ABC12345", status: "reserved" }))).toBe(
      "bookings_property_code_key",
    );
  });

  it("refuses a malformed service code, a zero quantity and a negative price", async () => {
    const { room } = await seedBooking();
    const db = testDb.db();
    expect(await violatedConstraint(db.insert(services).values({ propertyId: "p1", code: "SV12", name: "x", price: "1" }))).toBe(
      "services_code_check",
    );
    const line = { propertyId: "p1", bookingRoomId: room.id, name: "Laundry", pricePerUnit: "10" };
    expect(await violatedConstraint(db.insert(serviceLines).values({ ...line, quantity: "0" }))).toBe("service_lines_quantity_check");
    expect(await violatedConstraint(db.insert(serviceLines).values({ ...line, quantity: "1", pricePerUnit: "-1" }))).toBe(
      "service_lines_price_check",
    );
  });

  it("keeps money exact in numeric columns", async () => {
    const { room } = await seedBooking();
    const db = testDb.db();
    await db.insert(serviceLines).values({
      propertyId: "p1",
      bookingRoomId: room.id,
      name: "Cleaning",
      quantity: "3",
      pricePerUnit: "0.1",
    });
    const rows = await db.execute(sql`select sum(quantity * price_per_unit)::text as total from service_lines`);
    expect((rows as unknown as { rows: { total: string }[] }).rows[0]!.total).toMatch(/^0\.30*$/);
  });
});
