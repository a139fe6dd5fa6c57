import { and, eq, inArray, ne } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { guests, identityImages } from "@/server/platform/db/schema";
import { MAX_IDENTITY_IMAGES_PER_GUEST } from "@/server/platform/files/identity-image";
import type { FieldErrors } from "@/server/domain/errors";
import { GUEST_RECORD, GUEST_RECORD_FIELDS, guestFieldsWhere, type GuestColumn } from "@/server/domain/guest-record";
import { isBorderGateCode } from "@/server/reference/border-gates";
import type { LinkView } from "../link-view";
import type { BookingLines, BookingRoomLine, GuestLine } from "../load-booking-lines";
import type { IdentityImageUploads } from "./identity-image-uploads";
import { recordAsWritten } from "./link-guest-edits";
import type { ClaimedImages } from "./staged-image-claims";
import { UPDATE_BOOKING_MAXIMA, type GuestRecord } from "./schema";

const MAX_GUESTS = UPDATE_BOOKING_MAXIMA.guestsPerRoom;

// rooms[i].guests: `add` appends, `replace` makes the list exactly the records sent. A record
// with the `id` of a guest of this room updates that guest (only the fields sent), keeping its
// identity images, so a check-in form can edit a guest without losing their photos. Every record
// written names its writer in `registered_by` (a record always carries the guest's name), which
// decides what check-in links see of the guest (link-view.ts, link-guest-edits.ts).

export interface GuestUpdate {
  room: BookingRoomLine;
  roomIndex: number;
  method: "add" | "replace";
  records: GuestRecord[];
  uploads: IdentityImageUploads;
  /** Photos staged beforehand that the records name (`identity_image_ids`), already locked. */
  staged: ClaimedImages;
}

/** What is wrong with rooms[i].guests, against the room's guests and photos as read. */
export function guestUpdateErrors(update: GuestUpdate, lines: BookingLines): FieldErrors {
  const { room, roomIndex, records } = update;
  const path = (index: number, field: string) => `rooms.${roomIndex}.guests.records.${index}.${field}`;
  const existing = lines.guests.get(room.id) ?? [];
  const existingIds = new Set(existing.map((guest) => guest.id));
  const errors: FieldErrors = {};
  const firstRecordOf = new Map<number, number>();

  records.forEach((record, index) => {
    if (record.id != null) {
      if (!existingIds.has(record.id)) errors[path(index, "id")] = ["Not a guest of this room."];
      else if (firstRecordOf.has(record.id))
        errors[path(index, "id")] = [`This guest is already in records.${firstRecordOf.get(record.id)}.`];
      else firstRecordOf.set(record.id, index);
    }
    // The schema checks only the code's shape (the guest's phone does not download the list).
    if (record.entry_port && !isBorderGateCode(record.entry_port))
      errors[path(index, "entry_port")] = ["Not a code of Get Border Gates, nor other."];
    const stored = record.id != null && existingIds.has(record.id) ? imagesOf(lines, record.id).length : 0;
    const files = update.uploads.get(`${roomIndex}.${index}`)?.length ?? 0;
    const staged = update.staged.get(`${roomIndex}.${index}`)?.length ?? 0;
    if (stored + files + staged > MAX_IDENTITY_IMAGES_PER_GUEST) {
      // Named where the request added photos: its files, else its staged ids.
      errors[path(index, files > 0 ? "identity_image" : "identity_image_ids")] = [
        `At most ${MAX_IDENTITY_IMAGES_PER_GUEST} identity images per guest.`,
      ];
    }
  });
  // Repeated `add`s must not grow a room's guest list without end.
  const added = records.filter((record) => record.id == null).length;
  if ((update.method === "replace" ? records.length : existing.length + added) > MAX_GUESTS) {
    errors[`rooms.${roomIndex}.guests.records`] = [`A room holds at most ${MAX_GUESTS} guests.`];
  }
  return errors;
}

/**
 * Writes rooms[i].guests, already checked by guestUpdateErrors, and the rows of their photos
 * (the files are stored by the caller). Returns the lines with the room's guests and photos as
 * written, and the files of the guests a `replace` removed, to delete once committed.
 */
