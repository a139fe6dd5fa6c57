import sharp, { type Metadata } from "sharp";
import { withDecodeSlot } from "./decode-slots";

// Guests' ID photos: only real JPEG or PNG files (judged by their bytes, never by a name or a
// declared type), decoded with a pixel cap so a decompression bomb is refused (and only a few at
// once per instance: decode-slots.ts), turned upright from their EXIF orientation, and
// re-encoded, which drops EXIF, GPS and every other metadata.

export const MAX_IDENTITY_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IDENTITY_IMAGES_PER_GUEST = 3;
/** 40 megapixels: any phone camera, far below what a crafted bomb claims. */
const MAX_INPUT_PIXELS = 40_000_000;
/** A document stays legible at this size and the file stays small. */
const MAX_LONG_SIDE = 3000;

export class IdentityImageRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "IdentityImageRejectedError";
  }
}

export interface ProcessedIdentityImage {
  data: Buffer;
  contentType: "image/jpeg" | "image/png";
  width: number;
  height: number;
}

function sniffImageType(bytes: Uint8Array): "image/jpeg" | "image/png" | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return "image/png";
  return undefined;
}

/** A photo that passed the cheap checks (its magic bytes, its header's size), not yet decoded. */
export interface InspectedIdentityImage {
  bytes: Uint8Array;
  contentType: "image/jpeg" | "image/png";
}

/**
 * The checks that cost next to nothing, run before any decode: the magic bytes, then the
 * header's dimensions (sharp's metadata reads the header, never the pixels), so a file that is
 * not a photo, or a bomb that claims too many pixels, never reaches a decode slot.
 */
export async function inspectIdentityImage(bytes: Uint8Array): Promise<InspectedIdentityImage> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new IdentityImageRejectedError("not a JPEG or PNG image");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
  } catch {
    throw new IdentityImageRejectedError("the image could not be decoded");
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new IdentityImageRejectedError("the image has too many pixels");
  }
  return { bytes, contentType };
}

/**
 * Decodes, turns upright and re-encodes an inspected photo, in one of this instance's decode
 * slots (decode-slots.ts), counted against `owner` (the uploading credential) there.
 */
export async function reencodeIdentityImage(
  { bytes, contentType }: InspectedIdentityImage,
  owner?: string,
): Promise<ProcessedIdentityImage> {
  return withDecodeSlot(async () => {
    try {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: MAX_LONG_SIDE, height: MAX_LONG_SIDE, fit: "inside", withoutEnlargement: true });
      const encoded = contentType === "image/jpeg" ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { data, contentType, width: info.width, height: info.height };
    } catch (error) {
      const message = String((error as Error).message ?? error);
      throw new IdentityImageRejectedError(
        /pixel limit/i.test(message) ? "the image has too many pixels" : "the image could not be decoded",
      );
    }
  }, owner);
}
