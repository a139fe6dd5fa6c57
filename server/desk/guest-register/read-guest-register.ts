import { and, asc, eq, gt, inArray, lte, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuthContext } from "@/server/platform/auth/auth-context";
import type { Queryable } from "@/server/platform/db/database";
import { bookingRooms, bookings, guests, identityImages, residenceDeclarations, rooms, roomTypes } from "@/server/platform/db/schema";
import {
  isFieldGiven,
  roomRegistration,
  type RegistrationField,
  type RegistrationGuest,
  type RegistrationWarning,
} from "@/server/domain/guest-registration";
import { borderGateName } from "@/server/reference/border-gates";
import { isIsoDate } from "@/server/domain/iso-date";
import { residenceAddress } from "@/server/reference/residence-address";
import { requireProperty } from "@/server/properties/require-property";
import { requireDeskSession } from "@/server/staff/require-desk-session";
import { declaredIdentity, declaredStay, type DeclaredIdentity, type DeclaredStay } from "./declared-identity";
import { onRegisterOfNight } from "./night-of-stay";

export const guestRegisterQuerySchema = z.object({
  date: z.string().refine(isIsoDate, "Use a real date written YYYY-MM-DD."),
  format: z.enum(["json", "csv", "xlsx"]).default("json"),
});

/** One guest of the night, with what the residence declaration asks for. */
export interface RegisterRow extends DeclaredIdentity, DeclaredStay {
  guest_id: number;
  booking_code: string;
  room: string;
  province: string | null;
  ward: string | null;
  /** The house and street only: the 2025 ward and province are `ward` and `province`. */
  address: string | null;
  /** The pre-2025 ward, district and province the guest's ID card printed, when they differ from the 2025 ones. */
  former_address: string | null;
  arrival: string;
  departure: string;
  /** When the room was checked in (the declaration's deadline runs from it); null for a room checked in before it was recorded. */
  checked_in_at: string | null;
  /** What the registration still lacks or has wrong (not given, or given but invalid). */
  missing: RegistrationField[];
  /** Of `missing`, the fields given but invalid (a 13-digit CCCD): the desk says "invalid", not "missing". */
  invalid: RegistrationField[];
  /** A foreigner's port of entry by name, in the desk's two languages (null: none recorded, or a citizen). */
  entry_port_name: { vi: string; en: string } | null;
  /** What the desk should look at without it blocking anything: a visa ending before the stay does. */
  warnings: RegistrationWarning["code"][];
  declared_at: string | null;
  declared_by: string | null;
}

/**
 * The guest register of one night, for the police: every guest of a room that was or is checked
 * in and stays that night (onRegisterOfNight says which: a same-day stay is on its day's), Vietnamese citizens apart from foreigners
 * (a guest whose nationality is not recorded is listed with the foreigners, missing it). Each
 * row says what the registration still lacks and whether the stay was declared, by whom and
 * when. Incomplete registrations come first, then by room.
 */
