import { and, count, eq, gt } from "drizzle-orm";
import { assertBookingAccess, type AuthContext } from "@/server/platform/auth/auth-context";
import type { Database, Transaction } from "@/server/platform/db/database";
import { bookings, checkinLinks, stagedIdentityImages } from "@/server/platform/db/schema";
import { withTransaction } from "@/server/platform/db/transaction";
import { getFileStorage, newStorageKey } from "@/server/platform/files/file-storage";
import {
  IdentityImageRejectedError,
  inspectIdentityImage,
  MAX_IDENTITY_IMAGE_BYTES,
  reencodeIdentityImage,
} from "@/server/platform/files/identity-image";
import type { UploadedFile } from "@/server/platform/files/uploaded-file";
import { currentInstant } from "@/server/domain/clock";
import { DomainError, NotFoundError, ValidationError } from "@/server/domain/errors";
import { requireProperty } from "@/server/properties/require-property";
import { credentialLabel } from "./identity-image-grant";

// An ID photo sent as soon as the guest takes it, before the form is saved (docs/checkin.md,
// "Photos sent while the guest types"): Update Booking then names it by id
// (`identity_image_ids`) instead of carrying the bytes, so the save is small and quick.

/** A staged photo lives this long unless Update Booking uses it (less when the link dies sooner). */
const STAGED_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Staged photos one booking may have waiting at once: a party's photos and retakes, never a store. */
export const MAX_STAGED_IMAGES_PER_BOOKING = 40;

/** Bounds of the body, read by the HTTP layer: one file part and a little room for the multipart framing. */
export const STAGE_IDENTITY_IMAGE_LIMITS = {
  maxBodyBytes: MAX_IDENTITY_IMAGE_BYTES + 64 * 1024,
  maxFileBytes: MAX_IDENTITY_IMAGE_BYTES,
  maxFiles: 1,
  maxFieldBytes: 1024,
};

class StagedImageLimitReachedError extends DomainError {
  constructor() {
    super(
      "STAGED_IMAGE_LIMIT_REACHED",
      `A booking may have at most ${MAX_STAGED_IMAGES_PER_BOOKING} staged identity images waiting; save the booking or wait for them to expire.`,
      { limit: MAX_STAGED_IMAGES_PER_BOOKING },
    );
  }
}

export interface StagedIdentityImage {
  id: string;
  expires_at: string;
  content_type: "image/jpeg" | "image/png";
  width: number;
  height: number;
  byte_size: number;
}

/**
 * Checks and re-encodes the photo as Update Booking does, writes its file, then records it in
 * one transaction that locks the booking (so the per-booking bound holds under concurrent
 * uploads). The file is removed when the row is not written. Everything that costs little is
 * checked before the decode, which costs seconds: the part and its size, the magic bytes and the
 * header's dimensions, the booking and its bound of staged photos.
 */
export async function stageIdentityImage({
  db,
  ctx,
  input,
}: {
  db: Database;
  ctx: AuthContext;
  input: { tenantId: string; bookingCode: string; files: UploadedFile[] };
}): Promise<StagedIdentityImage> {
  const property = await requireProperty(db, ctx, input.tenantId);
  assertBookingAccess(ctx, input.bookingCode);
  const file = singleFile(input.files);
  const inspected = await asFieldError(() => inspectIdentityImage(file.bytes));
  // Unlocked, so a few concurrent uploads may all pass it: the locked count below is the bound,
  // this one only spares a full booking the decode.
  await assertRoomToStage(db, await findBookingId(db, property.id, input.bookingCode));
  const image = await asFieldError(() => reencodeIdentityImage(inspected, credentialLabel(ctx)));

  const storageKey = newStorageKey(image.contentType);
  const storage = getFileStorage();
  await storage.put(storageKey, image.data, image.contentType);
  try {
    return await withTransaction(db, async (tx) => {
      const bookingId = await findBookingId(tx, property.id, input.bookingCode, { lock: true });
      await assertRoomToStage(tx, bookingId);
      const now = currentInstant().epochMilliseconds;
      const expiresAt = new Date(Math.min(now + STAGED_IMAGE_LIFETIME_MS, await linkExpiry(tx, ctx)));
      const [row] = await tx
        .insert(stagedIdentityImages)
        .values({
          propertyId: property.id,
          bookingId,
          uploadedBy: credentialLabel(ctx),
          storageKey,
          contentType: image.contentType,
          byteSize: image.data.length,
          width: image.width,
          height: image.height,
          expiresAt,
          createdAt: new Date(now),
        })
        .returning({ id: stagedIdentityImages.id });
      return {
        id: row!.id,
        expires_at: expiresAt.toISOString(),
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        byte_size: image.data.length,
      };
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

async function findBookingId(db: Database | Transaction, propertyId: string, code: string, { lock = false } = {}): Promise<string> {
  const query = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), eq(bookings.code, code)));
  const [booking] = lock ? await query.for("update") : await query;
  if (!booking) throw new NotFoundError("Booking not found.");
  return booking.id;
}

/** STAGED_IMAGE_LIMIT_REACHED when the booking already has its most photos waiting. */
async function assertRoomToStage(db: Database | Transaction, bookingId: string): Promise<void> {
  const now = currentInstant().epochMilliseconds;
  const [waiting] = await db
    .select({ n: count() })
    .from(stagedIdentityImages)
    .where(and(eq(stagedIdentityImages.bookingId, bookingId), gt(stagedIdentityImages.expiresAt, new Date(now))));
  if ((waiting?.n ?? 0) >= MAX_STAGED_IMAGES_PER_BOOKING) throw new StagedImageLimitReachedError();
}

/** A photo refused by its bytes is a 422 on the `file` part. */
async function asFieldError<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof IdentityImageRejectedError)) throw error;
    throw ValidationError.field("file", `Each identity image must be a JPEG or PNG photo: ${error.reason}.`);
  }
}

/** Exactly one file part named `file`, within its size; anything else is named in a 422. */
function singleFile(files: UploadedFile[]): UploadedFile {
  const unknown = files.find((file) => file.field !== "file");
  if (unknown) throw ValidationError.field(unknown.field, "Unknown file part; send the photo as one part named file.");
  const [file] = files;
  if (!file) throw ValidationError.field("file", "Send the photo as a file part named file.");
  if (file.tooLarge)
    throw ValidationError.field("file", `Each identity image must be at most ${MAX_IDENTITY_IMAGE_BYTES / 1024 / 1024} MB.`);
  return file;
}

/** When the uploading check-in link dies (a staged photo never outlives the credential that may use it); no bound for others. */
async function linkExpiry(tx: Transaction, ctx: AuthContext): Promise<number> {
  if (ctx.credential.kind !== "checkin_token") return Number.POSITIVE_INFINITY;
  const [link] = await tx
    .select({ expiresAt: checkinLinks.expiresAt })
    .from(checkinLinks)
    .where(eq(checkinLinks.id, ctx.credential.id))
    .limit(1);
  return link?.expiresAt.getTime() ?? 0;
}
