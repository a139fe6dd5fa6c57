import { eq } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { properties } from "@/server/platform/db/schema";
import { recordPropertyChange } from "@/server/staff/record-property-change";
import { withTransaction } from "@/server/platform/db/transaction";
import { logger } from "@/server/platform/observability/logger";
import { NotFoundError, ValidationError } from "@/server/domain/errors";
import { forgetCachedProperty } from "@/server/properties/require-property";
import { requireManager } from "@/server/staff/require-manager";
import { accountTakenByAnother, ACCOUNT_TAKEN, isAccountTaken } from "./bank-account-owner";
import { bankAccountView, maskedAccountNumber, type BankAccount, type BankAccountView } from "./bank-account-schema";

const FIELDS = [
  ["bank_account.bin", "bankBin"],
  ["bank_account.number", "bankAccountNumber"],
  ["bank_account.holder", "bankAccountHolder"],
] as const;

/**
 * A manager sets the property's bank account (guests' VietQR transfers go to it), or removes
 * it (`account` null: all three columns cleared; payment requests are then refused). One
 * transaction with the property row locked, so two saves cannot interleave their histories;
 * the change is recorded in property_changes (who, before, after) and logged with the account
 * numbers masked. A save that changes nothing records nothing. An account another property has
 * (the same bank and number) is refused, 422 on `bank_account.number`: checked first, and the
 * unique index (properties_bank_account_key) refuses it the same way when two saves race.
 */
export async function setBankAccount({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; account: BankAccount | null };
}): Promise<{ bank_account: BankAccountView | null }> {
  const result = await withTransaction(db, async (tx) => {
    const { staff, property } = await requireManager(tx, ctx, input.tenantId);
    // After the manager check: who may not set the account learns nothing of others'.
    if (input.account && (await accountTakenByAnother(tx, property.id, input.account))) throw accountTaken();
    const [before] = await tx
      .select({
        bankBin: properties.bankBin,
        bankAccountNumber: properties.bankAccountNumber,
        bankAccountHolder: properties.bankAccountHolder,
      })
      .from(properties)
      .where(eq(properties.id, property.id))
      .for("update");
    if (!before) throw new NotFoundError("Property not found.");
    const after = {
      bankBin: input.account?.bin ?? null,
      bankAccountNumber: input.account?.number ?? null,
      bankAccountHolder: input.account?.holder ?? null,
    };
    const changes = FIELDS.filter(([, column]) => before[column] !== after[column]).map(([field, column]) => ({
      field,
      before: before[column],
      after: after[column],
    }));
    if (changes.length > 0) {
      await tx.update(properties).set(after).where(eq(properties.id, property.id));
      await recordPropertyChange(tx, {
        propertyId: property.id,
        staff,
        action: input.account ? "bank_account.set" : "bank_account.removed",
        changes,
      });
    }
    return { propertyId: property.id, staffUserId: staff.staffUserId, before, after, changed: changes.length > 0 };
  }).catch((error: unknown) => {
    throw isAccountTaken(error) ? accountTaken() : error;
  });
  if (result.changed) {
    forgetCachedProperty(result.propertyId);
    logger.info(
      {
        property_id: result.propertyId,
        staff_user_id: result.staffUserId,
        bin_before: result.before.bankBin,
        bin_after: result.after.bankBin,
        number_before: maskedAccountNumber(result.before.bankAccountNumber),
        number_after: maskedAccountNumber(result.after.bankAccountNumber),
      },
      result.after.bankBin ? "property bank account set" : "property bank account removed",
    );
  }
  return { bank_account: bankAccountView(result.after) };
}

const accountTaken = () => new ValidationError({ "bank_account.number": [ACCOUNT_TAKEN] });
