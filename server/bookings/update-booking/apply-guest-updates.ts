import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Transaction } from "@/server/db/database";
import { guests, identityImages } from "@/server/db/schema";
import { getFileStorage, newStorageKey } from "@/server/files/file-storage";
import { MAX_IDENTITY_IMAGES_PER_GUEST } from "@/server/files/identity-image";
import type { FieldErrors } from "@/server/http/errors";
import type { BookingRoomRow } from "../resolve-booking-room";
import type { ProcessedImage } from "./read-update-request";
import type { GuestRecord } from "./schema";

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
  if (Object.keys(errors).length > 0) return;

  if (input.method === "replace") {
    const kept = records.flatMap((record) => (record.id != null ? [record.id] : []));
    const dropped = existing.filter((guest) => !kept.includes(guest.id)).map((guest) => guest.id);
    if (dropped.length > 0) {
      const keys = await tx.select({ key: identityImages.storageKey }).from(identityImages).where(inArray(identityImages.guestId, dropped));
      input.files.removed.push(...keys.map((row) => row.key));
      await tx.delete(guests).where(inArray(guests.id, dropped));
    }
  }

  let nextPosition = input.method === "replace" ? 0 : Math.max(-1, ...existing.map((guest) => guest.position)) + 1;
  for (const [index, record] of records.entries()) {
    const position = input.method === "replace" ? index : record.id != null ? undefined : nextPosition++;
    const guestId = await saveGuest(tx, room, record, position);
    await storeImages(tx, room.propertyId, guestId, input.images.get(`${roomIndex}.${index}`) ?? [], imageCounts.get(guestId) ?? 0, input.files, input.uploadedBy);
    if (record.is_primary_guest === true) {
      await tx.update(guests).set({ isPrimaryGuest: false }).where(and(eq(guests.bookingRoomId, room.id), ne(guests.id, guestId)));
    }
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

async function saveGuest(tx: Transaction, room: BookingRoomRow, record: GuestRecord, position: number | undefined): Promise<number> {
  const columns = guestColumns(record);
  if (record.id != null) {
    await tx
      .update(guests)
      .set({ ...columns, ...(position === undefined ? {} : { position }) })
      .where(eq(guests.id, record.id));
    return record.id;
  }
  const [row] = await tx
    .insert(guests)
    .values({
      ...columns,
      name: record.name,
      isPrimaryGuest: record.is_primary_guest ?? false,
      propertyId: room.propertyId,
      bookingRoomId: room.id,
      position: position ?? 0,
    })
    .returning({ id: guests.id });
  return row!.id;
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
