import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/server/platform/db/database";
import { bankTransfers, bookings, paymentRequests, properties } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { logger } from "@/server/platform/observability/logger";
import { bankNotifications } from "@/server/platform/metrics/work-metrics";
import { NotFoundError, ValidationError } from "@/server/domain/errors";
import { maskedAccountNumber } from "./bank-account-schema";
import { comparableContent } from "./payment-reference";
import { isPropertyAccount } from "./property-accounts";
import { recordTransferPayment } from "./record-transfer-payment";
import type { SepayNotification } from "./sepay-notification";
import { amountReason, type UnmatchedReason } from "./unmatched-reason";

const SEPAY_ACTOR = { kind: "integration", actorId: "integration:sepay", name: "SePay" } as const;

export type TransferOutcome = "matched" | "unmatched" | "ignored" | "replayed";

/**
 * A bank transfer's notification (SePay) to one property's receiver, in one transaction. A
 * notification for an account that is not the property's (property-accounts.ts) is refused
 * (422 on `accountNumber`) and logged, never recorded: one property's receiver never books money
 * of another's account. Otherwise it is kept once per property and SePay id (a replay changes
 * nothing): money in whose whole amount (in the currency's minor units) arrived with a live
 * reference of the property in its content is recorded as a payment of the booking
 * (record-transfer-payment.ts) for the amount that arrived; any other money in waits at the desk
 * as unmatched, with its reason (unmatched-reason.ts); money out is kept as ignored.
 */
export async function recordBankTransfer({
  db,
  propertyId,
  notification,
}: {
  db: Database;
  propertyId: string;
  notification: SepayNotification;
}): Promise<TransferOutcome> {
  const outcome = await keepBankTransfer(db, propertyId, notification);
  bankNotifications.inc({ outcome });
  return outcome;
}

async function keepBankTransfer(db: Database, propertyId: string, notification: SepayNotification): Promise<TransferOutcome> {
  return withTransaction(db, async (tx) => {
    const [property] = await tx.select({ currency: properties.currency }).from(properties).where(eq(properties.id, propertyId));
    if (!property) throw new NotFoundError("Not found.");
    if (!(await isPropertyAccount(tx, propertyId, notification.accountNumber))) {
      // The property id and the last four digits, never the content (the payer's words).
      logger.warn(
        { property_id: propertyId, account: maskedAccountNumber(notification.accountNumber) },
        "SePay notification refused: the account is not the property's",
      );
      throw new ValidationError({
        accountNumber: ["This account is not this property's: its notifications go to the receiver of the property that has it."],
      });
    }
    const incoming = notification.transferType === "in";
    const blocked = incoming ? amountReason(notification.transferAmount, property.currency) : null;
    const request =
      incoming && !blocked ? await requestNamedIn(tx, propertyId, `${notification.code ?? ""} ${notification.content ?? ""}`) : undefined;
    const reason: UnmatchedReason | null =
      !incoming || request?.live ? null : (blocked ?? (request ? "reference_expired" : "no_reference"));
    const [kept] = await tx
      .insert(bankTransfers)
      .values({
        provider: "sepay",
        providerId: notification.id,
        propertyId,
        accountNumber: notification.accountNumber,
        gateway: notification.gateway ?? null,
        transactionDate: notification.transactionDate ?? null,
        transferType: notification.transferType,
        amount: notification.transferAmount,
        content: notification.content ?? null,
        bankReference: notification.referenceCode ?? null,
        status: incoming ? "unmatched" : "ignored",
        reason,
      })
      .onConflictDoNothing({ target: [bankTransfers.provider, bankTransfers.propertyId, bankTransfers.providerId] })
      .returning({ id: bankTransfers.id });
    if (!kept) return "replayed";
    if (!incoming) return "ignored";
    if (!request?.live) return "unmatched";

    const recorded = await recordTransferPayment(tx, {
      propertyId,
      bookingCode: request.bookingCode,
      transfer: {
        amount: notification.transferAmount,
        bankReference: notification.referenceCode ?? null,
        transactionDate: notification.transactionDate ?? null,
      },
      actor: SEPAY_ACTOR,
    }).catch((error: unknown) => {
      // The amount bound refuses before anything is written, so the transfer is kept for a person.
      if (error instanceof ValidationError) return null;
      throw error;
    });
    if (!recorded) {
      await tx
        .update(bankTransfers)
        .set({ reason: "amount_past_bound" satisfies UnmatchedReason })
        .where(eq(bankTransfers.id, kept.id));
      return "unmatched";
    }
    await tx
      .update(bankTransfers)
      .set({
        status: "matched",
        bookingId: recorded.bookingId,
        paymentId: recorded.paymentId,
        paymentRequestId: request.id,
        resolvedAt: new Date(),
      })
      .where(eq(bankTransfers.id, kept.id));
    return "matched";
  });
}

/**
 * The property's payment request whose reference the content carries, however the bank rewrote
 * it: a live one first (the newest), else the newest expired one (the desk is told so).
 */
async function requestNamedIn(tx: Transaction, propertyId: string, content: string) {
  const comparable = comparableContent(content);
  const live = sql<boolean>`${paymentRequests.expiresAt} > now()`;
  const [request] = await tx
    .select({ id: paymentRequests.id, bookingCode: bookings.code, live })
    .from(paymentRequests)
    .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId))
    .where(and(eq(paymentRequests.propertyId, propertyId), sql`strpos(${comparable}, ${paymentRequests.reference}) > 0`))
    .orderBy(desc(live), desc(paymentRequests.createdAt))
    .limit(1);
  return request;
}
