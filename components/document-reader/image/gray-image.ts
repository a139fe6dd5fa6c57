// A picture as one byte of lightness per pixel, row by row: what the zone finder, the skew
// estimate and the thresholds work on. Pure, so they are tested on small arrays without a canvas.

export interface GrayImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Lightness of RGBA pixels (ITU-R BT.601 weights, in integers). */
export function grayOf(rgba: { width: number; height: number; data: Uint8ClampedArray }): GrayImage {
  const data = new Uint8ClampedArray(rgba.width * rgba.height);
  for (let pixel = 0, byte = 0; pixel < data.length; pixel++, byte += 4) {
    data[pixel] = (rgba.data[byte]! * 77 + rgba.data[byte + 1]! * 150 + rgba.data[byte + 2]! * 29) >> 8;
  }
  return { width: rgba.width, height: rgba.height, data };
}

/** Black-or-white pixels back to RGBA, for the OCR's canvas. */
export function rgbaOf(gray: GrayImage): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(gray.width * gray.height * 4);
  for (let pixel = 0, byte = 0; pixel < gray.data.length; pixel++, byte += 4) {
    rgba[byte] = rgba[byte + 1] = rgba[byte + 2] = gray.data[pixel]!;
    rgba[byte + 3] = 255;
  }
  return rgba;
}
