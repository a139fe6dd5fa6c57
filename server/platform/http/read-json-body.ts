import { UnreadableRequestError } from "@/server/domain/errors";
import { parseJsonText } from "./parse-json-text";
import { readBodyBytes } from "./read-body-bytes";

/** The cap of an API JSON body: far above any booking update, far below what could hurt. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The JSON body of a request, read up to `maxBytes` (413 PAYLOAD_TOO_LARGE past it), or
 * 400 BOOKING_001 when it cannot be read at all (wrong content type, not UTF-8, malformed
 * JSON). An empty body reads as `{}` so "no body" operations accept it.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const bytes = await readBodyBytes(request, maxBytes);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new UnreadableRequestError("The request body is not valid UTF-8.");
  }
  if (text.trim() === "") return {};
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new UnreadableRequestError("The request body must be JSON (Content-Type: application/json).");
  }
  return parseJsonText(text);
}
