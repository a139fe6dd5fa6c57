import { readIdDocument } from "@/components/document-reader/read-id-document";
import { preparePhoto } from "./prepare-photo";
import { FAILURE_MESSAGES, scannedDocumentOf, type ScannedDocument } from "./scan-prefill";
import type { MessageKey } from "./message-types";

// Loaded when the guest picks a photo of the document: the photo is made small and upright as
// every ID photo is, read in the browser, and kept as the guest's front photo when it was read.

export type PhotoScan = { ok: true; scan: ScannedDocument } | { ok: false; message: MessageKey };

export async function readDocumentPhoto(file: Blob): Promise<PhotoScan> {
  const { blob } = await preparePhoto(file);
  const image = await createImageBitmap(blob);
  try {
    const result = await readIdDocument(image);
    return result.ok
      ? { ok: true, scan: scannedDocumentOf(result.reading, blob) }
      : { ok: false, message: FAILURE_MESSAGES[result.failure] };
  } finally {
    image.close();
  }
}
