import { serveIdentityImage } from "@/server/documents/serve-identity-image";
import { publicRoute } from "@/server/platform/http/api-route";

/** The only types an upload is turned into (server/platform/files/identity-image.ts checks the bytes). */
const CHECKED_IMAGE_TYPES = new Set(["image/jpeg", "image/png"]);

/**
 * An ID photo, for the holder of its signed URL (the URL is the credential). Never kept by a
 * cache. Shown in the page only as one of the image types uploads are checked and re-encoded
 * into; anything else a bucket might hand back is a download, never rendered on our origin.
 */
export const GET = publicRoute<{ key: string }>(async ({ request, requestId, db, params }) => {
  const query = new URL(request.url).searchParams;
  const file = await serveIdentityImage({
    db,
    input: { storageKey: params.key, expires: query.get("expires"), to: query.get("to"), signature: query.get("signature"), requestId },
  });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-disposition": CHECKED_IMAGE_TYPES.has(file.contentType) ? "inline" : "attachment",
    },
  });
});