export async function readGuestRegister({
  db,
  ctx,
  input,
}: {
  db: Queryable;
  ctx: AuthContext;
  input: { tenantId: string; date: string };
}) {
  requireDeskSession(ctx);
  const property = await requireProperty(db, ctx, input.tenantId);
  const stays = await db
    .select({
      guest: guests,
      bookingCode: bookings.code,
      roomId: bookingRooms.id,
      adults: bookingRooms.adults,
      arrival: bookingRooms.checkinDate,
      departure: bookingRooms.checkoutDate,
      checkedInAt: bookingRooms.checkedInAt,
      checkedOutAt: bookingRooms.checkedOutAt,
      room: sql<string>`coalesce(${rooms.name}, ${roomTypes.title})`,
      declaredAt: residenceDeclarations.declaredAt,
      declaredBy: residenceDeclarations.declaredBy,
    })
    .from(guests)
    .innerJoin(bookingRooms, eq(bookingRooms.id, guests.bookingRoomId))
    .innerJoin(bookings, eq(bookings.id, bookingRooms.bookingId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRooms.roomTypeId))
    .leftJoin(rooms, eq(rooms.id, bookingRooms.roomId))
    .leftJoin(residenceDeclarations, eq(residenceDeclarations.guestId, guests.id))
    .where(
      and(
        eq(guests.propertyId, property.id),
        inArray(bookingRooms.status, ["checked_in", "checked_out"]),
        ne(bookings.status, "cancelled"),
        lte(bookingRooms.checkinDate, input.date),
        or(
          gt(bookingRooms.checkoutDate, input.date),
          and(eq(bookingRooms.checkoutDate, bookingRooms.checkinDate), eq(bookingRooms.checkinDate, input.date)),
        ),
      ),
    )
    .orderBy(asc(bookingRooms.id), asc(guests.position), asc(guests.id))
    .limit(5000)
    .then((rows) => rows.filter((stay) => onRegisterOfNight(stay, input.date, property.timezone)));
  const photoCounts = await countPhotos(
    db,
    stays.map((stay) => stay.guest.id),
  );

  // The registration is per room: the room's adults must all be registered.
  const byRoom = new Map<string, typeof stays>();
  for (const stay of stays) byRoom.set(stay.roomId, [...(byRoom.get(stay.roomId) ?? []), stay]);
  const rows: RegisterRow[] = [];
  for (const roomStays of byRoom.values()) {
    const first = roomStays[0]!;
    const registration = roomRegistration(
      { adults: first.adults, arrival: first.arrival, departure: first.departure },
      roomStays.map(({ guest }) => ({ ...guest, id: String(guest.id), photos: photoCounts.get(guest.id) ?? 0 })),
    );
    const roomWide = registration.missing.filter((item) => item.guest_id === null).map((item) => item.field);
    for (const stay of roomStays) {
      const { guest } = stay;
      const missing = [...roomWide, ...registration.missing.filter((item) => item.guest_id === String(guest.id)).map((item) => item.field)];
      const asRules: RegistrationGuest = { ...guest, id: String(guest.id), photos: photoCounts.get(guest.id) ?? 0 };
      const port =
        guest.country !== "VN" && guest.entryPort
          ? {
              vi: borderGateName(guest.entryPort, guest.entryPortOther, "vi"),
              en: borderGateName(guest.entryPort, guest.entryPortOther, "en"),
            }
          : null;
      rows.push({
        guest_id: guest.id,
        booking_code: stay.bookingCode,
        room: stay.room,
        ...declaredIdentity(guest),
        ...declaredStay(guest, stay.departure),
        ...registerAddress(guest),
        arrival: stay.arrival,
        departure: stay.departure,
        checked_in_at: stay.checkedInAt ? stay.checkedInAt.toISOString() : null,
        missing,
        invalid: missing.filter((field) => isFieldGiven(asRules, field)),
        entry_port_name: port,
        warnings: registration.warnings.filter((item) => item.guest_id === String(guest.id)).map((item) => item.code),
        declared_at: stay.declaredAt ? stay.declaredAt.toISOString() : null,
        declared_by: stay.declaredBy,
      });
    }
  }
  const order = (a: RegisterRow, b: RegisterRow) =>
    Number(b.missing.length > 0) - Number(a.missing.length > 0) ||
    a.room.localeCompare(b.room, "vi", { numeric: true }) ||
    a.name.localeCompare(b.name, "vi");
  return {
    date: input.date,
    timezone: property.timezone,
    vietnamese: rows.filter((row) => row.nationality === "VN").sort(order),
    foreigners: rows.filter((row) => row.nationality !== "VN").sort(order),
  };
}

export type GuestRegister = Awaited<ReturnType<typeof readGuestRegister>>;

function registerAddress(guest: typeof guests.$inferSelect) {
  const address = residenceAddress(guest);
  return { province: address.province, ward: address.ward, address: address.street, former_address: address.former };
}

async function countPhotos(db: Queryable, guestIds: number[]): Promise<Map<number, number>> {
  if (guestIds.length === 0) return new Map();
  const counts = await db
    .select({ guestId: identityImages.guestId, count: sql<number>`count(*)::int` })
    .from(identityImages)
    .where(inArray(identityImages.guestId, guestIds))
    .groupBy(identityImages.guestId);
  return new Map(counts.map((row) => [row.guestId, Number(row.count)]));
}
