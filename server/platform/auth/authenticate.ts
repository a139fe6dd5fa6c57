import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { apiKeyProperties, apiKeys } from "@/server/platform/db/schema";
import { SCOPES, type Scope } from "@/server/domain/enums";
import { UnauthenticatedError } from "@/server/domain/errors";
import { shortLivedCache } from "@/server/platform/cache/short-lived-cache";
import { hashApiKey } from "./api-key-secrets";
import { isCheckinToken } from "./checkin-tokens";
import { checkinTokenContext } from "./checkin-token-context";
import type { AuthContext } from "./auth-context";
import { deskSessionContext } from "./desk-session-context";
import { isRefusedDemoApiKey } from "@/server/platform/auth/demo-credentials";

/**
 * Reads `Authorization: Bearer <key>` and returns what the key may do; without that header,
 * the desk's session cookie (with its CSRF check on state-changing requests).
 * Missing, unknown and revoked keys all get the same 401: nothing tells them apart.
 */
export async function authenticate(db: Database, request: Request): Promise<AuthContext> {
  const authorization = request.headers.get("authorization");
  if (authorization === null) {
    const desk = await deskSessionContext(db, request);
    if (desk) return desk;
  }
  const token = bearerToken(authorization);
  if (!token) throw new UnauthenticatedError();
  if (isCheckinToken(token)) return checkinTokenContext(db, token);
  const ctx = await apiKeyContexts.get(hashApiKey(token), () => loadApiKeyContext(db, token));
  if (!ctx) throw new UnauthenticatedError();
  return ctx;
}

/** Keys by hash, for a few seconds (see shortLivedCache): most requests skip both queries. */
const apiKeyContexts = shortLivedCache<AuthContext>("api-keys");

async function loadApiKeyContext(db: Database, token: string): Promise<AuthContext | undefined> {
  if (isRefusedDemoApiKey(token)) return undefined;
  const [key] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, scopes: apiKeys.scopes, allProperties: apiKeys.allProperties })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(token)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) return undefined;

  const properties = key.allProperties
    ? ("all" as const)
    : new Set(
        (
          await db.select({ propertyId: apiKeyProperties.propertyId }).from(apiKeyProperties).where(eq(apiKeyProperties.apiKeyId, key.id))
        ).map((row) => row.propertyId),
      );

  return {
    credential: { kind: "api_key", id: key.id, name: key.name },
    scopes: new Set(key.scopes.filter((scope): scope is Scope => (SCOPES as readonly string[]).includes(scope))),
    properties,
  };
}

function bearerToken(header: string | null): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
