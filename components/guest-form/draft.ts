import type { CheckinBooking } from "@/server/checkin/checkin-booking";
import { initialFormValues, type CheckinFormValues } from "./form-values";

// Nothing typed is lost: the form's values live on the phone until the booking accepts
// them (localStorage, keyed by property and booking, so a new link for the same booking
// finds them), and the ID photos beside them in IndexedDB (too big for localStorage), with
// the id of each photo already sent ahead of the save. The
// Idempotency-Key of a submission is kept with the draft, so a retry after a reload or a
// dropped connection replays the first answer instead of adding the guests again.

export interface Draft {
  values: CheckinFormValues;
  submission?: PendingSubmission;
}

/**
 * A submission whose answer never arrived. It may have been applied: until the guest changes
 * something, a retry sends exactly the same payload with the same key, and the API replays
 * the first answer instead of adding the guests again.
 */
export interface PendingSubmission {
  idempotencyKey: string;
  /** The form's values and photos when it was sent: any change makes the next one new. */
  valuesJson: string;
  photoIds: string[];
  /** The photos it named by their staged id (the others went as files). */
  stagedIds?: Record<string, string>;
  data: Record<string, unknown>;
}

/** A staged photo is used by id only while it has time left; nearer its expiry it goes up again. */
export function stillStaged(expiresAt: string | undefined, now = Date.now()): boolean {
  return expiresAt !== undefined && Date.parse(expiresAt) - now > 10 * 60 * 1000;
}

export function draftKeyOf(booking: CheckinBooking): string {
  return `checkin-draft:${booking.tenantId}:${booking.booking.code}`;
}

export function loadDraft(key: string): Draft | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * A draft laid over what the booking holds now: guests the draft knew that are gone are
 * dropped, guests added since (at the desk) are kept, rooms no longer open are left out.
 */
export function mergeDraft(booking: CheckinBooking, draft: Draft): CheckinFormValues {
  // With a submission in flight the booking may already hold its guests: the draft is kept
  // as it was sent, so that the retry is the same request.
  if (draft.submission) return draft.values;
  const current = initialFormValues(booking);
  return {
    ...current,
    wantsInvoice: draft.values.wantsInvoice,
    invoice: draft.values.invoice,
    // A draft kept before the message had its own field has none: the booking's is kept.
    message: draft.values.message ?? current.message,
    arrivalHour: draft.values.arrivalHour ?? current.arrivalHour,
    rooms: current.rooms.map((room) => {
      const drafted = draft.values.rooms.find((candidate) => candidate.id === room.id);
      if (!drafted) return room;
      const knownIds = new Set(room.guests.map((guest) => guest.guestId));
      const guests = drafted.guests.filter((guest) => guest.guestId === null || knownIds.has(guest.guestId));
      const draftedIds = new Set(guests.map((guest) => guest.guestId));
      const added = room.guests.filter((guest) => !draftedIds.has(guest.guestId));
      return { ...room, primaryKey: drafted.primaryKey || room.primaryKey, checkIn: drafted.checkIn, guests: [...guests, ...added] };
    }),
  };
}

// ID photos in IndexedDB: one record per photo, found by the draft's key.

export interface StoredPhoto {
  id: string;
  draftKey: string;
  guestKey: string;
  blob: Blob;
  /** Photos come back in the order they were added (the front first). */
  addedAt: number;
  /** Once sent ahead of the save: a reload uses the staged photo instead of sending it again. */
  staged?: { id: string; expiresAt: string };
}

function openPhotoStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open("checkin-photos", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("photos", { keyPath: "id" }).createIndex("draftKey", "draftKey");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withPhotos<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openPhotoStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction("photos", mode).objectStore("photos"));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export function storePhoto(photo: StoredPhoto): Promise<unknown> {
  return withPhotos("readwrite", (store) => store.put(photo)).catch(() => undefined);
}

/** Records that the photo is staged (or, with undefined, that it must go up again). */
export async function setPhotoStaged(id: string, staged: StoredPhoto["staged"]): Promise<void> {
  try {
    const db = await openPhotoStore();
    try {
      await new Promise<void>((resolve, reject) => {
        const store = db.transaction("photos", "readwrite").objectStore("photos");
        const read = store.get(id);
        read.onsuccess = () => {
          const photo = read.result as StoredPhoto | undefined;
          if (!photo) return resolve();
          const write = store.put({ ...photo, staged });
          write.onsuccess = () => resolve();
          write.onerror = () => reject(write.error);
        };
        read.onerror = () => reject(read.error);
      });
    } finally {
      db.close();
    }
  } catch {
    // Without the record the photo is simply sent again after a reload.
  }
}

export function deletePhoto(id: string): Promise<unknown> {
  return withPhotos("readwrite", (store) => store.delete(id)).catch(() => undefined);
}

export async function loadPhotos(draftKey: string): Promise<StoredPhoto[]> {
  try {
    const photos = (await withPhotos("readonly", (store) => store.index("draftKey").getAll(draftKey))) as StoredPhoto[];
    return photos.sort((a, b) => a.addedAt - b.addedAt);
  } catch {
    return [];
  }
}

export async function clearPhotos(draftKey: string): Promise<void> {
  for (const photo of await loadPhotos(draftKey)) await deletePhoto(photo.id);
}
