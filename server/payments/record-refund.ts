import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { payments } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { amountText } from "@/server/domain/amount-text";
import { currentTimestampIn } from "@/server/domain/dates";
import { ValidationError } from "@/server/domain/errors";
import { exceedsMinorUnits, minorUnitsMessage, money } from "@/server/domain/money";
import { requireProperty } from "@/server/properties/require-property";
import { bookingAnswer } from "@/server/bookings/booking-answer";
import { linesOf, loadFamilyLines } from "@/server/bookings/family-lines";
import { checkoutMoney } from "@/server/bookings/group-balance";
import { recordBookingChange, stateOf } from "@/server/bookings/history/record-booking-change";
import { lockBooking, payerOf } from "@/server/bookings/lock-booking";
import { recordBookingEvent } from "@/server/bookings/record-booking-event";
import { overpaidBy } from "@/server/bookings/rules/overpayment";
import type { RecordRefundInput } from "./overpayment-schemas";

/**
 * Record a refund (extension): money given back to the guest, as a paid payment of kind
 * `refund` with a negative amount on the booking that pays (payerOf: a merged child's group),
 * under the booking's lock. Never more than was overpaid (−balance): a refund gives back only
 * what the property holds over the stay's amount. The reason is the payment's `notes` and the
 * history entry's; `booking.updated` and `payment.refunded` are written with it. Answers the
 * detail of the URL's booking.
 */
export async function recordRefund({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; refund: RecordRefundInput };
}) {
  return withTransaction(db, async (tx) => {
    const property = await requireProperty(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    const payer = payerOf(locked.target, locked.family);
    const lines = await loadFamilyLines(tx, locked);
    const { refund } = input;
    const amount = money(refund.amount);
    if (exceedsMinorUnits(amount, payer.currency)) throw ValidationError.field("amount", minorUnitsMessage(payer.currency));
    const overpaid = overpaidBy(checkoutMoney(locked, lines, locked.target).balance);
    if (overpaid.isZero()) {
      throw ValidationError.field("amount", "Nothing was overpaid: a refund gives back only what was paid over the booking's amount.");
    }
    if (amount.gt(overpaid)) {
      throw ValidationError.field(
        "amount",
        `At most what was overpaid, ${amountText(overpaid, payer.currency)}: never give back more than is owed back.`,
      );
    }

    const before = stateOf(payer, linesOf(lines, payer));
    const payment = {
      bookingId: payer.id,
      amount: amount.negated().toFixed(),
      method: refund.method,
      paidAt: refund.paid_at ?? currentTimestampIn(property.timezone),
      notes: refund.reason,
      kind: "refund" as const,
    };
    const bankReference = refund.bank_reference ?? null;
    const [row] = await tx
      .insert(payments)
      .values({ ...payment, propertyId: property.id, bankReference })
      .returning({ id: payments.id });
    const after = { ...lines, payments: [...lines.payments, { id: row!.id, ...payment }] };
    const payerLines = linesOf(after, payer);
    await recordBookingEvent(tx, { type: "booking.updated", booking: payer, lines: payerLines, bookingRoomId: null });
    await recordBookingEvent(tx, {
      type: "payment.refunded",
      booking: payer,
      lines: payerLines,
      bookingRoomId: null,
      payment: {
        id: String(row!.id),
        amount: amount.negated(),
        method: refund.method,
        paid_at: payment.paidAt,
        bank_reference: bankReference,
      },
    });
    await recordBookingChange(tx, ctx, {
      booking: payer,
      bookingRoomId: null,
      action: "payment.refunded",
      before,
      after: stateOf(payer, payerLines),
      reason: refund.reason,
    });
    return bookingAnswer(tx, ctx, locked.target, linesOf(after, locked.target));
  });
}
