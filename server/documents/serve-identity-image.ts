import { eq } from "drizzle-orm";
import type { Database } from "@/server/platform/db/database";
import { identityImageAccessLog, identityImages } from "@/server/platform/db/schema";
import { getFileStorage, isStorageKey } from "@/server/platform/files/file-storage";
import { verifyIdentityImageUrl } from "@/server/platform/files/signed-file-urls";
import { ForbiddenError, NotFoundError } from "@/server/domain/errors";

/**
 * Serves an ID photo to whoever holds its signed URL, until the URL expires, and writes the
 * view to the access log under the credential the URL was issued to. An image deleted by
 * retention is gone even for a URL that has not expired yet.
 */
export async function serveIdentityImage({
  db,
  input,
}: {
  db: Database;
  input: { storageKey: string; expires: string | null; to: string | null; signature: string | null; requestId: string };
}): Promise<{ data: Buffer; contentType: string }> {
  const grant = isStorageKey(input.storageKey) ? verifyIdentityImageUrl(input.storageKey, input) : undefined;
  if (!grant) throw new ForbiddenError("This image link is not valid or has expired.");
  const [image] = await db
    .select({ propertyId: identityImages.propertyId })
    .from(identityImages)
    .where(eq(identityImages.storageKey, input.storageKey));
  const file = image ? await getFileStorage().get(input.storageKey) : undefined;
  if (!image || !file) throw new NotFoundError("Image not found.");
  await db.insert(identityImageAccessLog).values({
    propertyId: image.propertyId,
    storageKey: input.storageKey,
    action: "served",
    credential: grant.issuedTo,
    requestId: input.requestId,
  });
  return file;
}