export async function applyGuestUpdates(
  tx: Transaction,
  update: GuestUpdate & {
    lines: BookingLines;
    propertyId: string;
    /** The credential's `kind:id`, recorded on each identity image (a check-in link sees only its own) and as each guest's registered_by. */
    uploadedBy: string;
    linkView: LinkView | undefined;
  },
): Promise<{ lines: BookingLines; removedFiles: string[]; recordIds: number[] }> {
  const { room, method, lines } = update;
  const existing = lines.guests.get(room.id) ?? [];
  const storedById = new Map(existing.map((guest) => [guest.id, guest]));
  const written = update.records.map((record) =>
    recordAsWritten(record, record.id != null ? storedById.get(record.id) : undefined, update.linkView),
  );
  const records = written.map(({ record }) => record);
  const writers = written.map(({ registers }) => (registers ? update.uploadedBy : undefined));
  const sentIds = new Set(records.flatMap((record) => (record.id != null ? [record.id] : [])));
  const dropped = method === "replace" ? existing.filter((guest) => !sentIds.has(guest.id)) : [];
  if (dropped.length > 0) {
    // Their photos' rows go with them (on delete cascade); the files once committed.
    await tx.delete(guests).where(
      inArray(
        guests.id,
        dropped.map((guest) => guest.id),
      ),
    );
  }

  let nextPosition = existing.reduce((last, guest) => Math.max(last, guest.position), -1) + 1;
  const positions = records.map((record, index) => (method === "replace" ? index : record.id != null ? undefined : nextPosition++));
  const ids = await saveGuests(tx, { propertyId: update.propertyId, bookingRoomId: room.id }, records, positions, writers);
  const images = await saveImageRows(tx, update, ids);

  const byId = new Map(existing.filter((guest) => !dropped.includes(guest)).map((guest) => [guest.id, guest]));
  records.forEach((record, index) => {
    const before = byId.get(ids[index]!) ?? newGuestLine(ids[index]!, room.id);
    byId.set(ids[index]!, {
      ...before,
      ...guestLineFields(record),
      ...(writers[index] === undefined ? {} : { registeredBy: writers[index] }),
      ...(positions[index] === undefined ? {} : { position: positions[index] }),
    });
  });
  // Each record made primary takes it from the others in turn, so the last one keeps it.
  const primary = ids.findLast((_, index) => records[index]!.is_primary_guest === true);
  const demoted = [...byId.values()].filter((guest) => guest.id !== primary && guest.isPrimaryGuest);
  if (primary !== undefined && demoted.length > 0) {
    await tx
      .update(guests)
      .set({ isPrimaryGuest: false })
      .where(and(eq(guests.bookingRoomId, room.id), ne(guests.id, primary), eq(guests.isPrimaryGuest, true)));
    for (const guest of demoted) byId.set(guest.id, { ...guest, isPrimaryGuest: false });
  }

  const identityImages = new Map(lines.identityImages);
  for (const guest of dropped) identityImages.delete(String(guest.id));
  for (const [guestId, rows] of images) identityImages.set(String(guestId), [...imagesOf(lines, guestId), ...rows]);
  const roomGuests = new Map(lines.guests);
  // As load-booking-lines orders them: by position, then id.
  roomGuests.set(
    room.id,
    [...byId.values()].sort((a, b) => a.position - b.position || a.id - b.id),
  );
  return {
    lines: { ...lines, guests: roomGuests, identityImages },
    removedFiles: dropped.flatMap((guest) => imagesOf(lines, guest.id).map((image) => image.storageKey)),
    recordIds: ids,
  };
}

function imagesOf(lines: BookingLines, guestId: number) {
  return lines.identityImages.get(String(guestId)) ?? [];
}

/** The guest's columns from the fields the record sends (guest-record.ts); fields it leaves out are left alone. */
function guestColumns(record: GuestRecord): Partial<typeof guests.$inferInsert> {
  const columns: Partial<Record<GuestColumn, unknown>> = {};
  for (const field of GUEST_RECORD_FIELDS) {
    // The column holds no null: a null is_primary_guest leaves it as it is.
    const value = field === "is_primary_guest" ? (record[field] ?? undefined) : record[field];
    if (value !== undefined) columns[GUEST_RECORD[field].column] = value;
  }
  return columns as Partial<typeof guests.$inferInsert>;
}

