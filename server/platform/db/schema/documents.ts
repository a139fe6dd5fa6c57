import { bigint, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { isOneOf, propertyId } from "./columns";

/**
 * Every view of a guest's identity document: a signed URL issued to a credential, or an image
 * served to the holder of such a URL. Keyed by storage key rather than a foreign key, so the
 * record outlives the image when retention deletes it.
 */
export const identityImageAccessLog = pgTable(
  "identity_image_access_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: propertyId(),
    storageKey: text().notNull(),
    action: text().notNull(),
    /** `kind:id` of the credential (API key id, check-in link id, desk user id); never a secret. */
    credential: text().notNull(),
    requestId: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("identity_image_access_log_property_at_idx").on(t.propertyId, t.at),
    index("identity_image_access_log_storage_key_idx").on(t.storageKey),
    check("identity_image_access_log_action_check", isOneOf(t.action, ["url_issued", "served"])),
  ],
);
