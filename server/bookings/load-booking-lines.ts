import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/server/platform/db/database";
import { groupRows } from "@/server/platform/db/group-rows";
import { preparedStatement } from "@/server/platform/db/query-rows";
import type { PaymentKind } from "@/server/domain/enums";
import { GUEST_RECORD, guestFieldsWhere, type GuestColumn, type GuestFieldsWhere } from "@/server/domain/guest-record";
import { guests } from "@/server/platform/db/schema";
import { bookingRowJson, toBookingRow, type BookingRowJson } from "./booking-row-json";
import type { BookingRow } from "./find-booking";

// Everything a booking detail is made of, in one statement whatever the number of rooms,
// guests or lines: one round trip on the hot path of Get Booking Detail, and the one read of
// its lines a write makes (family-lines.ts). A group (master) booking reads the rooms, payments
// and sources of its children as well as its own. Money and dates leave the database as text,
// so no amount passes through a float.

export interface BookingRoomLine {
  id: string;
  bookingId: string;
  status: string;
  roomType: string;
  roomUnit: string | null;
  adults: number;
  children: number;
  infants: number;
  hasBreakfast: boolean;
  discount: string;
  checkinDate: string;
  checkoutDate: string;
}

interface NightlyPriceLine {
  bookingRoomId: string;
  day: string;
  price: string;
}

export interface ServiceLine {
  /** The line's own id (a UUID): two lines of one catalog service share serviceCode, never this. */
  id: string;
  bookingRoomId: string;
  serviceCode: string | null;
  name: string;
  quantity: string;
  pricePerUnit: string;
  discount: string;
  currency: string | null;
  serviceUsedDate: string | null;
}

/** The guest record's fields a booking's lines carry (guest-record.ts's inLines), under their columns' names. */
type GuestLineFields = { [F in GuestFieldsWhere<"inLines", true> as GuestColumn<F>]: (typeof guests.$inferSelect)[GuestColumn<F>] };

export interface GuestLine extends GuestLineFields {
  id: number;
  bookingRoomId: string;
  position: number;
  invoiceCompany: string | null;
  invoiceTaxCode: string | null;
  invoiceAddress: string | null;
  invoiceEmail: string | null;
  /** The credential (`kind:id`) that last wrote the invoice columns; null when not recorded. */
  invoiceWrittenBy: string | null;
  /** The credential (`kind:id`) that last wrote the guest's identity; null when not recorded. */
  registeredBy: string | null;
}

interface PaymentLine {
  id: number;
  bookingId: string;
  /** Money in is positive; a refund (`kind` refund) is negative, so the sum of paid lines is what the property holds. */
  amount: string;
  method: string | null;
  paidAt: string | null;
  notes: string | null;
  kind: PaymentKind;
}

/** A manager's decision to keep what was overpaid as the guest's credit (kept_overpayments). */
interface KeptOverpaymentLine {
  id: number;
  bookingId: string;
  amount: string;
  reason: string;
  actorName: string;
}

interface MealLine {
  bookingRoomId: string;
  serveDate: string;
  adults: number;
  children: number;
}

interface IdentityImageLine {
  guestId: number;
  storageKey: string;
  uploadedBy: string | null;
}

interface BookingSourceLine {
  name: string;
  color: string;
}

interface LinesRow {
  rooms: BookingRoomLine[];
  nightly_prices: NightlyPriceLine[];
  service_lines: ServiceLine[];
  meals: MealLine[];
  guests: GuestLine[];
  images: IdentityImageLine[];
  payments: PaymentLine[];
  kept_overpayments: KeptOverpaymentLine[];
  /** By source id: the booking's own and, for a group, its children's (null when there is none). */
  sources: Record<string, BookingSourceLine> | null;
  /** The root booking itself. */
  booking: BookingRowJson | null;
}

const propertyId = sql.placeholder("propertyId");

/** The pairs of json_build_object that read GuestLineFields: each column under its key, a date as text (as the drivers agree on it). */
function guestLineFields(): SQL {
  const columns = getTableColumns(guests);
  const pairs = guestFieldsWhere("inLines", true).map((field) => {
    const { column } = GUEST_RECORD[field];
    // The field's name is its column's in the database (guest-record.test.ts).
    return `'${column}', g.${field}${columns[column].getSQLType() === "date" ? "::text" : ""}`;
  });
  return sql.raw(pairs.join(", "));
}

/**
 * The lines of the `root` booking (one row of bookings, found by the caller's condition) in one
 * statement, with the root itself: a group (master) reads its children's rooms, payments and
 * sources as well as its own, a plain booking only its own, by one text whose generic plan fits
 * both (the members are the root, or the root's children).
 */
