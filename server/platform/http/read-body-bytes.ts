import { discardRefusedBody } from "./discard-refused-body";
import { PayloadTooLargeError, UnreadableRequestError } from "@/server/domain/errors";

/**
 * A request's body, never more than `maxBytes` of it: a declared Content-Length over the cap
 * is refused before reading, and the stream is counted as it arrives and refused at the first
 * chunk past the cap, so a body without a length (or with a false one) is never buffered past
 * it. What the client still sends after a refusal is dropped (discard-refused-body.ts).
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    if (request.body && !request.body.locked) discardRefusedBody(request.body.getReader());
    throw new PayloadTooLargeError(maxBytes);
  }
  if (!request.body) return new Uint8Array(0);
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    throw new UnreadableRequestError(); // already read
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new UnreadableRequestError();
    });
    if (done) break;
    if (!(value instanceof Uint8Array)) throw new UnreadableRequestError();
    received += value.byteLength;
    if (received > maxBytes) {
      discardRefusedBody(reader);
      throw new PayloadTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
