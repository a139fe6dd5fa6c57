import { sql, type SQL } from "drizzle-orm";

/**
 * SQL that is true while the webhook `alias` may receive the property's bookings: it has no
 * owner (a fixture's), or the API key that registered it is not revoked and may still read
 * this property's bookings. A key's access gone means its endpoint's access is gone too: no
 * delivery is made for it, and those already owed are failed unsent (dispatcher and outbox).
 */
export function webhookOwnerMayRead(alias: string): SQL {
  const w = sql.raw(alias);
  return sql`(${w}.owner_api_key_id is null or exists (
    select 1 from api_keys k
    where k.id = ${w}.owner_api_key_id and k.revoked_at is null and 'bookings:read' = any(k.scopes)
      and (k.all_properties or exists (select 1 from api_key_properties p where p.api_key_id = k.id and p.property_id = ${w}.property_id))))`;
}
