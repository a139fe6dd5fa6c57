import type { GrayImage } from "./gray-image";
import { OCR_B_GLYPHS } from "./ocr-b-glyphs";
import type { Box } from "./warp";

// The zone is printed in one face, OCR-B (ICAO 9303 part 3), so a cell's ink can be compared with
// the face's own glyphs: the cell is sampled on a small grid from the top of its line to the
// bottom, centred on its ink, and set against each glyph (ocr-b-glyphs.ts), a point or so of
// shift allowed either way. The OCR reads the zone; this only settles look-alikes whose check
// digits cannot (O and 0 at places where either makes the number hold, 2 and Z, 8 and B...),
// and only when the shape says so clearly.

export const GLYPH_WIDTH = 14;
export const GLYPH_HEIGHT = 16;
export const MRZ_CHARACTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"];

/** The glyphs as 0/1 arrays, on a grid two points wider and higher so shifted copies can be cut from them. */
const templates = new Map<string, Float32Array>();
function templateOf(char: string): Float32Array | null {
  const bits = OCR_B_GLYPHS[char];
  if (!bits) return null;
  let template = templates.get(char);
  if (!template) {
    template = Float32Array.from(bits, (bit) => (bit === "#" ? 1 : 0));
    templates.set(char, template);
  }
  return template;
}

/**
 * The cell's ink on the glyph grid (each point the share of ink in the pixels it covers), or null
 * when the cell is empty. `line` gives the top and bottom of the zone line the cell is in.
 */
export function sampleCell(binary: GrayImage, cell: Box, line: { top: number; bottom: number }): Float32Array | null {
  const x0 = Math.max(0, Math.floor(cell.left));
  const x1 = Math.min(binary.width, Math.ceil(cell.right));
  const top = Math.max(0, Math.floor(line.top));
  const bottom = Math.min(binary.height, Math.ceil(line.bottom));
  let left = Infinity;
  let right = -Infinity;
  for (let x = x0; x < x1; x++) {
    for (let y = top; y < bottom; y++) {
      if (binary.data[y * binary.width + x] === 0) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        break;
      }
    }
  }
  if (right <= left) return null;
  const height = bottom - top;
  const span = (height * GLYPH_WIDTH) / GLYPH_HEIGHT;
  const start = (left + right) / 2 - span / 2;
  const grid = new Float32Array(GLYPH_WIDTH * GLYPH_HEIGHT);
  for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
    const ya = top + (gy * height) / GLYPH_HEIGHT;
    const yb = top + ((gy + 1) * height) / GLYPH_HEIGHT;
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      const xa = start + (gx * span) / GLYPH_WIDTH;
      const xb = start + ((gx + 1) * span) / GLYPH_WIDTH;
      let ink = 0;
      let all = 0;
      for (let y = Math.floor(ya); y < Math.max(Math.floor(ya) + 1, Math.floor(yb)); y++) {
        for (let x = Math.floor(xa); x < Math.max(Math.floor(xa) + 1, Math.floor(xb)); x++) {
          all++;
          // Only the cell's own ink: a neighbour's edge beyond the cell is not this glyph.
          if (x >= x0 && x < x1 && y < binary.height && binary.data[y * binary.width + x] === 0) ink++;
        }
      }
      grid[gy * GLYPH_WIDTH + gx] = all ? ink / all : 0;
    }
  }
  return grid;
}

/** How far the sampled cell is from a glyph of the face: see `distanceBetween`. */
export function distanceTo(sample: Float32Array, char: string): number {
  const template = templateOf(char);
  return template ? distanceBetween(sample, template) : Infinity;
}

/** How far a sampled cell is from another grid: the least mean squared difference over shifts of a point either way. */
export function distanceBetween(sample: Float32Array, template: Float32Array): number {
  let best = Infinity;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      let sum = 0;
      for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
          const ty = gy + dy;
          const tx = gx + dx;
          const expected = ty >= 0 && ty < GLYPH_HEIGHT && tx >= 0 && tx < GLYPH_WIDTH ? template[ty * GLYPH_WIDTH + tx]! : 0;
          sum += (sample[gy * GLYPH_WIDTH + gx]! - expected) ** 2;
        }
      }
      best = Math.min(best, sum);
    }
  }
  return best / (GLYPH_WIDTH * GLYPH_HEIGHT);
}

/** The glyph the cell is nearest to, with its distance and the runner-up's. */
export function nearestGlyph(
  sample: Float32Array,
  among: readonly string[] = MRZ_CHARACTERS,
): { char: string; distance: number; next: number } {
  let char = among[0]!;
  let distance = Infinity;
  let next = Infinity;
  for (const candidate of among) {
    const d = distanceTo(sample, candidate);
    if (d < distance) {
      next = distance;
      distance = d;
      char = candidate;
    } else if (d < next) next = d;
  }
  return { char, distance, next };
}
