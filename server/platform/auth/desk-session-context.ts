import { eq } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { staffMemberships } from "@/server/platform/db/schema";
import { DomainError, UnauthenticatedError } from "@/server/domain/errors";
import type { AuthContext } from "./auth-context";
import { deskAuth, hasSessionCookie } from "./desk-auth";
import { CSRF_HEADER, isValidCsrfToken } from "./desk-csrf";

/**
 * What a receptionist's session may do (decisions.md: "all booking scopes"), and see the
 * guests' ID photos, which the desk checks at arrival.
 */
const DESK_SCOPES = ["bookings:read", "bookings:write", "properties:read", "guests:documents"] as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** CSRF_TOKEN_INVALID: a state-changing request with the session cookie but without its token. */
class CsrfRefusedError extends DomainError {
  constructor() {
    super("CSRF_TOKEN_INVALID", "This request needs the desk's CSRF token; reload the page and try again.");
  }
}

/**
 * The AuthContext of the desk session cookie, or undefined when the request has none.
 * better-auth reads the cookie (checks its signature, finds the session, refuses an expired
 * one); a cookie that names no live session is a 401 (signed out or expired). Every method
 * other than GET/HEAD/OPTIONS must echo the CSRF token in the X-CSRF-Token header.
 */
export async function deskSessionContext(db: Database, request: Request): Promise<AuthContext | undefined> {
  if (!hasSessionCookie(request)) return undefined;
  const found = await deskAuth(db, request).api.getSession({ headers: request.headers });
  if (!found) throw new UnauthenticatedError("Your desk session has ended; sign in again.");
  if (!SAFE_METHODS.has(request.method) && !isValidCsrfToken(found.session.token, request.headers.get(CSRF_HEADER))) {
    throw new CsrfRefusedError();
  }
  return staffContext(db, found.user);
}

/**
 * What a staff member may do at the desk, from their memberships: the properties they work at,
 * and those they manage. `npm run bench:checkin-reschedule` acts as a manager through it without
 * signing in.
 */
export async function staffContext(db: Database, user: { id: string; email: string; name: string }): Promise<AuthContext> {
  const memberships = await db
    .select({ propertyId: staffMemberships.propertyId, role: staffMemberships.role })
    .from(staffMemberships)
    .where(eq(staffMemberships.staffUserId, user.id));
  return {
    credential: {
      kind: "desk_session",
      id: user.id,
      name: user.email,
      staffUserId: user.id,
      displayName: user.name,
      managerOf: new Set(memberships.filter((row) => row.role === "manager").map((row) => row.propertyId)),
    },
    scopes: new Set(DESK_SCOPES),
    properties: new Set(memberships.map((row) => row.propertyId)),
  };
}
