import { asc } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { webhooks } from "@/server/platform/db/schema";
import { requireProperty } from "@/server/properties/require-property";
import { webhooksManagedBy } from "./webhook-access";

/**
 * The property's webhooks this credential manages (its own and the ownerless ones), oldest
 * first, with their health: `status` is "disabled" once five days of failed attempts turned
 * the endpoint off, "failing" while no delivery can even be sent (`failure_reason` says why:
 * its secret does not decrypt with the server's keys). Secrets are never listed: they are shown once.
 */
export async function listWebhooks({ db, ctx, input }: { db: Queryable; ctx: AuthContext; input: { tenantId: string } }) {
  const property = await requireProperty(db, ctx, input.tenantId);
  const rows = await db
    .select({
      code: webhooks.code,
      url: webhooks.url,
      events: webhooks.events,
      createdAt: webhooks.createdAt,
      previousSecretExpiresAt: webhooks.previousSecretExpiresAt,
      failingSince: webhooks.failingSince,
      disabledAt: webhooks.disabledAt,
      disabledReason: webhooks.disabledReason,
      configFailure: webhooks.configFailure,
    })
    .from(webhooks)
    .where(webhooksManagedBy(ctx, property.id))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.code));
  const now = new Date();
  return rows.map((row) => toListedWebhook(row, now));
}

type WebhookRow = Pick<
  typeof webhooks.$inferSelect,
  "code" | "url" | "events" | "createdAt" | "previousSecretExpiresAt" | "failingSince" | "disabledAt" | "disabledReason" | "configFailure"
>;

/** Disabled outranks failing: a disabled endpoint gets nothing, whatever else is wrong. */
function statusOf(row: WebhookRow): "active" | "failing" | "disabled" {
  if (row.disabledAt) return "disabled";
  return row.configFailure ? "failing" : "active";
}

/** A webhook as the list (and re-enabling) shows it: `webhookSchema` of schemas.ts. */
export function toListedWebhook(row: WebhookRow, now: Date) {
  return {
    code: row.code,
    url: row.url,
    events: row.events,
    status: statusOf(row),
    created_at: row.createdAt.toISOString(),
    previous_secret_expires_at:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt.toISOString() : null,
    failing_since: row.failingSince?.toISOString() ?? null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    disabled_reason: row.disabledReason,
    failure_reason: row.configFailure,
  };
}
