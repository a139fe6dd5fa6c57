import type { CheckinFormValues } from "@/components/guest-form/form-values";

export type ScanTarget = { roomIndex: number; guestIndex: number } | { roomIndex: number; newGuest: true };

const GUEST_FIELD_NAME = /^rooms\.(\d+)\.guests\.(\d+)\./;

/**
 * Which guest a scanned ID card fills: the guest whose field had the focus; else the first
 * guest without an ID number; else a new guest in the first room with fewer guests than its
 * adults. Undefined when every room already has its adults, each with an ID: the receptionist
 * then clicks into the guest to replace, or adds one, and scans again.
 */
export function guestForScan(
  values: CheckinFormValues,
  focusedName: string | null,
  adultsPerRoom: readonly number[],
): ScanTarget | undefined {
  const focused = focusedName ? GUEST_FIELD_NAME.exec(focusedName) : null;
  if (focused) {
    const roomIndex = Number(focused[1]);
    const guestIndex = Number(focused[2]);
    const guest = values.rooms[roomIndex]?.guests[guestIndex];
    if (guest && !guest.removed && !guest.masked) return { roomIndex, guestIndex };
  }
  for (const [roomIndex, room] of values.rooms.entries()) {
    const guestIndex = room.guests.findIndex((guest) => !guest.removed && !guest.masked && guest.identity.trim() === "");
    if (guestIndex >= 0) return { roomIndex, guestIndex };
  }
  for (const [roomIndex, room] of values.rooms.entries()) {
    if (room.guests.filter((guest) => !guest.removed).length < (adultsPerRoom[roomIndex] ?? 1)) return { roomIndex, newGuest: true };
  }
  return undefined;
}
