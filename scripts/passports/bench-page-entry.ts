import { readIdDocument } from "@/components/document-reader/read-id-document";
import { startMrzReader } from "@/components/document-reader/read-mrz-text";
import { preparePhoto } from "@/components/guest-form/prepare-photo";

// The bench page's script (bundled by bench-passports.ts): the guest page's path for a picked
// photo, as components/guest-form/scan-photo.ts runs it (made small and upright, then read: the QR
// code first, then the zone), returning what was read instead of filling a form.

declare global {
  interface Window {
    startReader(): Promise<void>;
    readPassportPhoto(photo: Blob): Promise<{ ok: true; document: unknown } | { ok: false; failure: string }>;
  }
}

window.startReader = async () => {
  await startMrzReader();
};

window.readPassportPhoto = async (photo) => {
  const { blob } = await preparePhoto(photo);
  const image = await createImageBitmap(blob);
  try {
    const result = await readIdDocument(image);
    if (!result.ok) return { ok: false, failure: result.failure };
    return result.reading.kind === "mrz" ? { ok: true, document: result.reading.document } : { ok: false, failure: "read a QR code" };
  } finally {
    image.close();
  }
};
