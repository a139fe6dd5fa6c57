import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { bankTransfers, bookings, paymentRequests, properties } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { comparableContent } from "./payment-reference";
import { recordTransferPayment } from "./record-transfer-payment";
import type { SepayNotification } from "./sepay-notification";

export const SEPAY_ACTOR = { kind: "integration", actorId: "integration:sepay", name: "SePay" } as const;

export type TransferOutcome = "matched" | "unmatched" | "ignored" | "replayed";

/**
 * A bank transfer's notification (SePay), in one transaction: kept once per SePay id (a replay
 * changes nothing); money in, to a property's account, whose content carries a live reference of
 * that property is recorded as a payment of the booking (record-transfer-payment.ts) for the
 * amount that arrived; money in that matches no live reference waits at the desk; money out, or
 * to an account no property has, is kept as ignored.
 */
export async function recordBankTransfer({ db, notification }: { db: Database; notification: SepayNotification }): Promise<TransferOutcome> {
  return withTransaction(db, async (tx) => {
    const owners = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.bankAccountNumber, notification.accountNumber.toUpperCase()))
      .orderBy(properties.id);
    const ownerIds = owners.map((owner) => owner.id);
    const incoming = notification.transferType === "in" && ownerIds.length > 0;
    const [kept] = await tx
      .insert(bankTransfers)
      .values({
        provider: "sepay",
        providerId: notification.id,
        propertyId: ownerIds[0] ?? null,
        accountNumber: notification.accountNumber,
        gateway: notification.gateway ?? null,
        transactionDate: notification.transactionDate ?? null,
        transferType: notification.transferType,
        amount: notification.transferAmount,
        content: notification.content ?? null,
        bankReference: notification.referenceCode ?? null,
        status: incoming ? "unmatched" : "ignored",
      })
      .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.providerId] })
      .returning({ id: bankTransfers.id });
    if (!kept) return "replayed";
    if (!incoming || Number(notification.transferAmount) <= 0) return incoming ? "unmatched" : "ignored";

    const content = comparableContent(`${notification.code ?? ""} ${notification.content ?? ""}`);
    const [request] = await tx
      .select({ id: paymentRequests.id, propertyId: paymentRequests.propertyId, bookingCode: bookings.code })
      .from(paymentRequests)
      .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId))
      .where(
        and(
          inArray(paymentRequests.propertyId, ownerIds),
          gt(paymentRequests.expiresAt, sql`now()`),
          sql`strpos(${content}, ${paymentRequests.reference}) > 0`,
        ),
      )
      .orderBy(desc(paymentRequests.createdAt))
      .limit(1);
    if (!request) return "unmatched";

    const recorded = await recordTransferPayment(tx, {
      propertyId: request.propertyId,
      bookingCode: request.bookingCode,
      transfer: { amount: notification.transferAmount, bankReference: notification.referenceCode ?? null, transactionDate: notification.transactionDate ?? null },
      actor: SEPAY_ACTOR,
    });
    await tx
      .update(bankTransfers)
      .set({ status: "matched", propertyId: request.propertyId, bookingId: recorded.bookingId, paymentId: recorded.paymentId, paymentRequestId: request.id, resolvedAt: new Date() })
      .where(eq(bankTransfers.id, kept.id));
    return "matched";
  });
}
