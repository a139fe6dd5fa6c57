import { and, eq, sql } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { bankTransfers } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { NotFoundError, ValidationError } from "@/server/domain/errors";
import { requireDeskSession } from "@/server/staff/require-desk-session";
import { requireProperty } from "@/server/properties/require-property";
import { minorUnits, money } from "@/server/domain/money";
import { recordTransferPayment } from "./record-transfer-payment";
import { amountReason, TRANSFER_CURRENCY, UNRECORDABLE_REASONS } from "./unmatched-reason";

/**
 * A person resolves a transfer that matched nothing: `match` records it as a payment of the
 * booking they name (its payer: a merged child's group), as the automatic match would, with the
 * receptionist in the history; `dismiss` sets it aside (not the property's guest, a refund...).
 * Only an unmatched transfer can be resolved; the row is locked so two receptionists cannot
 * both record it. A transfer with a fraction of the currency's unit (0.001 VND) cannot be
 * matched: no payment may hold that amount; it is dismissed (and settled with the bank).
 */
export async function resolveBankTransfer({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; transferId: number; action: "match" | "dismiss"; bookingCode?: string };
}): Promise<{ id: number; status: "matched" | "dismissed"; booking_code: string | null }> {
  const staff = requireDeskSession(ctx);
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const [transfer] = await tx
      .select()
      .from(bankTransfers)
      .where(and(eq(bankTransfers.id, input.transferId), eq(bankTransfers.propertyId, property.id)))
      .for("update");
    if (!transfer) throw new NotFoundError("Transfer not found.");
    if (transfer.status !== "unmatched") throw new ValidationError({ transfer_id: [`This transfer is already ${transfer.status}.`] });
    if (input.action === "dismiss") {
      await tx
        .update(bankTransfers)
        .set({ status: "dismissed", resolvedAt: sql`now()` })
        .where(eq(bankTransfers.id, transfer.id));
      return { id: transfer.id, status: "dismissed", booking_code: null };
    }
    if (!input.bookingCode) throw new ValidationError({ booking_id: ["Name the booking this transfer pays."] });
    const unrecordable = amountReason(transfer.amount, property.currency);
    if (unrecordable && UNRECORDABLE_REASONS.includes(unrecordable)) {
      const amount = `${money(transfer.amount).toString()} ${TRANSFER_CURRENCY}`;
      const why =
        unrecordable === "amount_has_fraction"
          ? `has a fraction the đồng does not have (${minorUnits(TRANSFER_CURRENCY)} decimals)`
          : `is in ${TRANSFER_CURRENCY} and this property keeps its books in ${property.currency}`;
      throw new ValidationError({ action: [`This transfer of ${amount} ${why}: no payment can hold it. Dismiss it.`] });
    }
    const recorded = await recordTransferPayment(tx, {
      propertyId: property.id,
      bookingCode: input.bookingCode,
      transfer: { amount: transfer.amount, bankReference: transfer.bankReference, transactionDate: transfer.transactionDate },
      actor: { kind: "desk_session", actorId: `desk_session:${staff.staffUserId}`, name: staff.displayName },
    });
    await tx
      .update(bankTransfers)
      .set({ status: "matched", bookingId: recorded.bookingId, paymentId: recorded.paymentId, resolvedAt: sql`now()` })
      .where(eq(bankTransfers.id, transfer.id));
    return { id: transfer.id, status: "matched", booking_code: recorded.bookingCode };
  });
}
