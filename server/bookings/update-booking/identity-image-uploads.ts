import { getFileStorage, newStorageKey } from "@/server/platform/files/file-storage";
import type { ProcessedImage } from "./parse-update-request";

/** An ID photo of the request with the storage key it is kept under. */
interface IdentityImageUpload {
  storageKey: string;
  image: ProcessedImage;
}

/** The request's photos by guest record (`roomIndex.recordIndex`). */
export type IdentityImageUploads = Map<string, IdentityImageUpload[]>;

/**
 * Gives each photo its storage key before anything is written, so that whatever fails later
 * the request knows every file it may have written, and removes them.
 */
export function nameUploads(images: Map<string, ProcessedImage[]>): IdentityImageUploads {
  return new Map(
    [...images].map(([record, photos]) => [record, photos.map((image) => ({ storageKey: newStorageKey(image.contentType), image }))]),
  );
}

export function uploadKeys(uploads: IdentityImageUploads): string[] {
  return [...uploads.values()].flat().map((upload) => upload.storageKey);
}

/** Writes every photo; settles them all before failing, so the cleanup after a failure comes after the last write. */
export async function storeUploads(uploads: IdentityImageUploads): Promise<void> {
  const storage = getFileStorage();
  const results = await Promise.allSettled(
    [...uploads.values()].flat().map(({ storageKey, image }) => storage.put(storageKey, image.data, image.contentType)),
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** Best effort: a file left behind is an orphan, never a leak, since only signed URLs reach it. */
export async function removeFiles(keys: string[]): Promise<void> {
  const storage = getFileStorage();
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
