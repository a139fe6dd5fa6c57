import { randomUUID } from "node:crypto";
import { requireScope, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { webhooks } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { ForbiddenError, ValidationError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import type { RegisterWebhookBody } from "./schemas";
import { assertWebhookRoom } from "./webhook-limit";
import { generateWebhookCode, generateWebhookSecret, sealWebhookSecret } from "./webhook-secret";
import { webhookUrlPolicy, webhookUrlProblem } from "./webhook-url-policy";

/**
 * Registers a webhook (decisions.md) for the API key that asks: returns its code and its
 * secret, which is shown this once and stored encrypted. Deliveries carry the booking, so the
 * key must be able to read bookings too (`bookings:read`); the webhook is the key's own (see
 * webhook-access.ts), at most MAX_WEBHOOKS_PER_KEY of them per property.
 */
export async function registerWebhook({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; body: RegisterWebhookBody };
}) {
  requireScope(ctx, "bookings:read");
  if (ctx.credential.kind !== "api_key") throw new ForbiddenError("Only an API key can register a webhook.");
  const owner = ctx.credential.id;
  const problem = webhookUrlProblem(new URL(input.body.url), webhookUrlPolicy());
  if (problem) throw ValidationError.field("url", problem);
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    await assertWebhookRoom(tx, owner, property.id);
    const id = randomUUID();
    const secret = generateWebhookSecret();
    const stored = sealWebhookSecret(secret, id);
    // 32^6 codes per property: a clash is rare, and simply draws again.
    for (;;) {
      const [row] = await tx
        .insert(webhooks)
        .values({
          id,
          propertyId: property.id,
          ownerApiKeyId: owner,
          code: generateWebhookCode(),
          url: input.body.url,
          events: input.body.events,
          secret: stored,
        })
        .onConflictDoNothing({ target: [webhooks.propertyId, webhooks.code] })
        .returning({ code: webhooks.code, url: webhooks.url, events: webhooks.events });
      if (row) return { ...row, secret };
    }
  });
}
