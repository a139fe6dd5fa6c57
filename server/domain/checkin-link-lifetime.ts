import { Temporal } from "temporal-polyfill";
import { addDays } from "./dates";

/** A link lost or forwarded stops working within a month even for a long stay. */
const CHECKIN_LINK_MAX_DAYS = 30;

/**
 * Until when a check-in link made at `createdAt` works: the end of the booking's check-out day at
 * the property, and never more than 30 days. Undefined when that is already past (no link would
 * work). The desk's and partners' links (server/checkin/create-checkin-link.ts) and the e-mails'
 * (server/checkin-messages/message-checkin-link.ts) alike.
 */
export function checkinLinkExpiry(createdAt: Temporal.Instant, checkoutDate: string, timezone: string): Temporal.Instant | undefined {
  const endOfCheckoutDay = Temporal.PlainDate.from(addDays(checkoutDate, 1)).toZonedDateTime({ timeZone: timezone }).toInstant();
  const latest = createdAt.add({ hours: 24 * CHECKIN_LINK_MAX_DAYS });
  const expiresAt = Temporal.Instant.compare(endOfCheckoutDay, latest) < 0 ? endOfCheckoutDay : latest;
  return Temporal.Instant.compare(expiresAt, createdAt) > 0 ? expiresAt : undefined;
}
