import type { GrayImage } from "./gray-image";
import type { Box } from "./warp";
import { cellsOf, isFiller } from "./zone-cells";
import { distanceBetween, sampleCell } from "./glyph-shapes";

// The zone's fillers ("<") by the picture alone, in whatever face the zone is printed: the name
// line ends in fillers, so its last cells show this zone's own "<", and a cell alike to it that
// stays clear of the line's top and bottom (as a "<" does and a C or an E does not) is one too.

/**
 * Which cells of a line are fillers: by the OCR-B "<"'s shape, or alike to this zone's own filler
 * (any face). A filler alone between two letters (the "<" between a holder's given names) must
 * also be shorter than they are, as a "<" is: a blurred C there, which opens to
 * the right as a "<" does, is as tall as its neighbours, and taken for a filler it would split
 * the name where no check digit notices.
 */
export function fillerCells(binary: GrayImage, line: Box, cells: Box[], filler: Float32Array | null): boolean[] {
  const byShape = cells.map((cell) => isFiller(binary, cell) || (filler !== null && likeFiller(binary, cell, line, filler)));
  return byShape.map((isOne, index) => isOne && !asTallAsTheLettersBesideIt(binary, cells, byShape, index));
}

/** A glyph this tall beside letters (its inked rows against the shorter neighbour's) is a letter: OCR-B's "<" is seven eighths of a capital, a C a little more than one. */
const AS_TALL_AS_A_LETTER = 0.95;

function asTallAsTheLettersBesideIt(binary: GrayImage, cells: Box[], fillers: boolean[], index: number): boolean {
  const [before, after] = [cells[index - 1], cells[index + 1]];
  if (!before || !after || fillers[index - 1] || fillers[index + 1]) return false;
  const neighbours = Math.min(inkedRows(binary, before), inkedRows(binary, after));
  return neighbours > 0 && inkedRows(binary, cells[index]!) >= AS_TALL_AS_A_LETTER * neighbours;
}

/**
 * Whether a "<" the OCR read in a cell the shape test does not take for a filler may stand: its
 * ink is shorter than the line's letters and digits (`read`: the line as read), as every face's
 * "<" is and a C, E, K or L is not. A face whose "<" is unlike OCR-B's (and so unlike the zone's
 * own filler when that could not be sampled) is still read; a letter read as "<" is not.
 */
export function shorterThanItsLetters(binary: GrayImage, cells: Box[], read: string, index: number): boolean {
  const letterRows = [...read]
    .flatMap((char, column) => (/[A-Z0-9]/.test(char) && cells[column] ? [inkedRows(binary, cells[column])] : []))
    .sort((a, b) => a - b);
  if (letterRows.length < 3) return false;
  const letters = letterRows[Math.floor(letterRows.length / 2)]!;
  const rows = inkedRows(binary, cells[index]!);
  return rows > 0 && rows < AS_TALL_AS_A_LETTER * letters;
}

/**
 * How many rows, from the first to the last, hold ink in the cell's middle (its sides may catch
 * a neighbour's edge), within the line's own height: above the name line is other print, which
 * would make every cell as tall as its neighbours.
 */
function inkedRows(binary: GrayImage, cell: Box): number {
  const left = Math.max(0, Math.round(cell.left + (cell.right - cell.left) * 0.15));
  const right = Math.min(binary.width, Math.round(cell.right - (cell.right - cell.left) * 0.15));
  let first = -1;
  let last = -1;
  for (let y = Math.max(0, Math.floor(cell.top)); y < Math.min(binary.height, Math.ceil(cell.bottom)); y++) {
    let ink = 0;
    for (let x = left; x < right; x++) if (binary.data[y * binary.width + x] === 0) ink++;
    if (ink < 2) continue;
    if (first < 0) first = y;
    last = y;
  }
  return first < 0 ? 0 : last - first + 1;
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
      for (let x = Math.max(0, Math.round(cell.left)); x < Math.min(binary.width, Math.round(cell.right)); x++)
        if (binary.data[y * binary.width + x] === 0) return true;
    }
    return false;
  };
  return !inked(Math.floor(line.top), Math.floor(line.top) + band) && !inked(Math.ceil(line.bottom) - band, Math.ceil(line.bottom));
}

/** Two cells this alike (mean squared difference of their ink on the glyph grid) hold the same glyph. */
const LIKE_FILLER = 0.05;
