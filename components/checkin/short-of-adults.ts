import { adultsRegistered } from "./room-registration";
import type { RoomFormValues } from "./form-values";

// A refused save's "room X needs N adults registered" is about the room as a whole, so no field
// carries it and no field's re-check clears it: the form decides from its own values whether the
// room is still short, and drops the message as soon as the missing adult is on the form.

/** The adults on the form for a room: guests kept, children aside, counted as roomRegistration counts them. */
export function adultsOnForm(room: Pick<RoomFormValues, "guests">, arrival: string): number {
  return adultsRegistered(room.guests, arrival);
}

/** A message of a refused save, with the room it is about when it is "too few adults". */
export interface RefusalMessage {
  text: string;
  shortOfAdults?: { roomId: string; adults: number };
}

/** The messages that still hold for the form's values now. */
export function messagesStillTrue(messages: readonly RefusalMessage[], rooms: readonly RoomFormValues[], arrival: string): string[] {
  return messages
    .filter(({ shortOfAdults }) => {
      if (!shortOfAdults) return true;
      const room = rooms.find((candidate) => candidate.id === shortOfAdults.roomId);
      return !room || adultsOnForm(room, arrival) < shortOfAdults.adults;
    })
    .map(({ text }) => text);
}
