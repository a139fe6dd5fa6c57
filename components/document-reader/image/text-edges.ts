import type { GrayImage } from "./gray-image";

// Print is where lightness changes sharply along a row: each letter's strokes cross a row two
// or more times. The points where it does are what the skew estimate and the zone finder count;
// the paper's pattern and the light's slow changes are too weak or too slow to count.

export interface EdgePoints {
  xs: Int32Array;
  ys: Int32Array;
  count: number;
}

/** Points whose lightness differs from the pixel two to the right by more than a threshold relative to the picture's contrast. */
export function textEdgesOf(gray: GrayImage): EdgePoints {
  const { width, height, data } = gray;
  const histogram = new Uint32Array(256);
  for (let y = 0; y < height; y++)
    for (let x = 0; x + 2 < width; x++) histogram[Math.abs(data[y * width + x + 2]! - data[y * width + x]!)]!++;
  // The strongest 10% of changes set the scale: half of that is a stroke's edge, even blurred.
  const total = height * Math.max(0, width - 2);
  let seen = 0;
  let high = 255;
  for (let level = 255; level >= 0; level--) {
    seen += histogram[level]!;
    if (seen >= total * 0.1) {
      high = level;
      break;
    }
  }
  const threshold = Math.max(18, high * 0.5);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x + 2 < width; x++) {
      if (Math.abs(data[y * width + x + 2]! - data[y * width + x]!) > threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys), count: xs.length };
}
