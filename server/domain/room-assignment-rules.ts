// Pure: Assign Room (server/bookings/room-assignment) refuses by it, and the desk offers the
// action by it, so the two never disagree.

/** A room still to come or in the house can be placed; one that left, was cancelled or never came cannot. */
export const ASSIGNABLE_STATUSES: readonly string[] = ["reserved", "confirmed", "holding", "checked_in"];
