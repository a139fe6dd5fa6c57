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

/**
 * What the temporary-residence declaration asks of a foreigner besides who they are: the visa
 * (or exemption, or card), the entry into Vietnam, the purpose and until when they stay here
 * (the room's check-out unless the guest said otherwise). Null for a Vietnamese citizen.
 */
export function declaredStay(guest: typeof guests.$inferSelect, departure: string): DeclaredStay {
  if (guest.country === "VN") return { foreign_stay: null };
  return {
    foreign_stay: {
      visa_kind: guest.visaKind,
      visa_number: guest.visaNumber,
      visa_expiry: guest.visaExpiry,
      entry_date: guest.entryDate,
      entry_port: guest.entryPort,
      entry_port_other: guest.entryPortOther,
      stay_purpose: guest.stayPurpose,
      stay_until: guest.stayUntil ?? departure,
    },
  };
}

export interface ForeignStay {
  visa_kind: string | null;
  visa_number: string | null;
  visa_expiry: string | null;
  entry_date: string | null;
  entry_port: string | null;
  entry_port_other: string | null;
  stay_purpose: string | null;
  /** YYYY-MM-DD, never null: the room's check-out when the guest gave none. */
  stay_until: string;
}

export interface DeclaredStay {
  foreign_stay: ForeignStay | null;
}