function linesStatement<V extends Record<string, unknown>>(name: string, root: SQL) {
  return preparedStatement<LinesRow, V>(
    name,
    () => sql`
    with root as (select * from bookings where property_id = ${propertyId} and ${root}),
    member as (
      select id from root where not is_group
      union all
      select b.id from bookings b join root on root.is_group and b.property_id = root.property_id and b.group_id = root.id
    ),
    room_rows as (
      select br.id, br.booking_id, br.status, rt.title as room_type, r.name as room_unit, br.adults, br.children, br.infants,
             br.has_breakfast, br.discount::text as discount, br.checkin_date, br.checkout_date, b.code, br.position
      from booking_rooms br
      join bookings b on b.id = br.booking_id
      join room_types rt on rt.id = br.room_type_id
      left join rooms r on r.id = br.room_id
      where br.property_id = ${propertyId} and br.booking_id in (select id from member)
    ),
    guest_rows as (
      select g.* from guests g where g.property_id = ${propertyId} and g.booking_room_id in (select id from room_rows)
    )
    select
      (select coalesce(json_agg(json_build_object(
          'id', id, 'bookingId', booking_id, 'status', status, 'roomType', room_type, 'roomUnit', room_unit,
          'adults', adults, 'children', children, 'infants', infants, 'hasBreakfast', has_breakfast, 'discount', discount,
          'checkinDate', checkin_date::text, 'checkoutDate', checkout_date::text)
        order by code, position, id), '[]') from room_rows) as rooms,
      (select coalesce(json_agg(json_build_object('bookingRoomId', np.booking_room_id, 'day', np.day::text, 'price', np.price::text)), '[]')
        from nightly_prices np where np.booking_room_id in (select id from room_rows)) as nightly_prices,
      (select coalesce(json_agg(json_build_object(
          'id', sl.id, 'bookingRoomId', sl.booking_room_id, 'serviceCode', sl.service_code, 'name', sl.name, 'quantity', sl.quantity::text,
          'pricePerUnit', sl.price_per_unit::text, 'discount', sl.discount::text, 'currency', sl.currency,
          'serviceUsedDate', sl.service_used_date::text)
        order by sl.created_at, sl.id), '[]')
        from service_lines sl where sl.property_id = ${propertyId} and sl.booking_room_id in (select id from room_rows)) as service_lines,
      (select coalesce(json_agg(json_build_object(
          'bookingRoomId', m.booking_room_id, 'serveDate', m.serve_date::text, 'adults', m.adults, 'children', m.children)
        order by m.serve_date, m.id), '[]')
        from meals m where m.property_id = ${propertyId} and m.booking_room_id in (select id from room_rows)) as meals,
      (select coalesce(json_agg(json_build_object(
          'id', g.id, 'bookingRoomId', g.booking_room_id, 'position', g.position, ${guestLineFields()},
          'invoiceCompany', g.invoice_company, 'invoiceTaxCode', g.invoice_tax_code,
          'invoiceAddress', g.invoice_address, 'invoiceEmail', g.invoice_email, 'invoiceWrittenBy', g.invoice_written_by,
          'registeredBy', g.registered_by)
        order by g.position, g.id), '[]') from guest_rows g) as guests,
      (select coalesce(json_agg(json_build_object('guestId', ii.guest_id, 'storageKey', ii.storage_key, 'uploadedBy', ii.uploaded_by)
        order by ii.position, ii.created_at), '[]')
        from identity_images ii where ii.guest_id in (select id from guest_rows)) as images,
      (select coalesce(json_agg(json_build_object(
          'id', p.id, 'bookingId', p.booking_id, 'amount', p.amount::text, 'method', p.method, 'paidAt', p.paid_at::text, 'notes', p.notes,
          'kind', p.kind)
        order by p.id), '[]')
        from payments p where p.property_id = ${propertyId} and (p.booking_id in (select id from root) or p.booking_id in (select id from member))) as payments,
      (select coalesce(json_agg(json_build_object(
          'id', k.id, 'bookingId', k.booking_id, 'amount', k.amount::text, 'reason', k.reason, 'actorName', k.actor_name)
        order by k.id), '[]')
        from kept_overpayments k
        where k.property_id = ${propertyId} and (k.booking_id in (select id from root) or k.booking_id in (select id from member))) as kept_overpayments,
      (select json_object_agg(s.id, json_build_object('name', s.name, 'color', s.color))
        from booking_sources s
        where s.id in (select source_id from root) or s.id in (select b.source_id from bookings b where b.id in (select id from member))) as sources,
      (select ${bookingRowJson("root")} from root) as booking`,
  );
}

const linesById = linesStatement<{ propertyId: string; bookingId: string }>(
  "booking_lines",
  sql`id = ${sql.placeholder("bookingId")}::uuid`,
);
const bookingWithLinesByCode = linesStatement<{ propertyId: string; code: string }>(
  "booking_with_lines",
  sql`code = ${sql.placeholder("code")}`,
);

function toLines(row: LinesRow) {
  return {
    rooms: row.rooms,
    identityImages: groupRows(row.images, (image) => String(image.guestId)),
    nightlyPrices: groupRows(row.nightly_prices, (night) => night.bookingRoomId),
    serviceLines: groupRows(row.service_lines, (line) => line.bookingRoomId),
    meals: groupRows(row.meals, (meal) => meal.bookingRoomId),
    guests: groupRows(row.guests, (guest) => guest.bookingRoomId),
    payments: row.payments,
    keptOverpayments: row.kept_overpayments,
    sources: new Map(Object.entries(row.sources ?? {})),
  };
}

/** The lines of a booking already read (a write reads its family's lines so, once, after locking). */
export async function loadBookingLines(db: Queryable, booking: BookingRow) {
  const [row] = await linesById(db, { propertyId: booking.propertyId, bookingId: booking.id });
  return toLines(row!);
}

/**
 * A booking by its code with its lines, in one round trip (the hot path of Get Booking Detail);
 * undefined when the property has no booking of that code.
 */
export async function loadBookingWithLines(db: Queryable, propertyId: string, code: string) {
  const [row] = await bookingWithLinesByCode(db, { propertyId, code });
  return row?.booking ? { booking: toBookingRow(row.booking), lines: toLines(row) } : undefined;
}

export type BookingLines = Awaited<ReturnType<typeof loadBookingLines>>;
