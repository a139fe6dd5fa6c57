import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { discardRefusedBody, LINGER_BYTES, LINGER_MS } from "./discard-refused-body";
import { PayloadTooLargeError, UnreadableRequestError } from "@/server/domain/errors";
import type { UploadedFile } from "@/server/platform/files/uploaded-file";

export interface MultipartLimits {
  maxBodyBytes: number;
  maxFileBytes: number;
  maxFiles: number;
  maxFieldBytes: number;
}

/**
 * Reads a multipart/form-data body as it streams in, never more than the limits: the
 * declared Content-Length is checked before reading, the bytes are counted while reading
 * (a body without a length cannot slip past), and a file is cut at its own limit.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<{ fields: Map<string, string>; files: UploadedFile[] }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) {
    throw new UnreadableRequestError("The request body must be multipart/form-data.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.maxBodyBytes) {
    if (request.body && !request.body.locked) discardRefusedBody(request.body.getReader());
    throw new PayloadTooLargeError(limits.maxBodyBytes);
  }
  if (!request.body) throw new UnreadableRequestError("The request has no body.");

  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fieldSize: limits.maxFieldBytes, fields: 20 },
    });
  } catch {
    throw new UnreadableRequestError("The multipart boundary is malformed."); // busboy throws on a boundary it cannot use
  }
  const body = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);

  await new Promise<void>((resolve, reject) => {
    let received = 0;
    let failedAt: number | undefined;
    // The rest of a refused body is dropped by the counter below, within the linger bounds
    // (discard-refused-body.ts says why), then the stream is destroyed.
    const fail = (error: Error) => {
      if (failedAt !== undefined) return;
      failedAt = received;
      body.unpipe(parser);
      body.resume(); // unpipe pauses a stream left without a pipe
      setTimeout(() => body.destroy(), LINGER_MS).unref();
      reject(error);
    };
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (failedAt !== undefined) {
        if (received - failedAt > LINGER_BYTES) body.destroy();
      } else if (received > limits.maxBodyBytes) {
        fail(new PayloadTooLargeError(limits.maxBodyBytes));
      }
    });
    body.on("error", () => fail(new UnreadableRequestError("The request body could not be read.")));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(new PayloadTooLargeError(limits.maxFieldBytes));
      else fields.set(name, value);
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      const hash = createHash("sha256");
      stream.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        hash.update(chunk);
      });
      // busboy destroys a file part that never meets its boundary with "Unexpected end of form":
      // without a listener that error is thrown where nothing catches it (an uncaughtException
      // per truncated upload). The parser reports the same end, so this only makes it a 400.
      stream.on("error", () => fail(new UnreadableRequestError("The multipart body is malformed.")));
      stream.on("close", () => {
        files.push({
          field: name,
          filename: info.filename,
          bytes: Buffer.concat(chunks),
          tooLarge: stream.truncated === true,
          sha256: hash.digest("hex"),
        });
      });
    });
    parser.on("filesLimit", () => fail(new PayloadTooLargeError(limits.maxBodyBytes)));
    parser.on("error", () => fail(new UnreadableRequestError("The multipart body is malformed.")));
    parser.on("close", () => {
      if (failedAt === undefined) resolve();
    });
    body.pipe(parser);
  });
  return { fields, files };
}
