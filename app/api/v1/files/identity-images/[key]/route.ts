import { getDb } from "@/server/db/client";
import { serveIdentityImage } from "@/server/documents/serve-identity-image";
import { errorResponse } from "@/server/http/error-response";
import { requestIdOf } from "@/server/http/request-id";

/** An ID photo, for the holder of its signed URL (the URL is the credential). */
export async function GET(request: Request, context: { params: Promise<{ key: string }> }): Promise<Response> {
  const requestId = requestIdOf(request);
  try {
    const { key } = await context.params;
    const query = new URL(request.url).searchParams;
    const file = await serveIdentityImage({
      db: await getDb(),
      input: { storageKey: key, expires: query.get("expires"), to: query.get("to"), signature: query.get("signature"), requestId },
    });
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
