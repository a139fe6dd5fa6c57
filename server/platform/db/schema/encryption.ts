import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * The keys this database's encrypted data was written with: one row per key id (a fingerprint,
 * never the key), recorded when a process holding that key as its current one starts. A start
 * whose keys include none of a row's ids refuses (server/platform/security/key-checks.ts): its
 * key is not the one the data was written with. `checkValue` (an HMAC of a constant under the
 * key) proves a key beyond its short id; `origin` names where that key came from
 * (`APP_SECRET`, the development file...) for the refusal's message.
 * `npm run secrets:reencrypt` leaves only the current keys' rows.
 */
export const encryptionKeyChecks = pgTable("encryption_key_checks", {
  kid: text().primaryKey(),
  checkValue: text().notNull(),
  origin: text().notNull(),
  createdAt: createdAt(),
});
