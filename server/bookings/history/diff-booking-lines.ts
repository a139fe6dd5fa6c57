import { GUEST_RECORD, guestFieldsWhere, type GuestColumn, type GuestRecordField } from "@/server/domain/guest-record";
import type { BookingLines, GuestLine, ServiceLine } from "../load-booking-lines";
import { lineTotal } from "../rules/totals";

// What a write changed, from the lines it read and the lines it left (every write computes
// both: they make its answer and its webhook). Pure: the history is whatever really differs,
// never what a request merely sent.
//
// Guests' personal data is not copied into the history in full: a name is (the desk must see
// who was added or removed), an ID number keeps its last 4 characters, a phone its last 3, and
// other personal fields (birth date, e-mail, address, invoice details) are recorded as changed
// without their values. The history outlives the guest record's retention; the ID stays out.

export interface Change {
  /** A dot path of the booking detail: notes, rooms.<id>.status, rooms.<id>.nights.<day>, guests.<id>.name, payments.<id>... */
  field: string;
  before: unknown;
  after: unknown;
}

/** A change list is bounded: a replace of 50 guests still records one row of reasonable size. */
export const MAX_CHANGES = 200;

/**
 * The order a history row has always listed one guest's changed columns in, which predates the guest
 * record (whose order is the detail answer's): kept so that a history answer stays what it was.
 * A column the record gains later needs no entry here; it comes after these, in the record's order.
 */
const LISTING_ORDER: readonly GuestColumn<GuestRecordField>[] = [
  "name",
  "idType",
  "gender",
  "country",
  "city",
  "ward",
  "isPrimaryGuest",
  "visaKind",
  "entryPort",
  "stayPurpose",
  "stayUntil",
  "birthday",
  "email",
  "visaNumber",
  "visaExpiry",
  "entryDate",
  "entryPortOther",
];
const listed = (column: GuestColumn<GuestRecordField>) => {
  const at = LISTING_ORDER.indexOf(column);
  return at === -1 ? LISTING_ORDER.length : at;
};

/** The guest record's columns the history records, by how (guest-record.ts's `history`), in the history's listing order. */
const columnsRecorded = <F extends GuestRecordField>(fields: F[]) =>
  fields
    .map((field, recordOrder): { column: GuestColumn<F>; recordOrder: number } => ({ column: GUEST_RECORD[field].column, recordOrder }))
    .sort((a, b) => listed(a.column) - listed(b.column) || a.recordOrder - b.recordOrder)
    .map(({ column }) => column);
const GUEST_FIELDS = columnsRecorded(guestFieldsWhere("history", "values"));
/** A changed column recorded by its last characters only: enough to tell two apart, not to use either. */
const MASKED_GUEST_FIELDS = [
  ...columnsRecorded(guestFieldsWhere("history", "last 4")).map((column) => ({ column, keep: 4 })),
  ...columnsRecorded(guestFieldsWhere("history", "last 3")).map((column) => ({ column, keep: 3 })),
];
const HIDDEN_GUEST_FIELDS = [
  ...columnsRecorded(guestFieldsWhere("history", "changed")),
  // The booking's invoice details, kept on its primary guest.
  "invoiceCompany",
  "invoiceTaxCode",
  "invoiceAddress",
  "invoiceEmail",
] as const satisfies readonly (keyof GuestLine)[];

export function diffBookingLines(before: BookingLines, after: BookingLines, currency: string): Change[] {
  const changes: Change[] = [];
  diffRooms(before, after, currency, changes);
  diffGuests(before, after, changes);
  diffPayments(before, after, changes);
  diffKeptOverpayments(before, after, changes);
  if (changes.length <= MAX_CHANGES) return changes;
  return [...changes.slice(0, MAX_CHANGES - 1), { field: "more", before: null, after: changes.length - MAX_CHANGES + 1 }];
}

function diffRooms(before: BookingLines, after: BookingLines, currency: string, changes: Change[]) {
  for (const room of after.rooms) {
    const was = before.rooms.find((candidate) => candidate.id === room.id);
    const at = `rooms.${room.id}`;
    if (!was) {
      changes.push({ field: at, before: null, after: { room_type: room.roomType, room_unit: room.roomUnit, status: room.status } });
      continue;
    }
    if (was.status !== room.status) changes.push({ field: `${at}.status`, before: was.status, after: room.status });
    if (was.checkinDate !== room.checkinDate)
      changes.push({ field: `${at}.checkin_date`, before: was.checkinDate, after: room.checkinDate });
    if (was.checkoutDate !== room.checkoutDate)
      changes.push({ field: `${at}.checkout_date`, before: was.checkoutDate, after: room.checkoutDate });
    if (was.roomUnit !== room.roomUnit) changes.push({ field: `${at}.room_unit`, before: was.roomUnit, after: room.roomUnit });
    if (Number(was.discount) !== Number(room.discount))
      changes.push({ field: `${at}.discount`, before: amount(was.discount), after: amount(room.discount) });
    const pricesBefore = pricesOf(before, room.id);
    const pricesAfter = pricesOf(after, room.id);
    for (const day of [...new Set([...pricesBefore.keys(), ...pricesAfter.keys()])].sort()) {
      const from = pricesBefore.get(day) ?? null;
      const to = pricesAfter.get(day) ?? null;
      if (from === null ? to !== null : to === null || Number(from) !== Number(to)) {
        changes.push({ field: `${at}.nights.${day}`, before: from === null ? null : amount(from), after: to === null ? null : amount(to) });
      }
    }
    diffServices(before.serviceLines.get(room.id) ?? [], after.serviceLines.get(room.id) ?? [], `${at}.services`, currency, changes);
  }
}

