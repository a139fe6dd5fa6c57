import { eq, sql } from "drizzle-orm";
import type Decimal from "decimal.js";
import type { Transaction } from "@/server/platform/db/database";
import { bookingRooms, nightlyPrices } from "@/server/platform/db/schema";
import { money } from "@/server/domain/money";

/** Each room of a booking with its status and room_fee (the sum of its nightly prices). */
export async function roomFeesOf(tx: Transaction, bookingId: string): Promise<{ id: string; status: string; roomFee: Decimal }[]> {
  const rows = await tx
    .select({
      id: bookingRooms.id,
      status: bookingRooms.status,
      roomFee: sql<string>`coalesce(sum(${nightlyPrices.price}), 0)::text`,
    })
    .from(bookingRooms)
    .leftJoin(nightlyPrices, eq(nightlyPrices.bookingRoomId, bookingRooms.id))
    .where(eq(bookingRooms.bookingId, bookingId))
    .groupBy(bookingRooms.id, bookingRooms.status);
  return rows.map((row) => ({ ...row, roomFee: money(row.roomFee) }));
}
