import {
  isChild,
  registrationFieldsAsked,
  roomRegistration,
  type MissingRegistration,
  type RegistrationField,
  type RegistrationGuest,
} from "@/server/domain/guest-registration";
import type { CheckinRoom } from "@/server/checkin/checkin-booking";
import { GUEST_RECORD, type GuestColumn } from "@/server/domain/guest-record";
import { GUEST_FIELDS, type GuestField, type GuestFormValues, type RoomFormValues } from "./form-values";
import type { MessageKey, Translate } from "./message-types";

// The guest page's view of the registration rules (server/domain/guest-registration.ts): which
// fields to mark required, and what a room still misses, computed with the server's own
// roomRegistration on the form's current values, so the page says what the API would answer.

/** The form's field of a rule's field (the rules call the photos by the API's name). */
const formFieldOf = (field: RegistrationField): GuestField | "photos" =>
  field === "identity_image_urls" ? "photos" : (field as GuestField);

/** The fields the rules ask of this guest as it stands (a child, a Vietnamese or a foreign adult). */
export function requiredFields(guest: Pick<GuestFormValues, "birthday" | "country">, arrival: string): ReadonlySet<GuestField | "photos"> {
  return new Set(registrationFieldsAsked({ birthday: guest.birthday || null, country: guest.country || null }, arrival).map(formFieldOf));
}

/** A guest as the rules see it: its form values under their columns' names (guest-record.ts), and its ID photos on file and on the phone. */
function ruleGuest(guest: GuestFormValues, id: string, photos: number): RegistrationGuest {
  // A draft kept before the foreign-stay fields existed has none of them.
  const fields = Object.fromEntries(GUEST_FIELDS.map((field) => [GUEST_RECORD[field].column, guest[field]?.trim() || null])) as {
    [F in GuestField as GuestColumn<F>]: string | null;
  };
  return { ...fields, id, photos };
}

/**
 * What the room still misses with the form's values now: roomRegistration on the guests kept,
 * each named by its id on file (or its form key while new). A guest someone else registered is
 * judged by the server (the page does not hold its hidden fields): the stored answer's items
 * for it are kept, and it counts as an adult.
 */
export function formRoomRegistration(
  room: Pick<RoomFormValues, "guests">,
  saved: Pick<CheckinRoom, "occupancy" | "guests" | "registration">,
  arrival: string,
  localPhotos: (guestKey: string) => number,
): MissingRegistration[] {
  const judged: RegistrationGuest[] = [];
  const ids: string[] = [];
  const byServer = new Set<string>();
  for (const guest of room.guests) {
    if (guest.removed) continue;
    const onFile = saved.guests.find((candidate) => candidate.id === guest.guestId);
    const id = onFile ? String(onFile.id) : guest.key;
    ids.push(id);
    if (onFile?.registered_elsewhere) byServer.add(id);
    else judged.push(ruleGuest(guest, id, (onFile?.identity_images_on_file ?? 0) + localPhotos(guest.key)));
  }
  // A guest judged by the server counts as the adult it was counted as.
  const { missing } = roomRegistration({ adults: saved.occupancy.adults - byServer.size, arrival }, judged);
  // In the server's order: guest by guest as listed, the room's count last.
  return [
    ...ids.flatMap((id) => (byServer.has(id) ? saved.registration.missing : missing).filter((item) => item.guest_id === id)),
    ...missing.filter((item) => item.guest_id === null),
  ];
}

/** Adults registered in a room (children aside, as the rules count them): "Room 301: 0 / 2 guests". */
export function adultsRegistered(guests: readonly { birthday: string | null; removed?: boolean }[], arrival: string): number {
  return guests.filter((guest) => !guest.removed && !isChild(guest.birthday || null, arrival)).length;
}

/**
 * The "Still missing" line of a room from a registration's items: "2 guests; Nguyễn Văn An:
 * birth date, gender". The server's summary and the form's live line both write it with this.
 */
export function missingText(
  missing: readonly MissingRegistration[],
  nameOf: (guestId: string) => string,
  shortOfAdults: number,
  t: Translate,
  /** How the room's count is said: "2 guests", or "2 adults" where the sentence is about checking in. */
  countKey: MessageKey = "missingGuests",
): string {
  const parts: string[] = [];
  const byGuest = new Map<string, string[]>();
  for (const item of missing) {
    if (item.guest_id === null) continue;
    byGuest.set(item.guest_id, [...(byGuest.get(item.guest_id) ?? []), t(`field_${item.field}` as MessageKey)]);
  }
  if (missing.some((item) => item.guest_id === null)) parts.push(t(countKey, { count: Math.max(shortOfAdults, 1) }));
  for (const [guestId, fields] of byGuest)
    parts.push(t("missingOfGuest", { name: nameOf(guestId), fields: fields.join(t("listSeparator")) }));
  return parts.join(t("partSeparator"));
}
