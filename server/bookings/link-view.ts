import type { AuthContext } from "@/server/platform/auth/auth-context";
import { credentialLabel } from "@/server/documents/identity-image-grant";

/**
 * How a guest's check-in link sees a booking (docs/choices.md, "What a check-in link shows"): the guests
 * it registered itself whole, the others masked (domain/guest-masking.ts), and never the
 * booking's `notes` or the payments' `notes` (staff's and channels' words), nor the booker's
 * `customer.email` and `customer.phone` (a forwarded link must not hand them on): those read
 * null, so the answer keeps the contract's shape. Undefined for every other credential.
 */
export interface LinkView {
  /** The link as `guests.registered_by` names it (`checkin_token:<link id>`). */
  label: string;
}

export function linkViewOf(ctx: AuthContext): LinkView | undefined {
  return ctx.credential.kind === "checkin_token" ? { label: credentialLabel(ctx) } : undefined;
}

/** Someone else wrote this guest's identity (or nobody recorded who): the link sees it masked. */
export function registeredElsewhere(view: LinkView | undefined, registeredBy: string | null): boolean {
  return view !== undefined && registeredBy !== view.label;
}
