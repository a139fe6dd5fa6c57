import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/database";
import { apiKeyProperties, apiKeys } from "@/server/db/schema";
import { SCOPES, type Scope } from "@/server/domain/enums";
import { UnauthenticatedError } from "@/server/http/errors";
import { hashApiKey } from "./api-key-secrets";
import { isCheckinToken, verifyCheckinToken } from "./checkin-tokens";
import type { AuthContext } from "./auth-context";

/**
 * Reads `Authorization: Bearer <key>` and returns what the key may do.
 * Missing, unknown and revoked keys all get the same 401: nothing tells them apart.
 */
export async function authenticate(db: Database, request: Request): Promise<AuthContext> {
  const token = bearerToken(request.headers.get("authorization"));
  if (!token) throw new UnauthenticatedError();
  if (isCheckinToken(token)) return checkinTokenContext(token);

  const [key] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes, allProperties: apiKeys.allProperties })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(token)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) throw new UnauthenticatedError();

  const properties = key.allProperties
    ? ("all" as const)
    : new Set(
        (
          await db
            .select({ propertyId: apiKeyProperties.propertyId })
            .from(apiKeyProperties)
            .where(eq(apiKeyProperties.apiKeyId, key.id))
        ).map((row) => row.propertyId),
      );

  return {
    credential: { kind: "api_key", id: key.id, name: key.name },
    scopes: new Set(key.scopes.filter((scope): scope is Scope => (SCOPES as readonly string[]).includes(scope))),
    properties,
  };
}

/**
 * A guest's check-in token acts on its one booking only: read it, update it (without payments
 * and services), and read the reference lists. Routes that allow tokens say so (apiRoute's
 * `allowCheckinToken`); the booking verbs check the booking code (assertBookingAccess).
 */
export function checkinTokenContext(token: string): AuthContext {
  const claims = verifyCheckinToken(token);
  if (!claims) throw new UnauthenticatedError("This check-in link is not valid or has expired.");
  return {
    credential: {
      kind: "checkin_token",
      id: claims.nonce,
      name: `check-in link ${claims.bookingCode}`,
      propertyId: claims.propertyId,
      bookingCode: claims.bookingCode,
    },
    scopes: new Set(["bookings:read", "bookings:write", "properties:read"]),
    properties: new Set([claims.propertyId]),
  };
}

function bearerToken(header: string | null): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
