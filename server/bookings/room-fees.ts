import type Decimal from "decimal.js";
import { sumMoney } from "@/server/domain/money";
import type { BookingLines } from "./load-booking-lines";

/** Each room of a booking with its status and room_fee (the sum of its nightly prices, unrounded). */
export function roomFeesOf(familyLines: BookingLines, bookingId: string): { id: string; status: string; roomFee: Decimal }[] {
  return familyLines.rooms
    .filter((room) => room.bookingId === bookingId)
    .map((room) => ({
      id: room.id,
      status: room.status,
      roomFee: sumMoney((familyLines.nightlyPrices.get(room.id) ?? []).map((night) => night.price)),
    }));
}
