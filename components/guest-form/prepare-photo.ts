// An ID photo is made small in the browser before it goes up a weak mobile connection: a
// 12-megapixel, 4-8 MB camera JPEG becomes an upright JPEG of at most 2,000 px on its long
// side, well under 1 MB, still sharp enough to read a document. The server re-checks and
// re-encodes whatever arrives (server/platform/files/identity-image.ts).

const MAX_LONG_SIDE = 2000;
const TARGET_BYTES = 900 * 1024;
const QUALITIES = [0.85, 0.75, 0.65, 0.5];

export interface PreparedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

export async function preparePhoto(source: Blob | HTMLVideoElement): Promise<PreparedPhoto> {
  const image = source instanceof Blob ? await decodeUpright(source) : source;
  const width = image instanceof HTMLVideoElement ? image.videoWidth : image.width;
  const height = image instanceof HTMLVideoElement ? image.videoHeight : image.height;
  if (!width || !height) throw new Error("The image has no pixels.");
  const scale = Math.min(1, MAX_LONG_SIDE / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas.");
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  if ("close" in image && typeof image.close === "function") image.close();

  let blob: Blob | null = null;
  for (const quality of QUALITIES) {
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (!blob || blob.size <= TARGET_BYTES) break;
  }
  if (!blob) throw new Error("The photo could not be encoded.");
  // Let the browser free the canvas's pixels now rather than at the next collection.
  canvas.width = 0;
  canvas.height = 0;
  return { blob, width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Decoded and turned upright from its EXIF orientation; an <img> where createImageBitmap lacks the option. */
async function decodeUpright(blob: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === "function") {
    try {
      return await createImageBitmap(blob, { imageOrientation: "from-image" });
    } catch {
      // Older Safari: fall through to <img>, which applies EXIF orientation by default.
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}
