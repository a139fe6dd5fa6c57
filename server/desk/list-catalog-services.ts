import { and, asc, eq, isNull } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { services } from "@/server/platform/db/schema";
import { money } from "@/server/domain/money";
import { requireProperty } from "@/server/properties/require-property";
import type { AsJson } from "@/server/domain/json-shape";
import { requireDeskSession } from "@/server/staff/require-desk-session";

/** The property's service catalog (services not deleted), for adding services at the desk. */
export async function listCatalogServices({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const rows = await db
    .select({ code: services.code, name: services.name, price: services.price })
    .from(services)
    .where(and(eq(services.propertyId, property.id), isNull(services.deletedAt)))
    .orderBy(asc(services.name));
  return rows.map((row) => ({ id: row.code, name: row.name, price: money(row.price), currency: property.currency }));
}

/** A catalog service as the desk reads it (JSON: the price as a number). */
export type CatalogService = AsJson<Awaited<ReturnType<typeof listCatalogServices>>[number]>;
