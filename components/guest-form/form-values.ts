import type { Lang } from "@/i18n/languages";
import { isOpenRoom } from "@/server/bookings/rules/room-status";
import type { CheckinBooking, CheckinGuest } from "@/server/checkin/checkin-booking";
import { GUEST_RECORD_FIELDS, type GuestRecordField } from "@/server/domain/guest-record";

// The check-in form's values: every text field a string ("" for nothing, as inputs hold
// them), turned into the API's Update Booking payload by update-request.ts.

/** The guest record's fields (server/domain/guest-record.ts) the form edits: all but the primary choice, which is the room's. */
export const GUEST_FIELDS = GUEST_RECORD_FIELDS.filter(
  (field): field is Exclude<GuestRecordField, "is_primary_guest"> => field !== "is_primary_guest",
);
export type GuestField = (typeof GUEST_FIELDS)[number];

export type GuestFormValues = Record<GuestField, string> & {
  /** Stable key of this guest in the form (photos and the primary choice refer to it). */
  key: string;
  /** The guest's id when already registered; null for a guest this form adds. */
  guestId: number | null;
  removed: boolean;
  /**
   * Registered by someone else and shown masked (ID's last 4 characters only): sent back as it
   * is until the guest retypes the whole ID number to edit it (docs/choices.md, "What a check-in link shows").
   */
  masked: boolean;
};

export interface RoomFormValues {
  id: string;
  /** Key of the room's primary guest. */
  primaryKey: string;
  checkIn: boolean;
  guests: GuestFormValues[];
}

export interface CheckinFormValues {
  rooms: RoomFormValues[];
  wantsInvoice: boolean;
  invoice: { company: string; tax_code: string; address: string; email: string };
  /** The guest's message to the property (`guest_message`); the booking's own notes are never shown here. */
  message: string;
  /** The guest's expected arrival time (HH:mm, `arrival_hour`); it starts with the booking's. */
  arrivalHour: string;
}

/** Rooms a guest can still register and check in: the open rooms (rules/room-status.ts). */
export function formRooms(booking: Pick<CheckinBooking, "rooms">) {
  return booking.rooms.filter((room) => isOpenRoom(room.status));
}

export function newGuestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A new guest; `country` is the nationality it starts with (the previous guest's, see nationalityForNewGuest). */
export function emptyGuest(key: string, country = ""): GuestFormValues {
  return { key, guestId: null, removed: false, masked: false, ...blankFields(), country };
}

/**
 * The nationality a new guest starts with: the previous guest's on the form (the rooms up to and
 * including `roomIndex`), else Vietnam on a Vietnamese page; on the others none: the guest is asked
 * (the check-in page's budget has no room for a table of the languages' countries).
 */
export function nationalityForNewGuest(rooms: readonly Pick<RoomFormValues, "guests">[], roomIndex: number, lang: Lang): string {
  const previous = rooms
    .slice(0, roomIndex + 1)
    .flatMap((room) => room.guests)
    .filter((guest) => !guest.removed && guest.country)
    .at(-1);
  return previous?.country ?? (lang === "vi" ? "VN" : "");
}

function blankFields(): Record<GuestField, string> {
  return Object.fromEntries(GUEST_FIELDS.map((field) => [field, ""])) as Record<GuestField, string>;
}

function fromGuest(guest: CheckinGuest): GuestFormValues {
  const fields = blankFields();
  for (const field of GUEST_FIELDS) fields[field] = guest[field] ?? "";
  return { ...fields, key: `g${guest.id}`, guestId: guest.id, removed: false, masked: guest.registered_elsewhere };
}

export function initialFormValues(booking: CheckinBooking): CheckinFormValues {
  const { invoice } = booking;
  return {
    rooms: formRooms(booking).map((room) => {
      const guests = room.guests.map(fromGuest);
      const primary = room.guests.find((guest) => guest.is_primary_guest);
      return {
        id: room.id,
        primaryKey: primary ? `g${primary.id}` : (guests[0]?.key ?? ""),
        checkIn: false,
        guests,
      };
    }),
    wantsInvoice: Object.values(invoice).some((value) => value),
    invoice: {
      company: invoice.company ?? "",
      tax_code: invoice.tax_code ?? "",
      address: invoice.address ?? "",
      email: invoice.email ?? "",
    },
    message: booking.booking.guestMessage ?? "",
    arrivalHour: booking.booking.arrivalHour,
  };
}
