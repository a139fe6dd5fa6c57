import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/server/db/database";
import { deskSessions, staffMemberships, staffUsers } from "@/server/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { ServiceError, UnauthenticatedError } from "@/server/http/errors";
import type { AuthContext } from "./auth-context";
import { readCookie } from "./desk-cookies";
import { CSRF_HEADER, SESSION_COOKIE, hashSessionToken, isValidCsrfToken } from "./desk-session-secrets";

/**
 * What a receptionist's session may do (decisions.md: "all booking scopes"), and see the
 * guests' ID photos, which the desk checks at arrival.
 */
const DESK_SCOPES = ["bookings:read", "bookings:write", "properties:read", "guests:documents"] as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** 403 CSRF_TOKEN_INVALID: a state-changing request with the session cookie but without its token. */
export class CsrfRefusedError extends ServiceError {
  constructor() {
    super(403, "CSRF_TOKEN_INVALID", "This request needs the desk's CSRF token; reload the page and try again.");
  }
}

/**
 * The AuthContext of the desk session cookie, or undefined when the request has none.
 * A cookie that names no live session is a 401 (signed out or expired). Every method other
 * than GET/HEAD/OPTIONS must echo the CSRF token in the X-CSRF-Token header.
 */
export async function deskSessionContext(db: Database, request: Request): Promise<AuthContext | undefined> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return undefined;
  const now = new Date(currentInstant().epochMilliseconds);
  const [session] = await db
    .select({ staffUserId: staffUsers.id, email: staffUsers.email })
    .from(deskSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, deskSessions.staffUserId))
    .where(and(eq(deskSessions.tokenHash, hashSessionToken(token)), gt(deskSessions.expiresAt, now)))
    .limit(1);
  if (!session) throw new UnauthenticatedError("Your desk session has ended; sign in again.");
  if (!SAFE_METHODS.has(request.method) && !isValidCsrfToken(token, request.headers.get(CSRF_HEADER))) {
    throw new CsrfRefusedError();
  }
  const memberships = await db
    .select({ propertyId: staffMemberships.propertyId })
    .from(staffMemberships)
    .where(eq(staffMemberships.staffUserId, session.staffUserId));
  return {
    credential: { kind: "desk_session", id: session.staffUserId, name: session.email, staffUserId: session.staffUserId },
    scopes: new Set(DESK_SCOPES),
    properties: new Set(memberships.map((row) => row.propertyId)),
  };
}
