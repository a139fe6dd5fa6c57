import { and, eq, gt, inArray } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { stagedIdentityImages } from "@/server/platform/db/schema";
import { currentInstant } from "@/server/domain/clock";
import type { FieldErrors } from "@/server/domain/errors";
import type { UpdateBookingInput } from "./schema";

// A guest record's `identity_image_ids` name photos staged beforehand (server/documents/
// stage-identity-image.ts). Each must be staged for this booking, by this same credential, and
// still alive; the rows are locked FOR UPDATE, so two saves cannot both use one photo: the
// second waits, then finds the row gone. Once the request is written they become the guest's
// identity_images (same file, no copy) and are no longer staged.

/** A staged photo this request may use. */
interface ClaimedImage {
  id: string;
  storageKey: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
}

/** The request's staged photos by guest record (`roomIndex.recordIndex`), in the order sent. */
export type ClaimedImages = Map<string, ClaimedImage[]>;

const REFUSED = "No staged identity image with this id can be used here: upload the photo again.";

/**
 * Locks the staged photos the request names and returns them by record, with a field error for
 * each id that cannot be used. Why one cannot be used (unknown, expired, used, another booking's
 * or another credential's) is not told apart: that would tell a caller what exists elsewhere.
 */
export async function claimStagedImages(
  tx: Transaction,
  request: { data: UpdateBookingInput; propertyId: string; bookingId: string; uploadedBy: string },
): Promise<{ claimed: ClaimedImages; errors: FieldErrors }> {
  const wanted = (request.data.rooms ?? []).flatMap((room, roomIndex) =>
    (room.guests?.records ?? []).flatMap((record, recordIndex) =>
      (record.identity_image_ids ?? []).map((id, idIndex) => ({ id: id.toLowerCase(), record: `${roomIndex}.${recordIndex}`, idIndex })),
    ),
  );
  const claimed: ClaimedImages = new Map();
  const errors: FieldErrors = {};
  if (wanted.length === 0) return { claimed, errors };

  const rows = await tx
    .select({
      id: stagedIdentityImages.id,
      storageKey: stagedIdentityImages.storageKey,
      contentType: stagedIdentityImages.contentType,
      byteSize: stagedIdentityImages.byteSize,
      width: stagedIdentityImages.width,
      height: stagedIdentityImages.height,
    })
    .from(stagedIdentityImages)
    .where(
      and(
        inArray(stagedIdentityImages.id, [...new Set(wanted.map((entry) => entry.id))]),
        eq(stagedIdentityImages.propertyId, request.propertyId),
        eq(stagedIdentityImages.bookingId, request.bookingId),
        eq(stagedIdentityImages.uploadedBy, request.uploadedBy),
        gt(stagedIdentityImages.expiresAt, new Date(currentInstant().epochMilliseconds)),
      ),
    )
    .orderBy(stagedIdentityImages.id)
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const firstUse = new Map<string, string>();
  for (const { id, record, idIndex } of wanted) {
    const [roomIndex, recordIndex] = record.split(".");
    const path = `rooms.${roomIndex}.guests.records.${recordIndex}.identity_image_ids.${idIndex}`;
    const row = byId.get(id);
    if (!row) {
      errors[path] = [REFUSED];
    } else if (firstUse.has(id)) {
      errors[path] = [`This photo is already used by ${firstUse.get(id)}.`];
    } else {
      firstUse.set(id, path);
      claimed.set(record, [...(claimed.get(record) ?? []), row]);
    }
  }
  return { claimed, errors };
}

function claimedIds(claimed: ClaimedImages): string[] {
  return [...claimed.values()].flat().map((image) => image.id);
}

/** The photos are the guests' now: their staged rows go, in the request's transaction. */
export async function releaseClaimed(tx: Transaction, claimed: ClaimedImages): Promise<void> {
  const ids = claimedIds(claimed);
  if (ids.length > 0) await tx.delete(stagedIdentityImages).where(inArray(stagedIdentityImages.id, ids));
}
