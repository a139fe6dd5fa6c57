import type { BookingLines } from "./load-booking-lines";

/** The lines as they are once the write has given these rooms this status. */
export function withRoomStatus(lines: BookingLines, roomIds: readonly string[], status: string): BookingLines {
  return { ...lines, rooms: lines.rooms.map((room) => (roomIds.includes(room.id) ? { ...room, status } : room)) };
}