/** Amounts as the API's JSON gives them (numbers; the columns hold at most 15 significant digits, which a double keeps exactly). */
function amount(text: string): number {
  return Number(text);
}

function pricesOf(lines: BookingLines, roomId: string): Map<string, string> {
  return new Map((lines.nightlyPrices.get(roomId) ?? []).map((night) => [night.day, night.price]));
}

/** Service lines by their own id: one added, one removed (a line is never edited in place). */
function diffServices(before: readonly ServiceLine[], after: readonly ServiceLine[], field: string, currency: string, changes: Change[]) {
  const was = new Set(before.map((line) => line.id));
  const is = new Set(after.map((line) => line.id));
  for (const line of after) if (!was.has(line.id)) changes.push({ field, before: null, after: serviceOf(line, currency) });
  for (const line of before) if (!is.has(line.id)) changes.push({ field, before: serviceOf(line, currency), after: null });
}

function serviceOf(line: ServiceLine, currency: string) {
  return {
    line_id: line.id,
    id: line.serviceCode,
    name: line.name,
    quantity: amount(line.quantity),
    price_per_unit: amount(line.pricePerUnit),
    discount: amount(line.discount),
    total_price: lineTotal(line, currency).toNumber(),
    service_used_date: line.serviceUsedDate,
  };
}

function diffGuests(before: BookingLines, after: BookingLines, changes: Change[]) {
  const was = new Map([...before.guests.values()].flat().map((guest) => [guest.id, guest]));
  const is = new Map([...after.guests.values()].flat().map((guest) => [guest.id, guest]));
  const photos = (lines: BookingLines, id: number) => lines.identityImages.get(String(id))?.length ?? 0;
  for (const [id, guest] of is) {
    const old = was.get(id);
    const at = `guests.${id}`;
    if (!old) {
      changes.push({ field: at, before: null, after: guestSummary(guest, photos(after, id)) });
      continue;
    }
    for (const name of GUEST_FIELDS)
      if (old[name] !== guest[name]) changes.push({ field: `${at}.${name}`, before: old[name], after: guest[name] });
    for (const { column: name, keep } of MASKED_GUEST_FIELDS) {
      if (old[name] !== guest[name])
        changes.push({ field: `${at}.${name}`, before: masked(old[name], keep), after: masked(guest[name], keep) });
    }
    for (const name of HIDDEN_GUEST_FIELDS)
      if (old[name] !== guest[name]) changes.push({ field: `${at}.${name}`, before: "…", after: "…" });
    if (photos(before, id) !== photos(after, id))
      changes.push({ field: `${at}.identity_images`, before: photos(before, id), after: photos(after, id) });
  }
  for (const [id, guest] of was)
    if (!is.has(id)) changes.push({ field: `guests.${id}`, before: guestSummary(guest, photos(before, id)), after: null });
}

function guestSummary(guest: GuestLine, photos: number) {
  return { name: guest.name, id_type: guest.idType, identity: masked(guest.identity, 4), country: guest.country, identity_images: photos };
}

/** The last 4 characters of an ID number, the last 3 digits of a phone: enough to tell two apart, not to use either. */
function masked(value: string | null, keep: number): string | null {
  if (value === null || value === "") return value;
  return `…${value.replace(/\s+/g, "").slice(-keep)}`;
}

function diffPayments(before: BookingLines, after: BookingLines, changes: Change[]) {
  const payment = (line: BookingLines["payments"][number]) => ({
    amount: amount(line.amount),
    method: line.method,
    paid_at: line.paidAt?.replace("T", " ").slice(0, 19) ?? null,
  });
  for (const line of after.payments) {
    const old = before.payments.find((candidate) => candidate.id === line.id);
    if (!old) changes.push({ field: `payments.${line.id}`, before: null, after: payment(line) });
    else if (old.amount !== line.amount || old.paidAt !== line.paidAt || old.method !== line.method) {
      changes.push({ field: `payments.${line.id}`, before: payment(old), after: payment(line) });
    }
  }
  for (const line of before.payments)
    if (!after.payments.some((candidate) => candidate.id === line.id))
      changes.push({ field: `payments.${line.id}`, before: payment(line), after: null });
}

/** A manager's decision to keep an overpayment as credit: added once, never changed (its reason is the entry's). */
function diffKeptOverpayments(before: BookingLines, after: BookingLines, changes: Change[]) {
  for (const line of after.keptOverpayments) {
    if (!before.keptOverpayments.some((candidate) => candidate.id === line.id)) {
      changes.push({ field: `kept_overpayments.${line.id}`, before: null, after: { amount: amount(line.amount) } });
    }
  }
}
