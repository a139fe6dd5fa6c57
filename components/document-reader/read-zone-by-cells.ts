import type { ZoneShapes } from "./mrz";
import type { GrayImage } from "./image/gray-image";
import { uprightCrop, type Box } from "./image/warp";
import { cellsOf, charactersPerLine, linesAgree, paintedOut, sixOrG, withoutEdgeInk, zoneLinesIn } from "./image/zone-cells";
import { withoutThinStrokes } from "./image/threshold";
import { distanceTo, nearestGlyph, sampleCell } from "./image/glyph-shapes";
import { glyphContradicts, kindsOf, readingByShape, zoneShapes } from "./image/shape-evidence";
import { fillerCells, fillerOf } from "./image/zone-fillers";
import { lineFromRuns } from "./line-from-runs";
import { CLEAR_SHAPE } from "./correct-mixed-field";
import type { RecognizeText } from "./ocr-reading";

// The zone read cell by cell: the fillers found by shape and painted out, the OCR reading the
// letters and digits, each cell's ink kept so the glyphs' shapes can judge what the OCR read.

export /** The zone's text as read cell by cell, and what its glyphs' shapes say (image/shape-evidence.ts). */
interface ZoneReading {
  text: string;
  shapes: ZoneShapes;
  /** Whether the glyph at a line and column is clearly not a character (image/shape-evidence.ts). */
  contradicts: (line: number, column: number, char: string) => boolean;
  lines: number;
  /** The OCR gave a line a character too many or too few, and the cells' shapes placed it (line-from-runs.ts). */
  repaired: boolean;
  /** The zone where the glyphs' shapes clearly read other characters than the OCR (shape-evidence.ts), or null. */
  byShape: () => string | null;
}

/**
 * The zone read line by line in a black-on-white picture: the fillers found by shape and
 * painted out, the OCR reading only the letters and digits, the line put back together cell by
 * cell (zone-cells.ts, line-from-runs.ts). Null when the lines or their cells do not fit.
 */
export async function readByCells(picture: GrayImage, recognize: RecognizeText): Promise<ZoneReading | null> {
  const binary = withoutThinStrokes(withoutEdgeInk(picture));
  const lines = zoneLinesIn(binary);
  const count = charactersPerLine(lines);
  if (!count || !linesAgree(lines, count)) return null;
  const read: string[] = [];
  const samples: (Float32Array | null)[][] = [];
  // The name's line: no check digit guards it, so the OCR's characters only.
  const nameLine = count === 30 ? 2 : 0;
  const filler = fillerOf(binary, lines[nameLine]!, count);
  let repaired = false;
  for (const [lineIndex, line] of lines.entries()) {
    const cells = cellsOf(line, count);
    const fillers = fillerCells(binary, line, cells, filler);
    const margin = (line.bottom - line.top) * 0.5;
    const lineBox: Box = {
      left: Math.max(0, line.left - margin),
      right: Math.min(binary.width, line.right + margin),
      top: Math.max(0, line.top - margin),
      bottom: Math.min(binary.height, line.bottom + margin),
    };
    const letters = uprightCrop(
      paintedOut(
        binary,
        cells.filter((_, index) => fillers[index]),
      ),
      0,
      lineBox,
      1,
    );
    // A "<" standing alone is a filler the shape test missed, and the OCR reads a lone one well;
    // one inside a word is a misread letter, dropped so the word no longer fits its run.
    const words = (await recognize(letters, "line")).text
      .split(/\s+/)
      .map((word) => (/^<+$/.test(word) ? word : word.replace(/</g, "")))
      .filter(Boolean);
    const cellSamples = cells.map((cell, index) => (fillers[index] ? null : sampleCell(binary, cell, line)));
    const text = lineFromRuns(fillers, words, {
      cost: (index, char) => (cellSamples[index] ? distanceTo(cellSamples[index], char) : 1),
      ...(lineIndex === nameLine ? {} : { nearest: (index: number) => (cellSamples[index] ? nearestGlyph(cellSamples[index]).char : "<") }),
    });
    if (text === null) return null;
    if (words.join("").length !== fillers.filter((filler) => !filler).length) repaired = true;
    // The OCR's 6 and G are taken from the glyph's shape where it is clear (no check digit can).
    read.push([...text].map((char, index) => (char === "6" || char === "G" ? (sixOrG(binary, cells[index]!) ?? char) : char)).join(""));
    samples.push(cellSamples);
  }
  const shapes = zoneShapes(samples, read);
  const settled = settleSixAndG(read, shapes);
  if (!settled) return null;
  return {
    text: settled.join("\n"),
    shapes,
    contradicts: glyphContradicts(samples, read),
    lines: read.length,
    repaired,
    byShape: () => readingByShape(samples, settled)?.join("\n") ?? null,
  };
}

/**
 * G (16) and 6 weigh the same in every check digit, so in a number a G read for a 6 would pass
 * them all: there, each G or 6 must be what its shape clearly says (the zone's own examples, or
 * the face's glyphs, which tell the two apart), else the pass gives nothing.
 */
export function settleSixAndG(lines: string[], shapes: ZoneShapes): string[] | null {
  const kinds = kindsOf(lines[0]?.length ?? 0);
  if (!kinds) return lines;
  const settled: string[] = [];
  for (const [row, line] of lines.entries()) {
    const chars = [...line];
    for (const [column, char] of chars.entries()) {
      if ((char !== "6" && char !== "G") || kinds[row]?.[column] !== "mixed") continue;
      const other = char === "6" ? "G" : "6";
      const says = shapes(row, column, char, other);
      if (says < -CLEAR_SHAPE) chars[column] = other;
      else if (says <= CLEAR_SHAPE) return null;
    }
    settled.push(chars.join(""));
  }
  return settled;
}
