import type { Database } from "@/server/platform/db/database";
import { apiKeyProperties, apiKeys, properties } from "@/server/platform/db/schema";
import { SCOPES, type Scope } from "@/server/domain/enums";
import { inArray } from "drizzle-orm";
import { ValidationError } from "@/server/domain/errors";
import { displayPrefix, generateApiKey, hashApiKey } from "./api-key-secrets";

/**
 * Makes a partner API key and returns its plaintext, which is never stored and so can be
 * shown only this once. `properties` is "all" or the ids of the properties it may act on.
 */
export async function createApiKey(
  db: Database,
  input: { name: string; scopes: readonly string[]; properties: "all" | readonly string[] },
): Promise<{ id: string; key: string }> {
  const unknownScopes = input.scopes.filter((scope) => !(SCOPES as readonly string[]).includes(scope));
  if (input.name.trim() === "") throw ValidationError.field("name", "A key needs a name.");
  if (input.scopes.length === 0 || unknownScopes.length > 0) {
    throw ValidationError.field("scopes", `Scopes must be some of ${SCOPES.join(", ")}.`);
  }
  const key = generateApiKey();
  return db.transaction(async (tx) => {
    if (input.properties !== "all") {
      const found = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(inArray(properties.id, [...input.properties]));
      const missing = input.properties.filter((id) => !found.some((row) => row.id === id));
      if (input.properties.length === 0 || missing.length > 0) {
        throw ValidationError.field("properties", `Unknown properties: ${missing.join(", ") || "(none given)"}.`);
      }
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name: input.name.trim(),
        keyHash: hashApiKey(key),
        prefix: displayPrefix(key),
        scopes: input.scopes as Scope[],
        allProperties: input.properties === "all",
      })
      .returning({ id: apiKeys.id });
    if (input.properties !== "all") {
      await tx.insert(apiKeyProperties).values(input.properties.map((propertyId) => ({ apiKeyId: row!.id, propertyId })));
    }
    return { id: row!.id, key };
  });
}
