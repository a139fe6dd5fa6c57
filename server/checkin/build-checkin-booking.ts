import { count, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { guests, identityImages, properties } from "@/server/platform/db/schema";
import { bookingCheckinOpensAt } from "@/server/domain/checkin-opening";
import { todayIn } from "@/server/domain/dates";
import { money } from "@/server/domain/money";
import { readBookingDetail } from "@/server/bookings/get-booking-detail";
import { readPayerBalance } from "@/server/bookings/group-balance";
import { waitsForCheckinTime } from "@/server/bookings/update-booking/check-in-gates";
import { linkViewOf, registeredElsewhere } from "@/server/bookings/link-view";
import { shownOfOthersGuest } from "@/server/domain/guest-masking";
import { GUEST_RECORD, GUEST_RECORD_FIELDS } from "@/server/domain/guest-record";
import { takesTransfers } from "@/server/properties/takes-transfers";
import type { CheckinBooking, CheckinGuest, GuestRecordValues } from "./checkin-booking";

/**
 * The booking as the check-in form shows and edits it, read with the caller's own credential:
 * a guest link (read-checkin-booking.ts) sees exactly what the link lets the API show (Get
 * Booking Detail), a desk session (server/desk/read-desk-checkin-booking.ts) sees everything.
 * Adds the fields of each guest record that the detail does not carry (birthday, address...)
 * so they can be edited, and how many ID photos each guest has on file (a link sees only
 * those it uploaded). A guest someone else registered comes masked to a link as the detail
 * shows them (link-view.ts): the page shows the name and the ID's last 4 characters, and asks
 * to retype the ID to edit them; the invoice only when the link wrote it. Undefined when the property is gone; Get Booking Detail's
 * errors (not found, link expired) are thrown.
 */
export async function buildCheckinBooking({
  db,
  ctx,
  tenantId,
  bookingCode,
  expiresAt,
}: {
  db: Queryable;
  ctx: AuthContext;
  tenantId: string;
  bookingCode: string;
  /** Unix seconds: when the credential ends. */
  expiresAt: number;
}): Promise<CheckinBooking | undefined> {
  const view = linkViewOf(ctx);
  const { detail, booking: bookingRow, lines } = await readBookingDetail({ db, ctx, input: { tenantId, bookingCode } });
  const [property] = await db.select().from(properties).where(eq(properties.id, tenantId)).limit(1);
  if (!property) return undefined;

  const roomIds = detail.booking_rooms.map((room) => room.id);
  const guestRows = roomIds.length ? await db.select().from(guests).where(inArray(guests.bookingRoomId, roomIds)) : [];
  const rowById = new Map(guestRows.map((row) => [String(row.id), row]));
  const photoCounts = await photosOnFile(
    db,
    guestRows.map((row) => row.id),
  );
  // What check-out will ask (group-balance.ts): a merged child's balance is its group's.
  const payer = await readPayerBalance(db, bookingRow, lines);

  const rooms = detail.booking_rooms.map((room) => ({
    id: room.id,
    status: room.checkin_status,
    roomType: room.room_type,
    roomUnit: room.room_unit,
    occupancy: room.occupancy,
    guests: room.guests.map((guest): CheckinGuest => {
      const row = rowById.get(guest.id)!;
      // Registered by someone else: the detail already leaves out the photos; the fields are masked below.
      const elsewhere = registeredElsewhere(view, row.registeredBy);
      const fields = Object.fromEntries(
        GUEST_RECORD_FIELDS.map((field) => {
          const value = row[GUEST_RECORD[field].column];
          // A link reads of such a guest what the detail shows of them (domain/guest-masking.ts).
          return [field, elsewhere ? shownOfOthersGuest(field, value) : value];
        }),
      ) as GuestRecordValues;
      return {
        id: row.id,
        ...fields,
        identity_image_urls: guest.identity_image_urls,
        identity_images_on_file: photoCounts.get(row.id) ?? 0,
        registered_elsewhere: elsewhere,
      };
    }),
    registration: room.registration,
  }));
  // Invoice details live on the primary guest of the first room that is not cancelled (apply-invoice.ts).
  // A link sees only an invoice it wrote itself: another's is a company's name, tax code and
  // address that a forwarded link must not hand on (docs/choices.md, "What a check-in link shows").
  const invoiceHolder = rooms.find((room) => room.status !== "cancelled")?.guests.find((guest) => guest.is_primary_guest);
  const holderRow = invoiceHolder ? rowById.get(String(invoiceHolder.id)) : undefined;
  const invoiceRow = holderRow && (!view || holderRow.invoiceWrittenBy === view.label) ? holderRow : undefined;

  // The Wi-Fi is for guests in the house: a link shows it once one of its rooms is checked in.
  const inHouse = rooms.some((room) => room.status === "checked_in");
  const booking: CheckinBooking = {
    tenantId: property.id,
    property: {
      title: property.title,
      currency: detail.currency,
      timezone: property.timezone,
      address: property.address,
      phone: property.phone,
      wifi: inHouse && property.wifiName ? { name: property.wifiName, password: property.wifiPassword } : null,
      takesTransfers: takesTransfers(property),
    },
    today: todayIn(property.timezone),
    expiresAt,
    booking: {
      code: detail.code,
      status: detail.status,
      checkinDate: detail.checkin_date,
      checkoutDate: detail.checkout_date,
      arrivalHour: detail.arrival_hour,
      checkinTime: property.checkinTime,
      checkin_opens_at: bookingCheckinOpensAt({
        status: detail.status,
        checkinDate: detail.checkin_date,
        property,
        byGuestLink: waitsForCheckinTime(ctx),
      }),
      departureHour: detail.departure_hour,
      customerName: detail.customer.name,
      // The desk's own read (no link view): the booker, whom the counter offers as the first guest.
      ...(view
        ? {}
        : { customerContact: { name: detail.customer.name, phone: detail.customer.phone ?? null, email: detail.customer.email ?? null } }),
      guestMessage: detail.guest_message,
      amount: money(detail.amount).toString(),
      paid: payer.paid.toString(),
      balance: payer.balance.toString(),
      groupPays: payer.payer.id !== bookingRow.id,
    },
    rooms,
    invoice: {
      company: invoiceRow?.invoiceCompany ?? null,
      tax_code: invoiceRow?.invoiceTaxCode ?? null,
      address: invoiceRow?.invoiceAddress ?? null,
      email: invoiceRow?.invoiceEmail ?? null,
    },
  };
  return booking;
}

/** How many ID photos each guest has, whoever uploaded them, so the page does not ask again for photos the link cannot see. */
async function photosOnFile(db: Queryable, guestIds: number[]): Promise<Map<number, number>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ guestId: identityImages.guestId, photos: count() })
    .from(identityImages)
    .where(inArray(identityImages.guestId, guestIds))
    .groupBy(identityImages.guestId);
  return new Map(rows.map((row) => [row.guestId, row.photos]));
}
