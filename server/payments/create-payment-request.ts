import QRCode from "qrcode";
import { assertBookingAccess, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { and, desc, eq, gt } from "drizzle-orm";
import { paymentRequests } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { ValidationError } from "@/server/domain/errors";
import { money } from "@/server/domain/money";
import { requireProperty } from "@/server/properties/require-property";
import { bankNameOf } from "@/server/reference/vietnamese-banks";
import { assertAmountFits } from "@/server/bookings/assert-amounts-fit";
import { checkoutBalance } from "@/server/bookings/group-balance";
import { loadFamilyLines } from "@/server/bookings/family-lines";
import { lockBooking, payerOf } from "@/server/bookings/lock-booking";
import { newPaymentReference } from "./payment-reference";
import { requestableAmount } from "./rules/requestable-amount";
import type { PaymentRequestAnswer } from "./schemas";
import { buildVietQrPayload } from "./vietqr-payload";

/** How long a reference is matched by itself: a guest pays at the counter, or the same day. */
const PAYMENT_REQUEST_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A request reused (`reuseLive`) has at least this long to live: a guest scanning it has time to pay. */
const REUSE_MARGIN_MS = 60 * 60 * 1000;

/**
 * Create a payment request (extension): a VietQR code for the property's bank account asking
 * `amount` (by default the balance due of the booking that pays: payerOf; never more than it,
 * rules/requestable-amount.ts), with a new reference
 * the transfer's content will carry. The request is kept so the transfer's notification finds
 * its booking (record-bank-transfer.ts).
 *
 * A guest's check-in link may ask too (the page's "Show the transfer code", before arrival as
 * after check-in): for its own booking only, always the balance due (no `amount`: the desk
 * decides a deposit), and a live request of that amount is answered again rather than a new
 * reference minted at every tap or reload.
 */
export async function createPaymentRequest({
  db,
  ctx,
  input,
  reuseLive = false,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; amount?: string };
  /** Answer a live request of the same payer and amount instead of a new reference (the guest page's reloads). */
  reuseLive?: boolean;
}): Promise<PaymentRequestAnswer> {
  assertBookingAccess(ctx, input.bookingCode);
  const byLink = ctx.credential.kind === "checkin_token";
  if (byLink && input.amount !== undefined)
    throw ValidationError.field("amount", "A check-in link asks for the balance due: leave amount out.");
  const reuse = reuseLive || byLink;
  const answer = await withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    if (!property.bankBin || !property.bankAccountNumber || !property.bankAccountHolder) {
      throw new ValidationError({ bank_account: ["The property has no bank account for transfers: a manager sets it at the desk."] });
    }
    if (property.currency !== "VND")
      throw new ValidationError({ amount: ["VietQR transfers are in VND; this property's currency is not."] });
    const payer = payerOf(locked.target, locked.family);
    const due = checkoutBalance(locked, await loadFamilyLines(tx, locked), locked.target);
    // VND has no minor unit; a balance is whole đồng.
    const amount = requestableAmount(due, input.amount, property.currency).toFixed(0);
    assertAmountFits(amount, "amount", "the amount asked");
    const [live] = reuse
      ? await tx
          .select({ reference: paymentRequests.reference, expiresAt: paymentRequests.expiresAt })
          .from(paymentRequests)
          .where(
            and(
              eq(paymentRequests.bookingId, payer.id),
              eq(paymentRequests.amount, amount),
              // Issued under the account of today: after a change, the code names the new one.
              eq(paymentRequests.bankBin, property.bankBin),
              eq(paymentRequests.accountNumber, property.bankAccountNumber),
              gt(paymentRequests.expiresAt, new Date(Date.now() + REUSE_MARGIN_MS)),
            ),
          )
          .orderBy(desc(paymentRequests.expiresAt))
          .limit(1)
      : [];
    const reference = live?.reference ?? newPaymentReference(payer.code);
    const expiresAt = live?.expiresAt ?? new Date(Date.now() + PAYMENT_REQUEST_LIFETIME_MS);
    if (!live) {
      // The account the code pays into: a transfer to it still finds this request after the account changes.
      const account = { bankBin: property.bankBin, accountNumber: property.bankAccountNumber };
      await tx.insert(paymentRequests).values({ propertyId: property.id, bookingId: payer.id, reference, amount, expiresAt, ...account });
    }
    const payload = buildVietQrPayload({ bin: property.bankBin, accountNumber: property.bankAccountNumber, amount, purpose: reference });
    return {
      reference,
      amount: money(amount).toNumber(),
      payload,
      qr_svg: "",
      expires_at: expiresAt.toISOString(),
      bank: {
        bin: property.bankBin,
        name: bankNameOf(property.bankBin) ?? property.bankBin,
        account_number: property.bankAccountNumber,
        account_holder: property.bankAccountHolder,
      },
    };
  });
  // Rendered outside the transaction: the lock is not held for the drawing.
  answer.qr_svg = await QRCode.toString(answer.payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return answer;
}
