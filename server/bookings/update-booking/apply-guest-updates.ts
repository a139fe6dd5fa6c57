import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { guests, identityImages } from "@/server/platform/db/schema";
import { getFileStorage, newStorageKey } from "@/server/platform/files/file-storage";
import { MAX_IDENTITY_IMAGES_PER_GUEST } from "@/server/platform/files/identity-image";
import type { FieldErrors } from "@/server/domain/errors";
import type { BookingRoomRow } from "../resolve-booking-room";
import type { ProcessedImage } from "./parse-update-request";
import { UPDATE_BOOKING_MAXIMA, type GuestRecord } from "./schema";

const MAX_GUESTS = UPDATE_BOOKING_MAXIMA.guestsPerRoom;

/** Files written or to be removed by this request: the caller cleans up after commit or rollback. */
export interface FileChanges {
  stored: string[];
  removed: string[];
}

/**
 * rooms[i].guests: `add` appends, `replace` makes the list exactly the records sent. A record
 * with the `id` of a guest of this room updates that guest (only the fields sent), keeping its
 * identity images, so a check-in form can edit a guest without losing their photos.
 */
export async function applyGuestUpdates(
  tx: Transaction,
  input: {
    room: BookingRoomRow;
    roomIndex: number;
    method: "add" | "replace";
    records: GuestRecord[];
    images: Map<string, ProcessedImage[]>;
    files: FileChanges;
    errors: FieldErrors;
    /** The credential's `kind:id`, recorded on each identity image (a check-in link sees only its own). */
    uploadedBy: string;
  },
): Promise<void> {
  const { room, roomIndex, records, errors } = input;
  const path = (index: number, field: string) => `rooms.${roomIndex}.guests.records.${index}.${field}`;
  const existing = await tx.select({ id: guests.id, position: guests.position }).from(guests).where(eq(guests.bookingRoomId, room.id));
  const existingIds = new Set(existing.map((guest) => guest.id));
  const imageCounts = await countImages(tx, [...existingIds]);

  records.forEach((record, index) => {
    if (record.id != null && !existingIds.has(record.id)) errors[path(index, "id")] = ["Not a guest of this room."];
    const total = (record.id != null ? (imageCounts.get(record.id) ?? 0) : 0) + (input.images.get(`${roomIndex}.${index}`)?.length ?? 0);
    if (total > MAX_IDENTITY_IMAGES_PER_GUEST) {
      errors[path(index, "identity_image")] = [`At most ${MAX_IDENTITY_IMAGES_PER_GUEST} identity images per guest.`];
    }
  });
  // Repeated `add`s must not grow a room's guest list without end.
  const added = records.filter((record) => record.id == null).length;
  if ((input.method === "replace" ? records.length : existing.length + added) > MAX_GUESTS) {
    errors[`rooms.${roomIndex}.guests.records`] = [`A room holds at most ${MAX_GUESTS} guests.`];
  }
  if (Object.keys(errors).length > 0) return;

  if (input.method === "replace") {
    const kept = new Set(records.flatMap((record) => (record.id != null ? [record.id] : [])));
    const dropped = existing.filter((guest) => !kept.has(guest.id)).map((guest) => guest.id);
    if (dropped.length > 0) {
      const keys = await tx.select({ key: identityImages.storageKey }).from(identityImages).where(inArray(identityImages.guestId, dropped));
      input.files.removed.push(...keys.map((row) => row.key));
      await tx.delete(guests).where(inArray(guests.id, dropped));
    }
  }

  let nextPosition = input.method === "replace" ? 0 : existing.reduce((last, guest) => Math.max(last, guest.position), -1) + 1;
  const positions = records.map((record, index) => (input.method === "replace" ? index : record.id != null ? undefined : nextPosition++));
  const guestIds = await saveGuests(tx, room, records, positions);
  for (const [index, guestId] of guestIds.entries()) {
    await storeImages(tx, room.propertyId, guestId, input.images.get(`${roomIndex}.${index}`) ?? [], imageCounts.get(guestId) ?? 0, input.files, input.uploadedBy);
  }
  // Each record made primary takes it from the others in turn, so the last one keeps it.
  const primary = guestIds.findLast((_, index) => records[index]!.is_primary_guest === true);
  if (primary !== undefined) {
    await tx
      .update(guests)
      .set({ isPrimaryGuest: false })
      .where(and(eq(guests.bookingRoomId, room.id), ne(guests.id, primary), eq(guests.isPrimaryGuest, true)));
  }
}

/** The guest's columns from the fields the record sends; fields it leaves out are left alone. */
function guestColumns(record: GuestRecord) {
  const columns = {
    name: record.name,
    email: record.email,
    phone: record.phone,
    birthday: record.birthday,
    gender: record.gender,
    identity: record.identity,
    idType: record.id_type,
    identityIssueDate: record.identity_issue_date,
    address: record.address,
    ward: record.ward,
    city: record.city,
    country: record.country,
    isPrimaryGuest: record.is_primary_guest ?? undefined,
    accommodationType: record.accommodation_type,
    travelPurpose: record.travel_purpose,
    guestCategory: record.guest_category,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<typeof columns>;
}

/**
 * Updates the records that name a guest (one statement each: each sends its own fields) and
 * inserts the others in one statement. Returns the guest id of each record, in order.
 */
async function saveGuests(tx: Transaction, room: BookingRoomRow, records: GuestRecord[], positions: (number | undefined)[]): Promise<number[]> {
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
      .set({ ...guestColumns(record), ...(position === undefined ? {} : { position }) })
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
        propertyId: room.propertyId,
        bookingRoomId: room.id,
        position: positions[index]!,
      })),
    )
    .returning({ id: guests.id, position: guests.position });
  // New records have positions of their own, which tell the returned rows apart.
  const idByPosition = new Map(rows.map((row) => [row.position, row.id]));
  for (const index of added) ids[index] = idByPosition.get(positions[index]!)!;
  return ids;
}

async function storeImages(
  tx: Transaction,
  propertyId: string,
  guestId: number,
  images: ProcessedImage[],
  alreadyThere: number,
  files: FileChanges,
  uploadedBy: string,
): Promise<void> {
  const storage = getFileStorage();
  for (const [offset, image] of images.entries()) {
    const storageKey = newStorageKey(image.contentType);
    await storage.put(storageKey, image.data, image.contentType);
    files.stored.push(storageKey);
    await tx.insert(identityImages).values({
      propertyId,
      guestId,
      storageKey,
      contentType: image.contentType,
      byteSize: image.data.length,
      width: image.width,
      height: image.height,
      position: alreadyThere + offset,
      uploadedBy,
    });
  }
}

async function countImages(tx: Transaction, guestIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ guestId: identityImages.guestId, count: sql<number>`count(*)::int` })
    .from(identityImages)
    .where(inArray(identityImages.guestId, guestIds))
    .groupBy(identityImages.guestId);
  return new Map(rows.map((row) => [row.guestId, row.count]));
}
