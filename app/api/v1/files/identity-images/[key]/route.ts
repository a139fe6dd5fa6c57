import { getFileStorage, isStorageKey } from "@/server/files/file-storage";
import { verifyIdentityImageSignature } from "@/server/files/signed-file-urls";
import { errorResponse } from "@/server/http/error-response";
import { ForbiddenError, NotFoundError } from "@/server/http/errors";
import { requestIdOf } from "@/server/http/request-id";

/** Serves an ID photo to whoever holds its signed URL, until the URL expires. */
export async function GET(request: Request, context: { params: Promise<{ key: string }> }): Promise<Response> {
  const requestId = requestIdOf(request);
  try {
    const { key } = await context.params;
    const url = new URL(request.url);
    if (!isStorageKey(key) || !verifyIdentityImageSignature(key, url.searchParams.get("expires"), url.searchParams.get("signature"))) {
      throw new ForbiddenError("This image link is not valid or has expired.");
    }
    const file = await getFileStorage().get(key);
    if (!file) throw new NotFoundError("Image not found.");
    return new Response(new Uint8Array(file.data), {
      headers: {
        "content-type": file.contentType,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-disposition": "inline",
        "x-request-id": requestId,
      },
    });
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
