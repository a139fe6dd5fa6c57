import { and, eq, ne } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { properties } from "@/server/platform/db/schema";
import { isUniqueViolation } from "@/server/platform/db/unique-violation";

/** The unique index that keeps one bank account to one property (migration 0025). */
const BANK_ACCOUNT_KEY = "properties_bank_account_key";

/**
 * Why a bank account cannot be this property's: another property has it (the same bank and
 * number), so this property's QR codes would pay into that property's account. The other
 * property is not named: a manager of one property learns nothing of another.
 */
export const ACCOUNT_TAKEN = "This account is already another property's: one bank account belongs to one property.";

/** Whether a property other than `propertyId` has the account `bin` `number` now. */
export async function accountTakenByAnother(db: Queryable, propertyId: string, account: { bin: string; number: string }): Promise<boolean> {
  const [other] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.bankBin, account.bin), eq(properties.bankAccountNumber, account.number), ne(properties.id, propertyId)))
    .limit(1);
  return other !== undefined;
}

/** The database's own refusal of a shared account: two saves raced past accountTakenByAnother. */
export function isAccountTaken(error: unknown): boolean {
  return isUniqueViolation(error, BANK_ACCOUNT_KEY);
}
