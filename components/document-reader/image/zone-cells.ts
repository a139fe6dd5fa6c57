import type { GrayImage } from "./gray-image";
import type { Box } from "./warp";

// The zone is printed in one monospace face: every line is a row of equal cells, 44, 36 or 30 of
// them. Tesseract's English model reads the filler "<" poorly (as K, L, C, or an extra K beside
// it, more often the longer the run), so the fillers are found here, by their shape, cell by
// cell, and painted out before the OCR reads the letters and digits left between them.

/** The zone's lines in a black-on-white picture of it: bands of rows with ink, their ink's left and right. */
export function zoneLinesIn(binary: GrayImage): Box[] {
  const { width, height, data } = binary;
  const inkInRow = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (data[y * width + x] === 0) inkInRow[y]!++;
  const peak = Math.max(...inkInRow);
  const lines: Box[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const on = y < height && inkInRow[y]! > peak * 0.12;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      if (y - start >= 6) lines.push(horizontalExtent(binary, start, y));
      start = -1;
    }
  }
  // Lines of a zone are alike: a band much shorter than the tallest is a smudge or the page's other print.
  const tallest = Math.max(0, ...lines.map((line) => line.bottom - line.top));
  return lines.filter((line) => line.bottom - line.top > tallest * 0.6);
}

/**
 * From the first to the last column with a glyph's worth of ink (specks of the paper's pattern
 * left by the threshold are thinner, and a speck standing apart has no print beside it: the
 * line starts where a line height's width holds a third of its columns inked), skipping solid
 * black at the edges.
 */
function horizontalExtent(binary: GrayImage, top: number, bottom: number): Box {
  const { width, data } = binary;
  const lineHeight = bottom - top;
  const inkInColumn = new Uint32Array(width);
  for (let x = 0; x < width; x++) for (let y = top; y < bottom; y++) if (data[y * width + x] === 0) inkInColumn[x]!++;
  const solid = (x: number) => inkInColumn[x]! > lineHeight * 0.85;
  const glyph = (x: number) => inkInColumn[x]! >= lineHeight * 0.15;
  const printAround = (from: number, to: number) => {
    let count = 0;
    for (let x = Math.max(0, from); x < Math.min(width, to); x++) if (glyph(x)) count++;
    return count >= lineHeight * 0.3;
  };
  let left = 0;
  while (left < width && solid(left)) left++;
  while (left < width && !(glyph(left) && printAround(left, left + lineHeight))) left++;
  let right = width - 1;
  while (right > left && solid(right)) right--;
  while (right > left && !(glyph(right) && printAround(right - lineHeight + 1, right + 1))) right--;
  return { left, top, right: right + 1, bottom };
}

/**
 * The zone's lines hold the same number of characters and start at one margin: lines that do
 * not reach the same left and right within half a character were not all found whole (a
 * shadow cut one, or something else joined it), and their cells would be misplaced.
 */
export function linesAgree(lines: Box[], count: number): boolean {
  const pitch = Math.min(...lines.map((line) => (line.right - line.left) / count));
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  return spread(lines.map((line) => line.left)) <= pitch * 0.5 && spread(lines.map((line) => line.right)) <= pitch * 0.5;
}

/**
 * Characters per line for a zone of this shape: 3 lines are TD1 (30); of 2 lines, a TD3 line
 * (44) is some 43 times as wide as it is high and a TD2 line (36) some 35 times. A line of
 * another shape was not found whole.
 */
export function charactersPerLine(lines: Box[]): 30 | 36 | 44 | null {
  if (lines.length === 3) return 30;
  if (lines.length !== 2) return null;
  const ratio = lines.reduce((sum, line) => sum + (line.right - line.left) / (line.bottom - line.top), 0) / 2;
  if (ratio >= 39 && ratio <= 50) return 44;
  if (ratio >= 32 && ratio < 39) return 36;
  return null;
}

/**
 * The cells of a line of `count` characters. A glyph fills about 70% of its cell, centred, so
 * the ink runs from 15% into the first cell to 15% before the end of the last.
 */
export function cellsOf(line: Box, count: number): Box[] {
  const pitch = (line.right - line.left) / (count - 0.3);
  const first = line.left - pitch * 0.15;
  return Array.from({ length: count }, (_, index) => ({
    left: first + index * pitch,
    right: first + (index + 1) * pitch,
    top: line.top,
    bottom: line.bottom,
  }));
}

