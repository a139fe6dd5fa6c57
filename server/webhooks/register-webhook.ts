import type { AuthContext } from "@/server/auth/auth-context";
import type { Database } from "@/server/db/database";
import { webhooks } from "@/server/db/schema";
import { withTransaction } from "@/server/db/transaction";
import { ValidationError } from "@/server/http/errors";
import { requireProperty } from "@/server/properties/require-property";
import { assertPublicLiteral, privateNetworksAllowed, RefusedDestinationError } from "./network-guard";
import type { RegisterWebhookBody } from "./schemas";
import { generateWebhookCode, generateWebhookSecret } from "./webhook-secret";

/**
 * Registers a webhook (decisions.md): returns its code and its secret, which is shown this
 * once. A URL naming a loopback or private address outright is refused here already; names
 * are checked at each delivery, when they resolve.
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
  refusePrivateDestination(input.body.url);
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const secret = generateWebhookSecret();
    // 32^6 codes per property: a clash is rare, and simply draws again.
    for (;;) {
      const [row] = await tx
        .insert(webhooks)
        .values({ propertyId: property.id, code: generateWebhookCode(), url: input.body.url, events: input.body.events, secret })
        .onConflictDoNothing()
        .returning();
      if (row) return { code: row.code, url: row.url, events: row.events, secret: row.secret };
    }
  });
}

function refusePrivateDestination(url: string): void {
  if (privateNetworksAllowed()) return;
  const hostname = new URL(url).hostname;
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    throw ValidationError.field("url", "Loopback addresses cannot receive webhooks.");
  }
  try {
    assertPublicLiteral(hostname);
  } catch (error) {
    if (error instanceof RefusedDestinationError) {
      throw ValidationError.field("url", "Loopback, private and reserved addresses cannot receive webhooks.");
    }
    throw error;
  }
}
