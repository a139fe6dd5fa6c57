import { and, asc, eq, inArray } from "drizzle-orm";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { guests } from "@/server/platform/db/schema";
import { requireProperty } from "@/server/properties/require-property";
import { residenceAddress, residenceLine } from "@/server/reference/residence-address";
import { cardGuestLanguage } from "./card-guest-language";
import { getBookingLedger } from "./get-booking-ledger";
import { declaredIdentity, declaredStay } from "./guest-register/declared-identity";
import { foreignStayLine } from "./guest-register/foreign-stay-line";
import { requireDeskSession } from "@/server/staff/require-desk-session";

/**
 * What the printed registration card of a booking carries: the property, the stay, each room
 * with its nightly rates, and every guest with the fields the residence declaration asks for,
 * for the guests to check and sign at the desk.
 */
export async function readRegistrationCard({
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
  const ledger = await getBookingLedger({ db, ctx, input });
  const roomIds = ledger.rooms.map((room) => room.id);
  const guestRows =
    roomIds.length === 0
      ? []
      : await db
          .select()
          .from(guests)
          .where(and(eq(guests.propertyId, property.id), inArray(guests.bookingRoomId, roomIds)))
          .orderBy(asc(guests.position), asc(guests.id));
  return {
    property: { title: property.title, address: property.address, phone: property.phone },
    code: ledger.code,
    /** The language of the card's guest side beside Vietnamese, until the desk picks another. */
    guest_language: cardGuestLanguage(
      ledger.rooms.flatMap((room) => guestRows.filter((guest) => guest.bookingRoomId === room.id)),
      ledger.customer_language,
    ),
    // Amounts as the JSON answer gives them (numbers), so the page's type is the answer's.
    amount: ledger.amount.toNumber(),
    paid: ledger.paid.toNumber(),
    balance: ledger.balance.toNumber(),
    rooms: ledger.rooms.map((room) => ({
      id: room.id,
      checkin_date: room.checkin_date,
      checkout_date: room.checkout_date,
      nights: room.nights.map((night) => ({ day: night.day, price: night.price === null ? null : night.price.toNumber() })),
      room_charge: room.room_charge.toNumber(),
      guests: guestRows
        .filter((guest) => guest.bookingRoomId === room.id)
        .map((guest) => {
          const { foreign_stay } = declaredStay(guest, room.checkout_date);
          return {
            ...declaredIdentity(guest),
            ...cardAddress(guest),
            phone: guest.phone,
            foreign_stay,
            /** The foreigner's visa, entry, purpose and end of stay, in Vietnamese (the declaration's words); null for a citizen. */
            foreign_stay_vi: foreign_stay ? foreignStayLine(foreign_stay) : null,
          };
        }),
    })),
  };
}

export type RegistrationCard = Awaited<ReturnType<typeof readRegistrationCard>>;

/** Street, 2025 ward and province on one line; the pre-2025 units the ID card printed apart, or null. */
function cardAddress(guest: typeof guests.$inferSelect) {
  const address = residenceAddress(guest);
  return { address: residenceLine(address), former_address: address.former };
}