/** Share of ink in a part of a cell, the part given as fractions of the cell. */
function inkShare(binary: GrayImage, cell: Box, [fromX, toX, fromY, toY]: [number, number, number, number]): number {
  const width = cell.right - cell.left;
  const height = cell.bottom - cell.top;
  const x0 = Math.max(0, Math.round(cell.left + width * fromX));
  const x1 = Math.min(binary.width, Math.round(cell.left + width * toX));
  const y0 = Math.max(0, Math.round(cell.top + height * fromY));
  const y1 = Math.min(binary.height, Math.round(cell.top + height * toY));
  let ink = 0;
  let all = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      all++;
      if (binary.data[y * binary.width + x] === 0) ink++;
    }
  }
  return all ? ink / all : 0;
}

/**
 * A filler "<": its point at the middle of the cell's left part, its two arms reaching the
 * right part above and below, and nothing at the left above and below the point (where K, L,
 * E and B have a stem, C and G a curve) nor at the right's middle (where the arms are apart).
 */
export function isFiller(binary: GrayImage, cell: Box): boolean {
  // The cells' pitch is measured, not known: a glyph may sit a little off its cell's centre.
  const shift = (cell.right - cell.left) * 0.06;
  return [0, -shift, shift].some((by) => fillerAt(binary, { ...cell, left: cell.left + by, right: cell.right + by }));
}

function fillerAt(binary: GrayImage, cell: Box): boolean {
  const point = inkShare(binary, cell, [0.1, 0.4, 0.4, 0.6]);
  const upperArm = inkShare(binary, cell, [0.6, 0.9, 0.1, 0.35]);
  const lowerArm = inkShare(binary, cell, [0.6, 0.9, 0.65, 0.9]);
  const cornerTop = inkShare(binary, cell, [0.05, 0.35, 0, 0.2]);
  const cornerBottom = inkShare(binary, cell, [0.05, 0.35, 0.8, 1]);
  const between = inkShare(binary, cell, [0.65, 0.95, 0.42, 0.58]);
  // Above and below the point, the left stays clear: there C's curve runs.
  const leftAbove = inkShare(binary, cell, [0, 0.35, 0.2, 0.33]);
  const leftBelow = inkShare(binary, cell, [0, 0.35, 0.67, 0.8]);
  return Math.min(point, upperArm, lowerArm) > 0.15 && Math.max(cornerTop, cornerBottom, between, leftAbove, leftBelow) < 0.08;
}

/** A copy of the picture with the given cells painted white. */
export function paintedOut(binary: GrayImage, cells: Box[]): GrayImage {
  const data = new Uint8ClampedArray(binary.data);
  for (const cell of cells) {
    for (let y = Math.max(0, Math.floor(cell.top)); y < Math.min(binary.height, Math.ceil(cell.bottom)); y++) {
      for (let x = Math.max(0, Math.floor(cell.left)); x < Math.min(binary.width, Math.ceil(cell.right)); x++)
        data[y * binary.width + x] = 255;
    }
  }
  return { width: binary.width, height: binary.height, data };
}

/**
 * A copy with the ink that touches the picture's edges made white: the table beyond the page's
 * edge and the halves of other print cut by the crop, which would otherwise join the zone's lines.
 */
export function withoutEdgeInk(binary: GrayImage): GrayImage {
  const { width, height } = binary;
  const data = new Uint8ClampedArray(binary.data);
  const stack: number[] = [];
  const push = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height || data[y * width + x] !== 0) return;
    data[y * width + x] = 255;
    stack.push(y * width + x);
  };
  for (let x = 0; x < width; x++) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 0; y < height; y++) {
    push(0, y);
    push(width - 1, y);
  }
  while (stack.length > 0) {
    const at = stack.pop()!;
    const x = at % width;
    const y = (at - x) / width;
    push(x + 1, y);
    push(x - 1, y);
    push(x, y + 1);
    push(x, y - 1);
  }
  return { width, height, data };
}

/**
 * 6 or G, which no check digit can tell apart (16 and 6 weigh the same modulo 10), told by
 * shape in OCR-B: G's top arc ends at the upper right, where 6's stroke has already gone down
 * the left. Null when the cell is neither clearly.
 */
export function sixOrG(binary: GrayImage, cell: Box): "6" | "G" | null {
  const upperRight = inkShare(binary, cell, [0.6, 0.85, 0.15, 0.3]);
  if (upperRight > 0.25) return "G";
  if (upperRight < 0.06) return "6";
  return null;
}
