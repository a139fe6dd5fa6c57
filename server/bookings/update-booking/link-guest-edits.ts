import { isMaskedIdentity, MASKED_GUEST_FIELDS, normalizeIdentity } from "@/server/domain/guest-masking";
import type { FieldErrors } from "@/server/domain/errors";
import { registeredElsewhere, type LinkView } from "../link-view";
import type { BookingLines, GuestLine } from "../load-booking-lines";
import type { GuestUpdate } from "./apply-guest-updates";
import type { GuestRecord } from "./schema";

// What a guest's check-in link may change of guests someone else registered, which it sees
// masked (docs/choices.md, "What a check-in link shows"). It updates such a guest only by retyping the
// whole ID number: the same number (as written differently) proves it knows the guest; a new one
// registers another person in their place. Either way the guest is then registered by the link.
// A record that sends such a guest back as the link was shown it (masked ID, empty hidden fields,
// the rest as stored) changes nothing but is_primary_guest, and needs no retyping: the page sends
// every guest of a room it edits. It may not drop such a guest with `replace`: the desk removes
// guests it did not add.

/** A record as it is written, and whether it registers the guest (writes `registered_by`). */
export interface WrittenRecord {
  record: GuestRecord;
  registers: boolean;
}

/** The records of a link's request that change a guest registered elsewhere without a retyped ID, by path. */
export function identityRetypeErrors(update: GuestUpdate, lines: BookingLines, view: LinkView | undefined): FieldErrors {
  if (!view) return {};
  const stored = guestsById(lines, update);
  const errors: FieldErrors = {};
  update.records.forEach((record, index) => {
    const guest = record.id != null ? stored.get(record.id) : undefined;
    if (!guest || !registeredElsewhere(view, guest.registeredBy)) return;
    // A photo added to such a guest, as a file or staged ahead, is a change like any other.
    const photos =
      (update.uploads.get(`${update.roomIndex}.${index}`)?.length ?? 0) + (update.staged.get(`${update.roomIndex}.${index}`)?.length ?? 0);
    if (!retyped(record) && (photos > 0 || !sentBackAsShown(record, guest))) {
      errors[`rooms.${update.roomIndex}.guests.records.${index}.identity`] = [
        "This guest was registered by someone else: retype their whole ID number to change their details.",
      ];
    }
  });
  return errors;
}

/** A link's `replace` that would drop a guest registered elsewhere: refused on the room's records. */
export function droppedGuestErrors(update: GuestUpdate, lines: BookingLines, view: LinkView | undefined): FieldErrors {
  if (!view || update.method !== "replace") return {};
  const sent = new Set(update.records.flatMap((record) => (record.id != null ? [record.id] : [])));
  const dropped = (lines.guests.get(update.room.id) ?? []).filter(
    (guest) => !sent.has(guest.id) && registeredElsewhere(view, guest.registeredBy),
  );
  if (dropped.length === 0) return {};
  return {
    [`rooms.${update.roomIndex}.guests.records`]: [
      `A check-in link cannot remove guests registered by someone else (${dropped.map((guest) => guest.id).join(", ")}); ask the property.`,
    ],
  };
}

/**
 * The record as it is written. Through a link, for a guest registered elsewhere (whose ID was
 * retyped, identityRetypeErrors): with the same ID, the fields the link was shown empty and sends
 * empty are left as stored; with a new ID, they are cleared, so the link never reads the other
 * person's birth date, e-mail, phone, address or stay once the guest is its own.
 */
export function recordAsWritten(record: GuestRecord, stored: GuestLine | undefined, view: LinkView | undefined): WrittenRecord {
  if (!view || !stored || !registeredElsewhere(view, stored.registeredBy)) return { record, registers: true };
  // Sent back as shown (identityRetypeErrors let nothing else through without a retyped ID).
  if (!retyped(record))
    return { record: { id: record.id, name: stored.name, is_primary_guest: record.is_primary_guest }, registers: false };
  const sameIdentity = stored.identity !== null && normalizeIdentity(stored.identity) === normalizeIdentity(record.identity ?? "");
  const written: GuestRecord = { ...record };
  for (const field of MASKED_GUEST_FIELDS) {
    if (written[field] != null && written[field] !== "") continue;
    if (sameIdentity) delete written[field];
    else written[field] = null;
  }
  return { record: written, registers: true };
}

function retyped(record: GuestRecord): boolean {
  return record.identity != null && record.identity !== "" && !isMaskedIdentity(record.identity);
}

/** Nothing the link was shown is changed, and nothing it was not shown is sent. */
function sentBackAsShown(record: GuestRecord, stored: GuestLine): boolean {
  if (MASKED_GUEST_FIELDS.some((field) => record[field] != null && record[field] !== "")) return false;
  const same = (sent: string | null | undefined, kept: string | null) => sent === undefined || (sent ?? null) === kept;
  // Only what the link was shown is compared: a hidden field sent with the stored value would
  // otherwise tell a link guessing it (a gender, a ward) that it guessed right.
  return (
    record.name === stored.name &&
    same(record.id_type, stored.idType) &&
    same(record.country, stored.country) &&
    same(record.visa_kind, stored.visaKind)
  );
}

function guestsById(lines: BookingLines, update: GuestUpdate): Map<number, GuestLine> {
  return new Map((lines.guests.get(update.room.id) ?? []).map((guest) => [guest.id, guest]));
}
