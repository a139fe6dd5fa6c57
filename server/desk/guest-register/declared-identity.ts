import { GUEST_RECORD, guestFieldsWhere } from "@/server/domain/guest-record";
import type { guests } from "@/server/platform/db/schema";

/**
 * Who a guest is, as the residence declaration (citizens) and the temporary-residence
 * declaration (foreigners) ask: the same fields on the register and the registration card.
 */
export function declaredIdentity(guest: typeof guests.$inferSelect) {
  return {
    name: guest.name,
    birthday: guest.birthday,
    gender: guest.gender,
    nationality: guest.country,
    id_type: guest.idType,
    identity: guest.identity,
  };
}

export type DeclaredIdentity = ReturnType<typeof declaredIdentity>;

/** The guest record's fields of a foreigner's stay (guest-record.ts), in its order. */
const FOREIGN_STAY_FIELDS = guestFieldsWhere("declared", "foreign stay");

/**
 * What the temporary-residence declaration asks of a foreigner besides who they are: the visa
 * (or exemption, or card), the entry into Vietnam, the purpose and until when they stay here
 * (the room's check-out unless the guest said otherwise). Null for a Vietnamese citizen.
 */
export function declaredStay(guest: typeof guests.$inferSelect, departure: string): DeclaredStay {
  if (guest.country === "VN") return { foreign_stay: null };
  const declared = Object.fromEntries(FOREIGN_STAY_FIELDS.map((field) => [field, guest[GUEST_RECORD[field].column]])) as Omit<
    ForeignStay,
    "stay_until"
  >;
  return { foreign_stay: { ...declared, stay_until: guest.stayUntil ?? departure } };
}

/** A foreigner's stay as declared; stay_until is never null: the room's check-out when the guest gave none. */
export type ForeignStay = { [F in Exclude<(typeof FOREIGN_STAY_FIELDS)[number], "stay_until">]: string | null } & { stay_until: string };

export interface DeclaredStay {
  foreign_stay: ForeignStay | null;
}
