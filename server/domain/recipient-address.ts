import { isEmailAddress } from "./email-address";

/**
 * A customer's e-mail as a message's recipient: trimmed and lower case, so one address is one
 * key; null when there is none, or when it is not an address the mail standard allows (a leading,
 * trailing or doubled dot: server/domain/email-address.ts). Imported bookings keep what the source
 * system held (docs/choices.md, "Fixture import"), so this is where such an address stops.
 */
export function recipientAddress(email: string | null | undefined): string | null {
  const address = email?.trim().toLowerCase();
  return address && isEmailAddress(address) ? address : null;
}

/** Why a booking gets no e-mail for want of an address: none at all, or one that cannot be mailed. */
export function noRecipientReason(email: string | null | undefined): "no_email" | "invalid_email" {
  return email?.trim() ? "invalid_email" : "no_email";
}
