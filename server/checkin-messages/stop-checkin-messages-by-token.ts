import { eq, and } from "drizzle-orm";
import { getDb } from "@/server/platform/db/client";
import { bookings, properties } from "@/server/platform/db/schema";
import { stopCheckinMessages } from "./stop-checkin-messages";
import { verifyStopToken } from "./stop-token";

/** What the stop page shows: the property's name, and whether the e-mails are already stopped. Undefined for a token that names nothing. */
export async function stopLinkState(token: string): Promise<{ propertyName: string; stopped: boolean } | undefined> {
  const claims = verifyStopToken(token);
  if (!claims) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ propertyName: properties.title, stoppedAt: bookings.checkinMessagesStoppedAt })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(bookings.id, claims.bookingId), eq(bookings.propertyId, claims.propertyId)));
  return row ? { propertyName: row.propertyName, stopped: row.stoppedAt !== null } : undefined;
}

/**
 * The stop link's POST (the page's button, or a mail client's one-click unsubscribe, RFC 8058):
 * stops the e-mails of the one booking the token names, in its property only. True when the
 * token names a booking (stopped now or before), false for anything else.
 */
export async function stopCheckinMessagesByToken(token: string): Promise<boolean> {
  const claims = verifyStopToken(token);
  if (!claims) return false;
  const db = await getDb();
  await stopCheckinMessages(db, claims);
  return (await stopLinkState(token)) !== undefined;
}
