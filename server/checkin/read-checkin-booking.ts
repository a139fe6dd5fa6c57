import { and, count, eq, inArray } from "drizzle-orm";
import { checkinTokenContext } from "@/server/platform/auth/checkin-token-context";
import { genuineCheckinTokenClaims, verifyCheckinToken, type CheckinTokenClaims } from "@/server/platform/auth/checkin-tokens";
import { getDb } from "@/server/platform/db/client";
import type { Queryable } from "@/server/platform/db/database";
import { bookings, checkinLinks, guests, identityImages, properties } from "@/server/platform/db/schema";
import { todayIn } from "@/server/domain/dates";
import { money, sumMoney } from "@/server/domain/money";
import { getBookingDetail } from "@/server/bookings/get-booking-detail";
import { linkViewOf, registeredElsewhere, type LinkView } from "@/server/bookings/link-view";
import { CheckinLinkExpiredError, NotFoundError, UnauthenticatedError } from "@/server/domain/errors";
import type { CheckinBooking, CheckinGuest } from "./checkin-booking";

/**
 * What the guest page can show for a token: the booking, or why not, in one sentence.
 * `invalid`: not a link this app made (tampered, unknown); `expired`: a link this app made and
 * recorded that ended (its time is over, or it was revoked, or its key was): ask the desk for a
 * new one; `cancelled` / `finished`: the booking is over (the API's 410 CHECKIN_LINK_EXPIRED).
 * Only a holder of a genuine token learns more than `invalid`: no oracle for guessed tokens.
 */
export type CheckinRefusal = "invalid" | "expired" | "cancelled" | "finished";
export type CheckinPageRead = { booking: CheckinBooking } | { refused: CheckinRefusal };

/**
 * What the guest check-in page shows and edits, read with the link's own credential, so the
 * page sees exactly what the link lets the API show (Get Booking Detail), plus the fields of
 * each guest record that the detail does not carry (birthday, address...) so a guest can edit
 * them, and how many ID photos each guest has on file (the link sees only those it uploaded).
 * A guest someone else registered comes masked as the detail shows them (link-view.ts): the
 * page shows their name and the ID's last 4 characters, and asks to retype the ID to edit them.
 */
export async function readCheckinBooking({ db: given, token }: { db?: Queryable; token: string }): Promise<CheckinPageRead> {
  const db = given ?? (await getDb());
  const claims = verifyCheckinToken(token);
  if (!claims) {
    const genuine = genuineCheckinTokenClaims(token);
    return { refused: genuine && (await linkedBookingStatus(db, genuine)) ? "expired" : "invalid" };
  }
  let detail: Awaited<ReturnType<typeof getBookingDetail>>;
  let view: LinkView | undefined;
  try {
    const ctx = await checkinTokenContext(db, token);
    view = linkViewOf(ctx);
    detail = await getBookingDetail({ db, ctx, input: { tenantId: claims.propertyId, bookingCode: ctx.credential.bookingCode } });
  } catch (error) {
    if (error instanceof UnauthenticatedError) return { refused: (await linkedBookingStatus(db, claims)) ? "expired" : "invalid" };
    if (error instanceof NotFoundError) return { refused: "invalid" };
    if (error instanceof CheckinLinkExpiredError) return { refused: (await linkedBookingStatus(db, claims)) === "cancelled" ? "cancelled" : "finished" };
    throw error;
  }
  const [property] = await db.select().from(properties).where(eq(properties.id, claims.propertyId)).limit(1);
  if (!property) return { refused: "invalid" };

  const roomIds = detail.booking_rooms.map((room) => room.id);
  const guestRows = roomIds.length ? await db.select().from(guests).where(inArray(guests.bookingRoomId, roomIds)) : [];
  const rowById = new Map(guestRows.map((row) => [String(row.id), row]));
  const photoCounts = await photosOnFile(db, guestRows.map((row) => row.id));
  const paid = sumMoney(detail.payments.filter((payment) => payment.status === "paid").map((payment) => payment.amount));

  const rooms = detail.booking_rooms.map((room) => ({
    id: room.id,
    status: room.checkin_status,
    roomType: room.room_type,
    roomUnit: room.room_unit,
    occupancy: room.occupancy,
    guests: room.guests.map((guest): CheckinGuest => {
      const row = rowById.get(guest.id)!;
      // Registered by someone else: the detail already masks the ID and leaves out contact and photos.
      const elsewhere = registeredElsewhere(view, row.registeredBy);
      return {
        id: row.id,
        name: row.name,
        email: guest.email,
        phone: guest.phone,
        birthday: elsewhere ? null : row.birthday,
        gender: row.gender,
        identity: guest.identity,
        id_type: row.idType,
        identity_issue_date: elsewhere ? null : row.identityIssueDate,
        address: elsewhere ? null : row.address,
        ward: row.ward,
        city: row.city,
        country: row.country,
        is_primary_guest: row.isPrimaryGuest,
        accommodation_type: row.accommodationType,
        travel_purpose: row.travelPurpose,
        guest_category: row.guestCategory,
        identity_image_urls: guest.identity_image_urls,
        identity_images_on_file: photoCounts.get(row.id) ?? 0,
        registered_elsewhere: elsewhere,
      };
    }),
  }));
  // Invoice details live on the primary guest of the first room that is not cancelled (apply-invoice.ts).
  const invoiceHolder = rooms.find((room) => room.status !== "cancelled")?.guests.find((guest) => guest.is_primary_guest);
  const invoiceRow = invoiceHolder ? rowById.get(String(invoiceHolder.id)) : undefined;

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
    },
    today: todayIn(property.timezone),
    expiresAt: claims.expiresAt,
    booking: {
      code: detail.code,
      status: detail.status,
      checkinDate: detail.checkin_date,
      checkoutDate: detail.checkout_date,
      arrivalHour: detail.arrival_hour,
      departureHour: detail.departure_hour,
      customerName: detail.customer.name,
      guestMessage: detail.guest_message,
      amount: money(detail.amount).toString(),
      paid: paid.toString(),
      balance: money(detail.amount).minus(paid).toString(),
    },
    rooms,
    invoice: {
      company: invoiceRow?.invoiceCompany ?? null,
      tax_code: invoiceRow?.invoiceTaxCode ?? null,
      address: invoiceRow?.invoiceAddress ?? null,
      email: invoiceRow?.invoiceEmail ?? null,
    },
  };
  return { booking };
}

/** The status of the booking a recorded link belongs to; undefined when no such link was recorded. */
async function linkedBookingStatus(db: Queryable, claims: CheckinTokenClaims): Promise<string | undefined> {
  const [row] = await db
    .select({ status: bookings.status })
    .from(checkinLinks)
    .innerJoin(bookings, eq(bookings.id, checkinLinks.bookingId))
    .where(and(eq(checkinLinks.id, claims.linkId), eq(checkinLinks.propertyId, claims.propertyId)))
    .limit(1);
  return row?.status;
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
