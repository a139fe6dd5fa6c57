import type { UploadedFile } from "@/server/platform/files/uploaded-file";
import { parseJsonText } from "./parse-json-text";
import { readJsonBody } from "./read-json-body";
import { readMultipart, type MultipartLimits } from "./read-multipart";

/** What a body sent as JSON, or as multipart with a JSON part and files, holds. */
export interface JsonWithFiles {
  data: unknown;
  /** The JSON part as sent (multipart), which identifies the request for Idempotency-Key; undefined for a JSON body. */
  dataText: string | undefined;
  files: UploadedFile[];
}

/**
 * A body that is plain JSON (then it is the JSON part alone, with that part's cap), or
 * multipart/form-data with a JSON part named `dataField` and file parts (Update Booking, spec
 * Endpoint 1). Either way read bounded, 413 past the caps and 400 when unreadable.
 */
export async function readJsonOrMultipart(request: Request, limits: MultipartLimits, dataField = "data"): Promise<JsonWithFiles> {
  if (/^application\/(.+\+)?json\b/i.test(request.headers.get("content-type") ?? "")) {
    return { data: await readJsonBody(request, limits.maxFieldBytes), dataText: undefined, files: [] };
  }
  const form = await readMultipart(request, limits);
  const dataText = form.fields.get(dataField) ?? "{}";
  return { data: parseJsonText(dataText, `The ${dataField} part is not valid JSON.`), dataText, files: form.files };
}
