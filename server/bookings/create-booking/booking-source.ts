import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { bookingSources } from "@/server/platform/db/schema";

export interface ActiveSource {
  id: string;
  name: string;
}

/**
 * The property's active booking source of this name, or null. Direct sources (as Get Booking
 * Sources lists them) and OTA ones alike: a channel manager books under its OTA's name.
 */
export async function findActiveSource(db: Queryable, propertyId: string, name: string): Promise<ActiveSource | null> {
  const [source] = await db
    .select({ id: bookingSources.id, name: bookingSources.name })
    .from(bookingSources)
    .where(and(eq(bookingSources.propertyId, propertyId), eq(bookingSources.name, name), eq(bookingSources.active, true)))
    .limit(1);
  return source ?? null;
}
