import type { GrayImage } from "./gray-image";
import type { Box } from "./warp";
import { cellsOf, isFiller } from "./zone-cells";
import { distanceBetween, sampleCell } from "./glyph-shapes";

// The zone's fillers ("<") by the picture alone, in whatever face the zone is printed: the name
// line ends in fillers, so its last cells show this zone's own "<", and a cell alike to it that
// stays clear of the line's top and bottom (as a "<" does and a C or an E does not) is one too.

/** Which cells of a line are fillers: by the OCR-B "<"'s shape, or alike to this zone's own filler (any face). */
export function fillerCells(binary: GrayImage, line: Box, cells: Box[], filler: Float32Array | null): boolean[] {
  return cells.map((cell) => isFiller(binary, cell) || (filler !== null && likeFiller(binary, cell, line, filler)));
}

/**
 * The column after the name's last letter on a 44-character name line, by the picture alone: the
 * line ends in fillers, all alike whatever the face, so going left from the last cell, the first
 * cell unlike it is the name's last letter. Undefined when the last cell is empty or unlike the
 * one before it (a name that fills the line).
 */
export function nameEndIn(binary: GrayImage, line: Box): number | undefined {
  const cells = cellsOf(line, 44);
  const filler = sampleCell(binary, cells[43]!, line);
  if (!filler) return undefined;
  for (let index = 42; index >= 5; index--) {
    const sample = sampleCell(binary, cells[index]!, line);
    if (!sample || distanceBetween(sample, filler) > LIKE_FILLER) return index === 42 ? undefined : index + 1;
  }
  return undefined;
}

/**
 * This zone's own filler, in whatever face it is printed: the name line's last cell, when the
 * cell before it is alike (the name ended earlier and fillers run to the end). Null when they
 * differ: a name cut to fill the line ends in letters.
 */
export function fillerOf(binary: GrayImage, line: Box, count: number): Float32Array | null {
  const cells = cellsOf(line, count);
  const last = sampleCell(binary, cells[count - 1]!, line);
  const before = sampleCell(binary, cells[count - 2]!, line);
  return last && before && distanceBetween(last, before) <= LIKE_FILLER ? last : null;
}

/** Alike to the zone's filler, and as a "<" is in every face: clear of the line's top and bottom, where a C or an E reaches. */
const likeFiller = (binary: GrayImage, cell: Box, line: Box, filler: Float32Array) => {
  const sample = sampleCell(binary, cell, line);
  return sample !== null && distanceBetween(sample, filler) <= LIKE_FILLER && clearOfTopAndBottom(binary, cell, line);
};

function clearOfTopAndBottom(binary: GrayImage, cell: Box, line: Box): boolean {
  const band = Math.max(1, Math.round((line.bottom - line.top) * 0.12));
  const inked = (from: number, to: number) => {
    for (let y = Math.max(0, from); y < Math.min(binary.height, to); y++) {
      for (let x = Math.max(0, Math.round(cell.left)); x < Math.min(binary.width, Math.round(cell.right)); x++) if (binary.data[y * binary.width + x] === 0) return true;
    }
    return false;
  };
  return !inked(Math.floor(line.top), Math.floor(line.top) + band) && !inked(Math.ceil(line.bottom) - band, Math.ceil(line.bottom));
}

/** Two cells this alike (mean squared difference of their ink on the glyph grid) hold the same glyph. */
const LIKE_FILLER = 0.05;

