import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookingRooms, bookings, guests } from "@/server/platform/db/schema";
import { InvoiceWithoutPrimaryGuestError } from "@/server/domain/errors";
import type { BookingRow } from "../find-booking";
import type { UpdateBookingInput } from "./schema";

/**
 * The invoice details go into the dedicated invoice columns of the booking's primary guest:
 * the primary guest of the first room in display order (rooms not cancelled). The guest's own
 * company, address and e-mail are never touched. Only the fields sent change.
 */
export async function applyInvoice(
  tx: Transaction,
  input: { holders: BookingRow[]; invoice: NonNullable<UpdateBookingInput["invoice"]> },
): Promise<void> {
  const { invoice } = input;
  const columns = Object.fromEntries(
    Object.entries({
      invoiceCompany: invoice.company,
      invoiceTaxCode: invoice.tax_code,
      invoiceAddress: invoice.address,
      invoiceEmail: invoice.email,
    }).filter(([, value]) => value !== undefined),
  );
  const hasAnyValue = Object.values(columns).some((value) => value !== null && value !== "");

  const [firstRoom] = await tx
    .select({ id: bookingRooms.id })
    .from(bookingRooms)
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .where(
      and(
        inArray(
          bookingRooms.bookingId,
          input.holders.map((booking) => booking.id),
        ),
        ne(bookingRooms.status, "cancelled"),
      ),
    )
    .orderBy(asc(bookings.code), asc(bookingRooms.position), asc(bookingRooms.id))
    .limit(1);
  const [primary] = firstRoom
    ? await tx
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.bookingRoomId, firstRoom.id), eq(guests.isPrimaryGuest, true)))
        .orderBy(asc(guests.position), asc(guests.id))
        .limit(1)
    : [];
  if (!primary) {
    if (hasAnyValue) throw new InvoiceWithoutPrimaryGuestError();
    return;
  }
  if (Object.keys(columns).length > 0) await tx.update(guests).set(columns).where(eq(guests.id, primary.id));
}
