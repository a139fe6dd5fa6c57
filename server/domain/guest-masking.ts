// What a guest's check-in link shows of a guest registered by someone else (the desk, a partner,
// another link): enough to recognise them (name, ID type, the last 4 characters of the ID
// number), nothing to impersonate or reach them (docs/choices.md, "What a check-in link shows").
// Pure, so the guest page can import it.

import { GUEST_RECORD, guestFieldsWhere, type GuestRecordField } from "./guest-record";

/** The mask's bullets: never part of a real ID number, so a masked value sent back is recognised. */
const MASK_BULLETS = "••••";

/** "•••• 6789"; an ID of 4 characters or fewer is all bullets, since its last 4 would be all of it. */
export function maskIdentity(identity: string | null): string | null {
  if (identity === null || identity === "") return identity;
  const compact = normalizeIdentity(identity);
  return compact.length <= 4 ? MASK_BULLETS : `${MASK_BULLETS} ${compact.slice(-4)}`;
}

/** A value the page showed masked and the browser sent back as it was. */
export function isMaskedIdentity(value: string): boolean {
  return value.includes("•");
}

/** Two ways of writing one ID number compare equal: case, spaces, dots, dashes and slashes aside. */
export function normalizeIdentity(value: string): string {
  return value
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s.\-/]/g, "");
}

/**
 * The guest's fields a link does not see when someone else registered the guest, besides the
 * ID number (masked) and the photos (left out): all but what recognises them (name, ID type,
 * nationality, visa kind). The birth date, the ways to reach them, where they live, a
 * foreigner's visa and entry (as personal as the passport), and why and how long they stay.
 * The guest record says it of each field (`sharedWithOtherGuests`, guest-record.ts).
 */
export const MASKED_GUEST_FIELDS = guestFieldsWhere("sharedWithOtherGuests", false);

/** What a link reads of a field of a guest someone else registered: the value, its last 4 characters, or null. */
export function shownOfOthersGuest<V>(field: GuestRecordField, value: V): V | string | null {
  const shared = GUEST_RECORD[field].sharedWithOtherGuests;
  if (shared === "last 4") return maskIdentity(value as string | null);
  return shared ? value : null;
}
