import type { Scope } from "@/server/domain/enums";
import { ForbiddenError, NotFoundError } from "@/server/domain/errors";

/**
 * Who is calling: a partner's API key, a guest's check-in link bound to one booking (`id` is
 * the link's recorded id), or a receptionist's desk session (cookie) acting on the properties
 * the staff user belongs to.
 */
type Credential =
  | { kind: "api_key"; id: string; name: string }
  | {
      kind: "checkin_token";
      id: string;
      name: string;
      propertyId: string;
      bookingCode: string;
      /** The link's minter held guests:documents: the link may see the ID photos it uploaded, and no others. */
      seesOwnUploads: boolean;
    }
  | {
      kind: "desk_session";
      id: string;
      /** The e-mail the receptionist signs in with (logs); the history shows `displayName`. */
      name: string;
      staffUserId: string;
      /** staff_users.name: how the desk names the receptionist. */
      displayName: string;
      /** The properties where this staff member is a manager (staff_memberships.role), read with the session. */
      managerOf: ReadonlySet<string>;
    };

export type CheckinLinkCredential = Extract<Credential, { kind: "checkin_token" }>;

export interface AuthContext {
  credential: Credential;
  scopes: ReadonlySet<Scope>;
  /** The properties the credential may act on. */
  properties: "all" | ReadonlySet<string>;
}

export function requireScope(ctx: AuthContext, scope: Scope): void {
  if (!ctx.scopes.has(scope)) throw new ForbiddenError(`This credential lacks the scope ${scope}.`);
}

/** A check-in token reaches only the booking it was made for; other bookings are not found. */
export function assertBookingAccess(ctx: AuthContext, bookingCode: string): void {
  if (ctx.credential.kind === "checkin_token" && ctx.credential.bookingCode !== bookingCode) {
    throw new NotFoundError("Booking not found.");
  }
}

export function canActOn(ctx: AuthContext, propertyId: string): boolean {
  return ctx.properties === "all" || ctx.properties.has(propertyId);
}
