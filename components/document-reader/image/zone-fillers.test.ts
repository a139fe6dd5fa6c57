import { describe, expect, it } from "vitest";
import type { GrayImage } from "./gray-image";
import { OCR_B_GLYPHS } from "./ocr-b-glyphs";
import { GLYPH_HEIGHT, GLYPH_WIDTH } from "./glyph-shapes";
import { fillerCells } from "./zone-fillers";
import { isFiller } from "./zone-cells";

// A line of OCR-B glyphs drawn from the face's own grids (3 px a point), one cell each, with a
// margin of paper above and below: the "<" between two given names, and the same chevron drawn
// as tall as a capital, which is what a blurred C that passes the "<"'s shape test looks like.

const SCALE = 3;
const MARGIN = 12;

function drawn(glyphs: string[][]): {
  binary: GrayImage;
  cells: { left: number; right: number; top: number; bottom: number }[];
  line: { left: number; right: number; top: number; bottom: number };
} {
  const [cellWidth, cellHeight] = [GLYPH_WIDTH * SCALE, GLYPH_HEIGHT * SCALE];
  const width = cellWidth * glyphs.length;
  const height = cellHeight + MARGIN * 2;
  const data = new Uint8ClampedArray(width * height).fill(255);
  glyphs.forEach((rows, index) => {
    rows.forEach((row, gy) => {
      [...row].forEach((point, gx) => {
        if (point !== "#") return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) data[(MARGIN + gy * SCALE + dy) * width + index * cellWidth + gx * SCALE + dx] = 0;
      });
    });
  });
  const line = { left: 0, right: width, top: MARGIN, bottom: MARGIN + cellHeight };
  const cells = glyphs.map((_, index) => ({ left: index * cellWidth, right: (index + 1) * cellWidth, top: line.top, bottom: line.bottom }));
  return { binary: { width, height, data }, cells, line };
}

const rowsOf = (char: string) => OCR_B_GLYPHS[char]!.match(new RegExp(`.{${GLYPH_WIDTH}}`, "g"))!;
/** The "<" stretched from its 14 inked rows to the capital's 16. */
const tallChevron = () => {
  const rows = rowsOf("<").slice(0, 14);
  return Array.from({ length: GLYPH_HEIGHT }, (_, gy) => rows[Math.min(13, Math.floor((gy * 14) / GLYPH_HEIGHT))]!);
};

describe("fillers between letters", () => {
  it("keep the '<' between two given names, shorter than the capitals beside it", () => {
    const { binary, cells, line } = drawn(["N", "A", "<", "M", "A"].map(rowsOf));
    expect(fillerCells(binary, line, cells, null)).toEqual([false, false, true, false, false]);
  });

  it("take a chevron as tall as the capitals beside it for a letter, though its shape is a '<'", () => {
    const { binary, cells, line } = drawn([rowsOf("F"), rowsOf("A"), tallChevron(), rowsOf("U"), rowsOf("N")]);
    expect(isFiller(binary, cells[2]!)).toBe(true);
    expect(fillerCells(binary, line, cells, null)).toEqual([false, false, false, false, false]);
  });

  it("judge a run of fillers by shape alone: there is no letter beside each to measure against", () => {
    const { binary, cells, line } = drawn([rowsOf("N"), rowsOf("<"), tallChevron(), rowsOf("<")]);
    expect(fillerCells(binary, line, cells, null)).toEqual([false, true, true, true]);
  });
});
