import type { Translate } from "./message-types";

/** "Room 201 · Superior Double", or the room type alone while no room is assigned. */
export function roomTitle(room: { roomUnit: string | null; roomType: string }, t: Translate): string {
  return room.roomUnit ? `${t("room")} ${room.roomUnit} · ${room.roomType}` : room.roomType;
}

/** "Room 301", or the room type while no room is assigned: how a sentence names the room. */
export function roomName(room: { roomUnit: string | null; roomType: string }, t: Translate): string {
  return room.roomUnit ? `${t("room")} ${room.roomUnit}` : room.roomType;
}
