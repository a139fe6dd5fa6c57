import { and, asc, eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingSources } from "@/server/platform/db/schema";
import { requireProperty } from "@/server/properties/require-property";
import { cachedSources, cacheSources, type CachedSource } from "./direct-sources-cache";

/** Get Booking Sources (spec Endpoint 8): the active sources of the direct segment. */
export async function listDirectBookingSources({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; language: "vi" | "en" };
}) {
  const property = await requireProperty(db, ctx, input.tenantId);
  const sources = cachedSources(property.id) ?? (await readDirectSources(db, property.id));
  return sources.map((source) => ({
    name: source.name,
    color: source.color,
    translated_name: input.language === "en" ? source.translatedNameEn : source.translatedNameVi,
  }));
}

export type BookingSource = Awaited<ReturnType<typeof listDirectBookingSources>>[number];

async function readDirectSources(db: Queryable, propertyId: string): Promise<readonly CachedSource[]> {
  const sources = await db
    .select({
      name: bookingSources.name,
      color: bookingSources.color,
      translatedNameVi: bookingSources.translatedNameVi,
      translatedNameEn: bookingSources.translatedNameEn,
    })
    .from(bookingSources)
    .where(and(eq(bookingSources.propertyId, propertyId), eq(bookingSources.segment, "direct"), eq(bookingSources.active, true)))
    .orderBy(asc(bookingSources.position), asc(bookingSources.name));
  cacheSources(propertyId, sources);
  return sources;
}
