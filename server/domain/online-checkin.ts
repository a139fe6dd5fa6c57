import { isChild, type Registration } from "./guest-registration";

// Where a booking's online check-in stands, as the desk shows it on Today and on the booking:
// pure, so each state can be tested without a database, and the board's filter and the badge
// read the same words.

const ONLINE_CHECKIN_STATES = ["not_started", "in_progress", "complete"] as const;
export type OnlineCheckinStateName = (typeof ONLINE_CHECKIN_STATES)[number];

/** The board's filter: everything, or one state. */
export const ONLINE_CHECKIN_FILTERS = ["all", ...ONLINE_CHECKIN_STATES] as const;
export type OnlineCheckinFilter = (typeof ONLINE_CHECKIN_FILTERS)[number];

/** A delivery that did not reach the guest: the desk is told when and why (nothing fails in silence). */
export interface DeliveryProblem {
  status: "failed" | "bounced";
  kind: string;
  at: string;
  reason: string | null;
}

export interface OnlineCheckin {
  state: OnlineCheckinStateName;
  /** The first message the SMTP server accepted (ISO instant); null when none went yet. */
  sent_at: string | null;
  /** The first use of any of the booking's check-in links; null when the guest never opened one. */
  opened_at: string | null;
  guests_registered: number;
  guests_needed: number;
  completed_at: string | null;
  stopped_at: string | null;
  /** A message still waiting to go (scheduled, or being sent): its time. */
  next_due_at: string | null;
  last_problem: DeliveryProblem | null;
}

/** A room as the count needs it: its adults, its arrival, its guests and the rules' verdict on them. */
export interface RegistrationRoom {
  status: string;
  adults: number;
  arrival: string;
  guests: readonly { id: string; birthday: string | null }[];
  registration: Registration;
}

/** Rooms whose guests still have something to register: not cancelled, not gone. */
const OPEN_ROOM = (status: string) => status !== "cancelled" && status !== "checked_out";

/**
 * "3 of 4 guests": per open room, the adults the rules need (roomRegistration's count, children
 * aside) and those of them registered: an adult guest with nothing missing (the rules' own
 * `missing` items, by guest), at most the room's adults; a complete room counts all of them.
 */
export function countRegisteredGuests(rooms: readonly RegistrationRoom[]): { registered: number; needed: number } {
  let registered = 0;
  let needed = 0;
  for (const room of rooms.filter((candidate) => OPEN_ROOM(candidate.status))) {
    needed += room.adults;
    if (room.registration.complete) {
      registered += room.adults;
      continue;
    }
    const incomplete = new Set(room.registration.missing.map((item) => item.guest_id));
    const complete = room.guests.filter((guest) => !isChild(guest.birthday, room.arrival) && !incomplete.has(guest.id)).length;
    registered += Math.min(complete, room.adults);
  }
  return { registered, needed };
}

/**
 * The state: complete once the booking is (bookings.checkinCompletedAt, kept by the check-in's
 * writes); not started while nobody registered and no link was ever opened; in progress between.
 */
export function onlineCheckinState(facts: {
  completedAt: string | null;
  openedAt: string | null;
  guestsRegistered: number;
}): OnlineCheckinStateName {
  if (facts.completedAt !== null) return "complete";
  if (facts.openedAt === null && facts.guestsRegistered === 0) return "not_started";
  return "in_progress";
}

/** The bookings the filter keeps (`all`: every one). */
export function filterByOnlineCheckin<Booking extends { online_checkin: Pick<OnlineCheckin, "state"> }>(
  bookings: readonly Booking[],
  filter: OnlineCheckinFilter,
): Booking[] {
  return filter === "all" ? [...bookings] : bookings.filter((booking) => booking.online_checkin.state === filter);
}

/**
 * An SMTP server's words often quote the address ("550 5.1.1 <an.nguyen@example.com>: no such
 * user"); the desk sees the reason, with any address cut to its first letter and its domain.
 */
export function maskAddresses(reason: string | null): string | null {
  if (reason === null) return null;
  return reason.replace(
    /([^\s<>"'@:;,()=]+)@([^\s<>"'@:;,()]+)/g,
    (_all, local: string, domain: string) => `${local.slice(0, 1)}…@${domain}`,
  );
}
