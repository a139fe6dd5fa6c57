/** A customer's e-mail as a message's recipient: trimmed and lower case, so one address is one key; null when there is none. */
export function recipientAddress(email: string | null | undefined): string | null {
  const address = email?.trim().toLowerCase();
  return address ? address : null;
}
