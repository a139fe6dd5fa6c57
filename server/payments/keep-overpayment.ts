import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Database } from "@/server/platform/db/database";
import { keptOverpayments } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { amountText } from "@/server/domain/amount-text";
import { ValidationError } from "@/server/domain/errors";
import { exceedsMinorUnits, minorUnitsMessage, money } from "@/server/domain/money";
import { bookingAnswer } from "@/server/bookings/booking-answer";
import { linesOf, loadFamilyLines } from "@/server/bookings/family-lines";
import { checkoutMoney } from "@/server/bookings/group-balance";
import { recordBookingChange, stateOf } from "@/server/bookings/history/record-booking-change";
import { lockBooking, payerOf } from "@/server/bookings/lock-booking";
import { uncoveredSurplus } from "@/server/bookings/rules/overpayment";
import { requireManager } from "@/server/staff/require-manager";

/**
 * Keep an overpayment as the guest's credit (desk, a manager's decision): instead of a refund,
 * the property keeps what was paid over the amount, on record with who decided and why, and the
 * room may check out (rules/overpayment.ts). The balance stays what it is (negative): money
 * received is never hidden. At most what is overpaid and not yet kept; on the booking that pays
 * (payerOf), under its lock, with a history entry. No webhook: the booking's detail is unchanged.
 */
export async function keepOverpayment({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; amount: string; reason: string };
}) {
  return withTransaction(db, async (tx) => {
    const { staff, property } = await requireManager(tx, ctx, input.tenantId);
    const locked = await lockBooking(tx, property.id, input.bookingCode);
    const payer = payerOf(locked.target, locked.family);
    const lines = await loadFamilyLines(tx, locked);
    const amount = money(input.amount);
    if (exceedsMinorUnits(amount, payer.currency)) throw ValidationError.field("amount", minorUnitsMessage(payer.currency));
    const { balance, kept } = checkoutMoney(locked, lines, locked.target);
    const left = uncoveredSurplus(balance, kept);
    if (left.isZero())
      throw ValidationError.field("amount", "Nothing overpaid is left to keep: the booking is not overpaid, or all of it is kept already.");
    if (amount.gt(left))
      throw ValidationError.field("amount", `At most what is overpaid and not kept yet, ${amountText(left, payer.currency)}.`);

    const before = stateOf(payer, linesOf(lines, payer));
    const row = { bookingId: payer.id, amount: amount.toFixed(), reason: input.reason, actorName: staff.displayName };
    const [inserted] = await tx
      .insert(keptOverpayments)
      .values({ ...row, propertyId: property.id, actorId: `desk_session:${staff.staffUserId}` })
      .returning({ id: keptOverpayments.id });
    const after = { ...lines, keptOverpayments: [...lines.keptOverpayments, { id: inserted!.id, ...row }] };
    await recordBookingChange(tx, ctx, {
      booking: payer,
      bookingRoomId: null,
      action: "overpayment.kept",
      before,
      after: stateOf(payer, linesOf(after, payer)),
      reason: input.reason,
    });
    return bookingAnswer(tx, ctx, locked.target, linesOf(after, locked.target));
  });
}