/** Of those columns, the ones a booking's lines carry (guest-record.ts's inLines). */
function guestLineFields(record: GuestRecord): Partial<GuestLine> {
  const columns: Partial<Record<GuestColumn, unknown>> = guestColumns(record);
  return Object.fromEntries(
    LINE_COLUMNS.flatMap((column) => (columns[column] === undefined ? [] : [[column, columns[column]]])),
  ) as Partial<GuestLine>;
}

const LINE_COLUMNS = guestFieldsWhere("inLines", true).map((field) => GUEST_RECORD[field].column);

/** A guest just inserted, as the database defaults the columns the record did not send. */
function newGuestLine(id: number, bookingRoomId: string): GuestLine {
  return {
    id,
    bookingRoomId,
    position: 0,
    ...(Object.fromEntries(LINE_COLUMNS.map((column) => [column, null])) as Record<(typeof LINE_COLUMNS)[number], null>),
    name: "",
    isPrimaryGuest: false,
    invoiceCompany: null,
    invoiceTaxCode: null,
    invoiceAddress: null,
    invoiceEmail: null,
    invoiceWrittenBy: null,
    registeredBy: null,
  };
}

/**
 * Updates the records that name a guest (one statement each: each sends its own fields) and
 * inserts the others in one statement. Returns the guest id of each record, in order.
 */
async function saveGuests(
  tx: Transaction,
  { propertyId, bookingRoomId }: { propertyId: string; bookingRoomId: string },
  records: GuestRecord[],
  positions: (number | undefined)[],
  /** Each record's writer for registered_by; undefined leaves it (a guest a link sent back unchanged). */
  writers: (string | undefined)[],
): Promise<number[]> {
  const ids = new Array<number>(records.length);
  const added: number[] = [];
  for (const [index, record] of records.entries()) {
    const position = positions[index];
    if (record.id == null) {
      added.push(index);
      continue;
    }
    await tx
      .update(guests)
      .set({ ...guestColumns(record), registeredBy: writers[index], ...(position === undefined ? {} : { position }) })
      .where(eq(guests.id, record.id));
    ids[index] = record.id;
  }
  if (added.length === 0) return ids;
  const rows = await tx
    .insert(guests)
    .values(
      added.map((index) => ({
        ...guestColumns(records[index]!),
        name: records[index]!.name,
        isPrimaryGuest: records[index]!.is_primary_guest ?? false,
        propertyId,
        bookingRoomId,
        registeredBy: writers[index],
        position: positions[index]!,
      })),
    )
    .returning({ id: guests.id, position: guests.position });
  // New records have positions of their own, which tell the returned rows apart.
  const idByPosition = new Map(rows.map((row) => [row.position, row.id]));
  for (const index of added) ids[index] = idByPosition.get(positions[index]!)!;
  return ids;
}

/**
 * One row per photo of the room's records, in one statement, after the guest's stored ones: the
 * request's files, then its staged photos (their file and uploader kept; the caller deletes the
 * staged rows). Returned by guest id.
 */
async function saveImageRows(
  tx: Transaction,
  update: GuestUpdate & { lines: BookingLines; propertyId: string; uploadedBy: string },
  ids: number[],
): Promise<Map<number, { guestId: number; storageKey: string; uploadedBy: string }[]>> {
  const rows = ids.flatMap((guestId, index) => {
    const record = `${update.roomIndex}.${index}`;
    const photos = [
      ...(update.uploads.get(record) ?? []).map(({ storageKey, image }) => ({
        storageKey,
        contentType: image.contentType,
        byteSize: image.data.length,
        width: image.width,
        height: image.height,
      })),
      ...(update.staged.get(record) ?? []).map(({ storageKey, contentType, byteSize, width, height }) => ({
        storageKey,
        contentType,
        byteSize,
        width,
        height,
      })),
    ];
    return photos.map((photo, offset) => ({
      ...photo,
      propertyId: update.propertyId,
      guestId,
      position: imagesOf(update.lines, guestId).length + offset,
      uploadedBy: update.uploadedBy,
    }));
  });
  if (rows.length > 0) await tx.insert(identityImages).values(rows);
  const byGuest = new Map<number, { guestId: number; storageKey: string; uploadedBy: string }[]>();
  for (const row of rows)
    byGuest.set(row.guestId, [
      ...(byGuest.get(row.guestId) ?? []),
      { guestId: row.guestId, storageKey: row.storageKey, uploadedBy: row.uploadedBy },
    ]);
  return byGuest;
}
