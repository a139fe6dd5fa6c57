import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings, nightlyPrices, payments } from "@/server/platform/db/schema";
import { nightsOf } from "@/server/domain/dates";
import { money } from "@/server/domain/money";
import { toBookingDetail } from "@/server/bookings/booking-detail";
import { findBookingByCode, type BookingRow } from "@/server/bookings/find-booking";
import { loadBookingLines } from "@/server/bookings/load-booking-lines";
import { readPayerBalance } from "@/server/bookings/group-balance";
import { bookingTotals, paidSum, roomTotals } from "@/server/bookings/rules/totals";
import { requireProperty } from "@/server/properties/require-property";
import type { AsJson } from "@/server/domain/json-shape";
import { requireDeskSession } from "@/server/staff/require-desk-session";

/**
 * What the desk shows beside Get Booking Detail and the partner API does not carry: each
 * room's nights with their stored prices (null where none is stored), discount, room fee and
 * charge; the booking's room charge, paid amount and balance (a child's balance is its
 * group's, as check-out evaluates it) and what was kept of an overpayment as credit; the group and its
 * children; the invoice details; the payments with their bank references.
 */
export async function getBookingLedger({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string };
}) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const booking = await findBookingByCode(db, property.id, input.bookingCode);
  const lines = await loadBookingLines(db, booking);
  const detail = toBookingDetail(booking, lines);
  const roomIds = lines.rooms.map((room) => room.id);

  const paymentIds = lines.payments.map((payment) => payment.id);
  const [stays, prices, group, payer, children, references] = await Promise.all([
    roomIds.length === 0
      ? []
      : db
          .select({
            id: bookingRooms.id,
            code: bookings.code,
            roomTypeId: bookingRooms.roomTypeId,
            checkinDate: bookingRooms.checkinDate,
            checkoutDate: bookingRooms.checkoutDate,
          })
          .from(bookingRooms)
          .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
          .where(inArray(bookingRooms.id, roomIds)),
    roomIds.length === 0
      ? []
      : db
          .select({ bookingRoomId: nightlyPrices.bookingRoomId, day: nightlyPrices.day, price: nightlyPrices.price })
          .from(nightlyPrices)
          .where(inArray(nightlyPrices.bookingRoomId, roomIds)),
    booking.groupId ? findGroup(db, property.id, booking.groupId) : undefined,
    readPayerBalance(db, booking, lines),
    booking.isGroup
      ? db
          .select({ code: bookings.code, status: bookings.status, customerName: bookings.customerName })
          .from(bookings)
          .where(and(eq(bookings.propertyId, property.id), eq(bookings.groupId, booking.id)))
          .orderBy(asc(bookings.code))
      : [],
    paymentIds.length === 0
      ? []
      : db
          .select({ id: payments.id, bankReference: payments.bankReference })
          .from(payments)
          .where(and(inArray(payments.id, paymentIds), isNotNull(payments.bankReference))),
  ]);

  const roomLedgers = lines.rooms.map((room) => {
    const stay = stays.find((row) => row.id === room.id)!;
    const stored = new Map(prices.filter((row) => row.bookingRoomId === room.id).map((row) => [row.day, money(row.price)]));
    const totals = roomTotals(
      { nightlyPrices: [...stored.values()].map(String), discount: room.discount, lines: lines.serviceLines.get(room.id) ?? [] },
      booking.currency,
    );
    return {
      id: room.id,
      booking_code: stay.code,
      /** The room's type: the stay change dialog looks up the nights it adds for this type. */
      room_type_id: stay.roomTypeId,
      checkin_date: stay.checkinDate,
      checkout_date: stay.checkoutDate,
      nights: nightsOf(stay.checkinDate, stay.checkoutDate).map((day) => ({ day, price: stored.get(day) ?? null })),
      discount: money(room.discount),
      room_fee: totals.roomFee,
      room_charge: totals.roomCharge,
      status: room.status,
      totals,
    };
  });
  const totals = bookingTotals(roomLedgers.map((room) => ({ status: room.status, totals: room.totals })));
  const paid = paidSum(lines.payments);
  const primary = lines.rooms
    .filter((room) => room.status !== "cancelled")
    .flatMap((room) => lines.guests.get(room.id) ?? [])
    .find((guest) => guest.isPrimaryGuest);

  return {
    code: booking.code,
    is_group: booking.isGroup,
    group_code: group?.code ?? null,
    children: children.map((child) => ({ code: child.code, status: child.status, customer_name: child.customerName })),
    /** The guest's language as the booking carries it (a BCP 47 tag, Create Booking's customer.language), or null. */
    customer_language: booking.customerLanguage,
    require_full_payment_at_checkout: property.requireFullPaymentAtCheckout,
    timezone: property.timezone,
    room_charge: totals.roomCharge,
    amount: detail.amount,
    paid,
    balance: payer.balance,
    balance_of: payer.payer.code,
    /** The amount and payments the balance is of: the group's for a child, else this booking's. */
    balance_amount: payer.amount,
    balance_paid: payer.paid,
    invoice: primary
      ? { company: primary.invoiceCompany, tax_code: primary.invoiceTaxCode, address: primary.invoiceAddress, email: primary.invoiceEmail }
      : null,
    rooms: roomLedgers.map(({ totals: _totals, status: _status, ...room }) => room),
    /** What managers kept of an overpayment as the guest's credit (the payer's): check-out lets that much surplus leave. */
    kept_credit: payer.kept,
    /**
     * The booking's payments and refunds with the bank's reference where there is one: the one list every desk view of
     * the payments reads (booking page, receipt), so the check-out dialog's polling of this ledger refreshes them all.
     */
    payments: detail.payments.map((payment) => ({
      ...payment,
      bank_reference: references.find((row) => String(row.id) === payment.id)?.bankReference ?? null,
    })),
  };
}

/** The ledger as the desk reads it (JSON: money as numbers). */
export type BookingLedger = AsJson<Awaited<ReturnType<typeof getBookingLedger>>>;
export type RoomLedger = BookingLedger["rooms"][number];

async function findGroup(db: Queryable, propertyId: string, groupId: string): Promise<BookingRow | undefined> {
  const [group] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), eq(bookings.id, groupId)))
    .limit(1);
  return group;
}
