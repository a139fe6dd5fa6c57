import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { propertyId } from "./columns";
import { apiKeys, staffUsers } from "./access";
import { bookings } from "./bookings";
import { properties } from "./properties";

/**
 * A guest's check-in link, recorded so it can be revoked and audited. The token itself is never
 * stored (it is an HMAC over this row's id, server/platform/auth/checkin-tokens.ts): the row says only
 * that the link exists, who made it, and until when it works.
 */
export const checkinLinks = pgTable(
  "checkin_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: propertyId().references(() => properties.id, { onDelete: "cascade" }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The minting credential as `kind:id` (api_key:<uuid>, desk_session:<staff user id>). */
    createdBy: text().notNull(),
    /** The minting API key, if it was one: a link dies with its key (revoked, or deleted with this row). */
    mintedByApiKeyId: uuid().references(() => apiKeys.id, { onDelete: "cascade" }),
    /**
     * The staff user who made it at the desk, if one did: the link dies with the staff user
     * (deleted with this row) and stops working once they lose the property's membership.
     */
    mintedByStaffUserId: uuid().references(() => staffUsers.id, { onDelete: "cascade" }),
    /** Its display name when the link was made (a key's name, a receptionist's e-mail). */
    createdByName: text().notNull(),
    /** The minter held guests:documents: only then may the link see the photos it uploads. */
    seesOwnUploads: boolean().notNull(),
    /**
     * The HMAC (hex, checkin-tokens.ts `hashShortLinkId`) of the link's short id: a random id (base32, 12
     * characters) for the QR code printed at the desk, whose `/c/<short id>` resolves to the link, so the code
     * stays sparse. The id is a bearer credential and is never stored; it is known only in the answer that
     * mints the link. Unguessable on its own (60 bits, one row per link, rate-limited lookups). Null for
     * links made before the hash (their short ids were dropped: drizzle/0017_short_id_hash.sql).
     */
    shortIdHash: text().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The link's first use by the guest (the check-in page opened): the desk's "opened at". */
    firstUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    // Set by the app's clock, not the database's, so the 30-day rule below holds against it.
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("checkin_links_booking_idx").on(t.bookingId),
    // The cascade from staff_users scans by it.
    index("checkin_links_staff_minter_idx").on(t.mintedByStaffUserId),
    check("checkin_links_lifetime_check", sql`${t.expiresAt} > ${t.createdAt} and ${t.expiresAt} <= ${t.createdAt} + interval '30 days'`),
    check("checkin_links_created_by_check", sql`length(${t.createdBy}) <= 100`),
  ],
);
