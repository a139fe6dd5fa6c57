// What a Vietnamese lodging must record of each guest it houses (Law on Residence 2020;
// Circular 55/2021/TT-BCA for citizens; the temporary-residence declaration for foreigners),
// written once: Get Booking Detail reports it per room, a check-in through a guest link or the
// desk is refused while it is incomplete, and the guest page and the desk show what is missing.
// Pure, so the pages can import it.

/** A guest as the rules see it; `photos` counts the ID photos on file. */
export interface RegistrationGuest {
  id: string | null;
  name: string | null;
  birthday: string | null;
  gender: string | null;
  country: string | null;
  idType: string | null;
  identity: string | null;
  city: string | null;
  ward: string | null;
  photos: number;
  /** A foreigner's stay (optional: a guest without them is read as having none). */
  visaKind?: string | null;
  visaNumber?: string | null;
  visaExpiry?: string | null;
  entryDate?: string | null;
  entryPort?: string | null;
  entryPortOther?: string | null;
  /** The intended end of the stay; null: the room's check-out. */
  stayUntil?: string | null;
}

/** The API's field names; `guests` is the room's count of registered adults. */
export const REGISTRATION_FIELDS = [
  "guests",
  "name",
  "birthday",
  "gender",
  "country",
  "id_type",
  "identity",
  "city",
  "ward",
  "identity_image_urls",
  "visa_kind",
  "visa_number",
  "visa_expiry",
  "entry_date",
  "entry_port",
  "stay_until",
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface MissingRegistration {
  /** The guest it concerns; null for the room (fewer registered guests than adults). */
  guest_id: string | null;
  field: RegistrationField;
}

/**
 * What the desk should look at without it stopping the check-in: a visa that ends before the
 * intended end of the stay (the guest may extend it in Vietnam or leave early; the lodging
 * declares the stay either way, and the police see the dates).
 */
export interface RegistrationWarning {
  guest_id: string;
  field: "visa_expiry";
  code: "visa_expires_before_stay_end";
}

export interface Registration {
  complete: boolean;
  missing: MissingRegistration[];
  warnings: RegistrationWarning[];
}

/** Under this age at arrival a guest is a child: listed with name, birth date, gender and nationality, no ID. */
const CHILD_UNDER_YEARS = 14;
const OLDEST_YEARS = 120;

/** A chip ID card (CCCD) has 12 digits, the old identity card (CMND) 9. */
const VIETNAMESE_ID_CARD = /^(\d{12}|\d{9})$/;
/** Passports and other travel documents: 6 to 9 letters and digits (ICAO 9303 allows up to 9). */
const TRAVEL_DOCUMENT = /^[A-Z0-9]{6,9}$/;

/**
 * The registration of one room: every guest complete, and at least as many registered guests
 * (children aside) as the room's adults. `arrival` is the room's check-in date (YYYY-MM-DD):
 * ages are taken on it, and a birth date must be before it.
 */
export function roomRegistration(
  room: { adults: number; arrival: string; departure?: string },
  guests: readonly RegistrationGuest[],
): Registration {
  const missing: MissingRegistration[] = [];
  const warnings: RegistrationWarning[] = [];
  let adults = 0;
  for (const guest of guests) {
    const child = isChild(guest.birthday, room.arrival);
    if (!child) adults++;
    for (const field of missingFields(guest, room.arrival, child)) missing.push({ guest_id: guest.id, field });
    if (guest.country && guest.country !== "VN") {
      for (const field of foreignStayGaps(guest, room)) missing.push({ guest_id: guest.id, field });
      const end = guest.stayUntil ?? room.departure;
      if (guest.id !== null && guest.visaExpiry && guest.visaExpiry >= room.arrival && end && guest.visaExpiry < end) {
        warnings.push({ guest_id: guest.id, field: "visa_expiry", code: "visa_expires_before_stay_end" });
      }
    }
  }
  if (adults < room.adults) missing.push({ guest_id: null, field: "guests" });
  return { complete: missing.length === 0, missing, warnings };
}

/** Kinds of document that carry a number of their own (an exemption by nationality or treaty has none). */
const NUMBERED_VISA_KINDS: ReadonlySet<string> = new Set([
  "visa",
  "e_visa",
  "exemption_certificate",
  "temporary_residence_card",
  "permanent_residence_card",
  "apec_card",
]);

/**
 * A foreigner's visa and entry are asked only when the guest has them, but then they must hold
 * together (docs/choices.md, "A foreigner's stay"): a numbered document needs its number and
 * its expiry, a number its kind; a visa that had expired on arrival, an entry after the arrival
 * or before the birth, an "other" gate without its name, or an intended end outside the stay
 * is reported on the field to correct. The length of stay itself is always there: without
 * `stayUntil` it is the room's check-out.
 */
function foreignStayGaps(guest: RegistrationGuest, room: { arrival: string; departure?: string }): RegistrationField[] {
  const fields: RegistrationField[] = [];
  const number = guest.visaNumber?.trim();
  if (number && !guest.visaKind) fields.push("visa_kind");
  if (!number && guest.visaKind && NUMBERED_VISA_KINDS.has(guest.visaKind)) fields.push("visa_number");
  if (
    (number && !guest.visaExpiry) ||
    (guest.visaExpiry && (guest.visaExpiry < room.arrival || (guest.entryDate && guest.visaExpiry < guest.entryDate)))
  ) {
    fields.push("visa_expiry");
  }
  if (guest.entryDate && (guest.entryDate > room.arrival || (guest.birthday && guest.entryDate < guest.birthday)))
    fields.push("entry_date");
  if (guest.entryPort === "other" && !guest.entryPortOther?.trim()) fields.push("entry_port");
  if (guest.stayUntil && (guest.stayUntil < room.arrival || (room.departure && guest.stayUntil > room.departure)))
    fields.push("stay_until");
  return fields;
}

function missingFields(guest: RegistrationGuest, arrival: string, child: boolean): RegistrationField[] {
  return fieldsAsked(guest, child).filter((field) => !satisfies(guest, field, arrival));
}

/**
 * What the rules ask of a guest of this kind, whatever is filled in yet: a child's name, birth
 * date, gender and nationality; an adult's also an ID type and number, and then a Vietnamese
 * citizen's 2025 province and ward, a foreigner's ID photo (asked once the nationality is known).
 * The guest page marks these fields required from it.
 */
export function registrationFieldsAsked(guest: Pick<RegistrationGuest, "birthday" | "country">, arrival: string): RegistrationField[] {
  return fieldsAsked(guest, isChild(guest.birthday, arrival));
}

function fieldsAsked(guest: Pick<RegistrationGuest, "country">, child: boolean): RegistrationField[] {
  const fields: RegistrationField[] = ["name", "birthday", "gender", "country"];
  if (child) return fields;
  fields.push("id_type", "identity");
  if (guest.country === "VN") fields.push("city", "ward");
  else if (guest.country) fields.push("identity_image_urls");
  return fields;
}

function satisfies(guest: RegistrationGuest, field: RegistrationField, arrival: string): boolean {
  const vietnamese = guest.country === "VN";
  switch (field) {
    case "name":
      return isFullName(guest.name);
    case "birthday":
      return isPlausibleBirthday(guest.birthday, arrival);
    case "id_type":
      return !!guest.idType && (vietnamese || guest.idType !== "identity_card");
    case "identity":
      return isDocumentNumber(guest.identity, guest.idType, vietnamese);
    case "city":
    case "ward":
      return !!guest[field]?.trim();
    case "identity_image_urls":
      return guest.photos > 0;
    default:
      return !!guest[field as "gender" | "country"];
  }
}

/**
 * A field the rules report (missing or foreignStayGaps) that the guest did fill in: it is there
 * but wrong (a 13-digit CCCD, a birth date after arrival, a visa that had expired), so the desk
 * says "invalid", not "missing". The room's count of guests is never "given".
 */
export function isFieldGiven(guest: RegistrationGuest, field: RegistrationField): boolean {
  const given = (value: string | null | undefined) => (value ?? "").trim() !== "";
  switch (field) {
    case "guests":
      return false;
    case "identity_image_urls":
      return guest.photos > 0;
    case "id_type":
      return given(guest.idType);
    case "visa_kind":
      return given(guest.visaKind);
    case "visa_number":
      return given(guest.visaNumber);
    case "visa_expiry":
      return given(guest.visaExpiry);
    case "entry_date":
      return given(guest.entryDate);
    case "entry_port":
      return given(guest.entryPort) && (guest.entryPort !== "other" || given(guest.entryPortOther));
    case "stay_until":
      return given(guest.stayUntil);
    default:
      return given(guest[field]);
  }
}

/** At least two letters: "A" is an initial, not a name the police can register. */
function isFullName(name: string | null): boolean {
  return (name?.match(/\p{L}/gu)?.length ?? 0) >= 2;
}

function isPlausibleBirthday(birthday: string | null, arrival: string): boolean {
  if (!birthday) return false;
  return birthday < arrival && birthday >= shiftYears(arrival, -OLDEST_YEARS);
}

/** A child at arrival: a plausible birth date less than CHILD_UNDER_YEARS before it (no birth date: an adult). */
export function isChild(birthday: string | null, arrival: string): boolean {
  return birthday !== null && isPlausibleBirthday(birthday, arrival) && birthday > shiftYears(arrival, -CHILD_UNDER_YEARS);
}

/**
 * A foreigner registers with a passport or other travel document; a Vietnamese citizen with
 * a CCCD/CMND or a passport. The number is compared without spaces, in capitals.
 */
export function isDocumentNumber(identity: string | null, idType: string | null, vietnamese: boolean): boolean {
  const number = identity?.replace(/\s+/g, "").toUpperCase() ?? "";
  if (number === "") return false;
  if (idType === "identity_card") return vietnamese && VIETNAMESE_ID_CARD.test(number);
  if (idType === "passport") return TRAVEL_DOCUMENT.test(number);
  return number.length >= 6; // "other": a travel document whose format the rules cannot know
}

/** YYYY-MM-DD moved by whole years (29 February becomes 28 February in a common year). */
function shiftYears(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) + years).padStart(4, "0");
  const monthDay = day.slice(4);
  return monthDay === "-02-29" ? `${year}-02-28` : `${year}${monthDay}`;
}
