import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { guests } from "@/server/platform/db/schema";
import { InvoiceWithoutPrimaryGuestError } from "@/server/domain/errors";
import { linesOf } from "../family-lines";
import type { BookingRow } from "../find-booking";
import type { LinkView } from "../link-view";
import type { BookingLines } from "../load-booking-lines";
import type { UpdateBookingInput } from "./schema";

/**
 * The invoice details go into the dedicated invoice columns of the booking's primary guest:
 * the primary guest of the first room in display order (rooms not cancelled), once this
 * request's guests are written. The guest's own company, address and e-mail are never
 * touched. Only the fields sent change, and `writtenBy` (the credential, `kind:id`) is recorded
 * as the invoice's writer: a check-in link is shown only an invoice it wrote (docs/choices.md,
 * "What a check-in link shows"). A link writing over another's invoice clears the fields it
 * did not send, so what it is then shown as its own holds nothing it was not given.
 * Returns the lines as written.
 */
export async function applyInvoice(
  tx: Transaction,
  input: {
    booking: BookingRow;
    invoice: NonNullable<UpdateBookingInput["invoice"]>;
    lines: BookingLines;
    writtenBy: string;
    linkView: LinkView | undefined;
  },
): Promise<BookingLines> {
  const { invoice, lines } = input;
  const columns = Object.fromEntries(
    Object.entries({
      invoiceCompany: invoice.company,
      invoiceTaxCode: invoice.tax_code,
      invoiceAddress: invoice.address,
      invoiceEmail: invoice.email,
    }).filter(([, value]) => value !== undefined),
  );
  const hasAnyValue = Object.values(columns).some((value) => value !== null && value !== "");

  const firstRoom = linesOf(lines, input.booking).rooms.find((room) => room.status !== "cancelled");
  const primary = firstRoom && (lines.guests.get(firstRoom.id) ?? []).find((guest) => guest.isPrimaryGuest);
  if (!primary) {
    if (hasAnyValue) throw new InvoiceWithoutPrimaryGuestError();
    return lines;
  }
  if (Object.keys(columns).length === 0) return lines;
  const takesOver = input.linkView !== undefined && primary.invoiceWrittenBy !== input.linkView.label;
  const written = {
    ...(takesOver ? { invoiceCompany: null, invoiceTaxCode: null, invoiceAddress: null, invoiceEmail: null } : {}),
    ...columns,
    invoiceWrittenBy: input.writtenBy,
  };
  await tx.update(guests).set(written).where(eq(guests.id, primary.id));
  const byRoom = new Map(lines.guests);
  byRoom.set(
    firstRoom.id,
    byRoom.get(firstRoom.id)!.map((guest) => (guest.id === primary.id ? { ...guest, ...written } : guest)),
  );
  return { ...lines, guests: byRoom };
}
