import type { GrayImage } from "./gray-image";

// Turning the picture upright and cutting the zone out at the size the OCR reads best, in one
// resampling of the original pixels (bilinear), so a tilted zone is not blurred twice.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The `box` of the picture as it is once turned by `-degrees` about its centre (so a zone
 * tilted by `degrees` comes out level), scaled by `scale`. Outside the picture is white.
 */
export function uprightCrop(gray: GrayImage, degrees: number, box: Box, scale: number): GrayImage {
  const width = Math.max(1, Math.round((box.right - box.left) * scale));
  const height = Math.max(1, Math.round((box.bottom - box.top) * scale));
  const data = new Uint8ClampedArray(width * height);
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const centreX = gray.width / 2;
  const centreY = gray.height / 2;
  for (let v = 0; v < height; v++) {
    const uprightY = box.top + (v + 0.5) / scale - centreY;
    for (let u = 0; u < width; u++) {
      const uprightX = box.left + (u + 0.5) / scale - centreX;
      data[v * width + u] = sample(gray, centreX + uprightX * cos - uprightY * sin - 0.5, centreY + uprightX * sin + uprightY * cos - 0.5);
    }
  }
  return { width, height, data };
}

function sample(gray: GrayImage, x: number, y: number): number {
  if (x < 0 || y < 0 || x > gray.width - 1 || y > gray.height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, gray.width - 1);
  const y1 = Math.min(y0 + 1, gray.height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const row0 = y0 * gray.width;
  const row1 = y1 * gray.width;
  const top = gray.data[row0 + x0]! * (1 - fx) + gray.data[row0 + x1]! * fx;
  const bottom = gray.data[row1 + x0]! * (1 - fx) + gray.data[row1 + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/** A smaller copy, each pixel the mean of the block it stands for (no aliasing of fine print). */
export function shrink(gray: GrayImage, factor: number): GrayImage {
  const step = Math.max(1, Math.floor(factor));
  const width = Math.floor(gray.width / step);
  const height = Math.floor(gray.height / step);
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < step; dy++) for (let dx = 0; dx < step; dx++) sum += gray.data[(y * step + dy) * gray.width + x * step + dx]!;
      data[y * width + x] = sum / (step * step);
    }
  }
  return { width, height, data };
}
