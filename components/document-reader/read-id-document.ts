import { parseCccdQr, type CccdCard } from "./cccd-qr";
import { decodeQr } from "./decode-qr";
import { grayOf } from "./image/gray-image";
import type { MrzDocument } from "./mrz";
import { readMrzInPasses } from "./read-mrz-passes";
import { readMrzText } from "./read-mrz-text";

// One picture in, what the document says out: the chip ID card's QR code first (a few
// milliseconds), then the machine-readable zone (OCR, a second or more). Runs in the browser:
// the picture is not sent anywhere to be read.

export type IdReading = { kind: "cccd"; card: CccdCard } | { kind: "mrz"; document: MrzDocument };
/** "checks_failed": a zone was read but a check digit did not hold, so nothing is taken from it. */
export type ReadFailure = "nothing_found" | "not_an_id_card" | "checks_failed";
export type ReadResult = { ok: true; reading: IdReading } | { ok: false; failure: ReadFailure };

const QR_LONG_SIDE = 1200;
/** Photos are read at most this wide: a whole page's zone lines are then some 30 px high or more. */
const MRZ_LONG_SIDE = 2400;

/** What a picture can be read from: a file's decoded bitmap, a canvas, or the live video. */
export type PictureSource = ImageBitmap | HTMLCanvasElement | HTMLVideoElement;

/** A canvas of the source (or of a band of it, as fractions of its height), at most `longSide` px on its long side. */
export function canvasOf(source: PictureSource, longSide: number, band: [number, number] = [0, 1]): HTMLCanvasElement {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  const top = Math.round(height * band[0]);
  const bandHeight = Math.round(height * (band[1] - band[0]));
  const scale = Math.min(1, longSide / Math.max(width, bandHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(bandHeight * scale);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  context?.drawImage(source, 0, top, width, bandHeight, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export async function readQrFrom(source: PictureSource): Promise<ReadResult> {
  const payload = await decodeQr(canvasOf(source, QR_LONG_SIDE));
  if (payload === null) return { ok: false, failure: "nothing_found" };
  const parsed = parseCccdQr(payload);
  return parsed.ok ? { ok: true, reading: { kind: "cccd", card: parsed.card } } : { ok: false, failure: "not_an_id_card" };
}

/** The zone, found on the page and read in passes (read-mrz-passes.ts). */
export async function readMrzFrom(source: PictureSource): Promise<ReadResult> {
  const canvas = canvasOf(source, MRZ_LONG_SIDE);
  const pixels = canvas.getContext("2d", { willReadFrequently: true })?.getImageData(0, 0, canvas.width, canvas.height);
  if (!pixels) return { ok: false, failure: "nothing_found" };
  const parsed = await readMrzInPasses(grayOf(pixels), readMrzText);
  if (parsed.ok) return { ok: true, reading: { kind: "mrz", document: parsed.document } };
  return { ok: false, failure: parsed.reason === "not_found" ? "nothing_found" : "checks_failed" };
}

export async function readIdDocument(source: PictureSource): Promise<ReadResult> {
  const qr = await readQrFrom(source);
  if (qr.ok) return qr;
  // A QR code that is not a chip card's (a hotel's, a visa sticker's, or a pattern of the page's
  // security print that happened to decode) does not mean there is no zone: read it too, and
  // say "not an ID card" only when the zone is not there either.
  const mrz = await readMrzFrom(source);
  if (mrz.ok || qr.failure !== "not_an_id_card" || mrz.failure !== "nothing_found") return mrz;
  return qr;
}
