import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { eq } from "drizzle-orm";
import { properties } from "@/server/platform/db/schema";
import { requireManager } from "@/server/staff/require-manager";
import { bankAccountView, type BankAccountView } from "./bank-account-schema";

/** The desk's settings: the account guests pay by transfer, for a manager of the property. */
export async function getBankAccount({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string };
}): Promise<{ bank_account: BankAccountView | null }> {
  const { property } = await requireManager(db, ctx, input.tenantId);
  // Read afresh, not from the property cache: the page shows what a save just wrote.
  const [row] = await db
    .select({
      bankBin: properties.bankBin,
      bankAccountNumber: properties.bankAccountNumber,
      bankAccountHolder: properties.bankAccountHolder,
    })
    .from(properties)
    .where(eq(properties.id, property.id));
  return { bank_account: row ? bankAccountView(row) : null };
}
