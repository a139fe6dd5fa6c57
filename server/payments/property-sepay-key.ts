import { eq } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { properties } from "@/server/platform/db/schema";
import { logger } from "@/server/platform/observability/logger";
import { isRefusedDemoSepayKey } from "@/server/platform/auth/demo-credentials";
import { NotFoundError, UnauthenticatedError } from "@/server/domain/errors";
import { tenantIdSchema } from "@/server/properties/schemas";
import { openSepayKey } from "@/server/platform/security/sepay-receiver-key";

/**
 * The key a property's SePay receiver checks, read afresh (a key regenerated at the desk takes
 * effect at once, on every instance). A property that does not exist or has no key answers the
 * same 404: its receiver is off, and nobody learns which properties exist. The demo's published
 * keys are refused in production as its API keys are (401, unless ALLOW_DEMO_CREDENTIALS=true).
 */
export async function propertySepayKey(db: Queryable, tenantId: string): Promise<string> {
  const off = new NotFoundError("Not found.");
  if (!tenantIdSchema.safeParse(tenantId).success) throw off;
  const [row] = await db.select({ stored: properties.sepayWebhookKey }).from(properties).where(eq(properties.id, tenantId));
  if (!row?.stored) throw off;
  let key: string;
  try {
    key = openSepayKey(row.stored, tenantId);
  } catch (error) {
    // Start refuses keys that are not the data's (key-checks.ts): this is a row copied from elsewhere.
    logger.error(
      { property_id: tenantId, err: error },
      "the property's SePay key does not open with this server's keys; generate a new one at the desk",
    );
    throw new Error("SePay key does not open");
  }
  if (isRefusedDemoSepayKey(key)) throw new UnauthenticatedError("The SePay API key is wrong.");
  return key;
}
