import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { identityImages } from "@/server/platform/db/schema";
import { queryRows } from "@/server/platform/db/query-rows";
import { currentInstant } from "@/server/domain/clock";
import { getFileStorage, type FileStorage } from "@/server/platform/files/file-storage";

const BATCH = 500;

export function retentionDays(): number {
  const days = Number(process.env.IDENTITY_IMAGE_RETENTION_DAYS ?? 30);
  return Number.isInteger(days) && days >= 0 ? days : 30;
}

/**
 * Deletes the ID photos of stays that ended more than `days` days ago (the room's check-out
 * date, at the property), keeping the guest's record. The file goes first and its row after,
 * so a crash in between leaves a row the next run deletes, never a file nobody can find.
 */
export async function purgeExpiredIdentityImages({
  db,
  days = retentionDays(),
  storage = getFileStorage(),
}: {
  db: Database;
  days?: number;
  storage?: FileStorage;
}): Promise<{ deleted: number }> {
  const now = currentInstant().toString();
  let deleted = 0;
  for (;;) {
    const expired = await queryRows<{ id: string; storage_key: string }>(
      db,
      sql`select ii.id::text as id, ii.storage_key
          from identity_images ii
          join guests g on g.id = ii.guest_id
          join booking_rooms br on br.id = g.booking_room_id
          join properties p on p.id = ii.property_id
          where br.checkout_date + ${days}::int < (${now}::timestamptz at time zone p.timezone)::date
          order by ii.id
          limit ${BATCH}`,
    );
    if (expired.length === 0) return { deleted };
    for (const image of expired) await storage.delete(image.storage_key);
    await db.delete(identityImages).where(
      inArray(
        identityImages.id,
        expired.map((image) => image.id),
      ),
    );
    deleted += expired.length;
  }
}
