import { asc, eq } from "drizzle-orm";
import type { AuthContext } from "@/server/auth/auth-context";
import type { Queryable } from "@/server/db/database";
import { webhooks } from "@/server/db/schema";
import { requireProperty } from "@/server/properties/require-property";

/** The property's webhooks, oldest first. Secrets are never listed: they are shown once. */
export async function listWebhooks({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  const property = await requireProperty(db, ctx, input.tenantId);
  const rows = await db
    .select({
      code: webhooks.code,
      url: webhooks.url,
      events: webhooks.events,
      createdAt: webhooks.createdAt,
      previousSecretExpiresAt: webhooks.previousSecretExpiresAt,
    })
    .from(webhooks)
    .where(eq(webhooks.propertyId, property.id))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.code));
  const now = Date.now();
  return rows.map((row) => ({
    code: row.code,
    url: row.url,
    events: row.events,
    created_at: row.createdAt.toISOString(),
    previous_secret_expires_at:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > now ? row.previousSecretExpiresAt.toISOString() : null,
  }));
}
