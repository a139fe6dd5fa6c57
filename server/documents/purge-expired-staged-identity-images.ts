import { and, inArray, lte } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { stagedIdentityImages } from "@/server/platform/db/schema";
import { currentInstant } from "@/server/domain/clock";
import { getFileStorage, type FileStorage } from "@/server/platform/files/file-storage";

const BATCH = 500;

/**
 * Deletes the staged ID photos no Update Booking used before they expired (stage-identity-image.ts),
 * file first and row after, as purge-expired-identity-images.ts does: a crash in between leaves a
 * row the next run deletes, never a file nobody can find. A row is deleted only while still
 * expired, so a photo claimed meanwhile (its row already gone) is never touched twice.
 */
export async function purgeExpiredStagedIdentityImages({
  db,
  storage = getFileStorage(),
}: {
  db: Database;
  storage?: FileStorage;
}): Promise<{ deleted: number }> {
  const now = new Date(currentInstant().epochMilliseconds);
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: stagedIdentityImages.id, storageKey: stagedIdentityImages.storageKey })
      .from(stagedIdentityImages)
      .where(lte(stagedIdentityImages.expiresAt, now))
      .orderBy(stagedIdentityImages.id)
      .limit(BATCH);
    if (expired.length === 0) return { deleted };
    for (const image of expired) await storage.delete(image.storageKey);
    const ids = expired.map((image) => image.id);
    await db.delete(stagedIdentityImages).where(and(inArray(stagedIdentityImages.id, ids), lte(stagedIdentityImages.expiresAt, now)));
    deleted += expired.length;
  }
}
