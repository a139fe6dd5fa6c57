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
