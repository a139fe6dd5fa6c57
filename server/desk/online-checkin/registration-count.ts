import { registrationOf } from "@/server/bookings/booking-detail";
import type { BookingLines } from "@/server/bookings/load-booking-lines";
import { countRegisteredGuests } from "@/server/domain/online-checkin";

/** "3 of 4 guests" of a booking, from the lines its read already holds (the rules' own registration per room). */
export function registeredGuestsOf(lines: BookingLines): { registered: number; needed: number } {
  return countRegisteredGuests(
    lines.rooms.map((room) => ({
      status: room.status,
      adults: room.adults,
      arrival: room.checkinDate,
      guests: (lines.guests.get(room.id) ?? []).map((guest) => ({ id: String(guest.id), birthday: guest.birthday })),
      registration: registrationOf(room, lines),
    })),
  );
}
