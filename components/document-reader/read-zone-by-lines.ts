import type { GrayImage } from "./image/gray-image";
import { uprightCrop, type Box } from "./image/warp";
import { cellsOf, charactersPerLine, withoutEdgeInk, zoneLinesIn } from "./image/zone-cells";
import { withoutThinStrokes } from "./image/threshold";
import { fillerCells, fillerOf, nameEndIn, shorterThanItsLetters } from "./image/zone-fillers";
import { endsWithFillersAt, repairedZoneText } from "./zone-line-repair";
import { glyphContradicts, kindsOf, readingByShape } from "./image/shape-evidence";
import { sampleCell } from "./image/glyph-shapes";
import type { ZoneReading } from "./read-zone-by-cells";
import type { OcrReading, RecognizeText } from "./ocr-reading";
import { placedLine } from "./place-symbols";

// The zone's lines read whole, fillers and all, and put back into the layout's shape: for a face
// other than OCR-B, whose fillers the cell-by-cell reading's shape test does not know. Each line
// is put together from where the OCR placed its characters, one per cell (place-symbols.ts);
// only where it cannot be is the line's length repaired by the layout (zone-line-repair.ts).

/** The zone read line by line: its text, and its glyphs' second reading by their shapes (as in read-zone-by-cells.ts, without the OCR-B shapes that settle look-alikes). */
export type LinesReading = Pick<ZoneReading, "text" | "lines" | "contradicts" | "byShape">;

/**
 * The zone's lines each read whole by the OCR, placed cell by cell or repaired to the layout
 * (zone-line-repair.ts). Null when no two or three lines are there or they do not hold against
 * their cells; the text alone when its lines are not of the layout's length, so no cells are sampled.
 */
export async function readByLines(picture: GrayImage, recognize: RecognizeText): Promise<LinesReading | string | null> {
  const binary = withoutThinStrokes(withoutEdgeInk(picture));
  const lines = zoneLinesIn(binary);
  if (lines.length < 2 || lines.length > 3) return null;
  const readings: OcrReading[] = [];
  for (const line of lines) {
    const margin = (line.bottom - line.top) * 0.5;
    const box: Box = {
      left: Math.max(0, line.left - margin),
      right: Math.min(binary.width, line.right + margin),
      top: Math.max(0, line.top - margin),
      bottom: Math.min(binary.height, line.bottom + margin),
    };
    const reading = await recognize(uprightCrop(binary, 0, box, 1), "line");
    // The symbols' places across the zone's picture, not the line's crop.
    readings.push({
      ...reading,
      symbols: reading.symbols.map((symbol) => ({ ...symbol, left: symbol.left + box.left, right: symbol.right + box.left })),
    });
  }
  const readLines = readings.map((reading) => reading.text.replace(/\s+/g, ""));
  const count = charactersPerLineOf(lines, readLines);
  const kinds = count ? kindsOf(count) : null;
  const filler = count ? fillerOf(binary, lines[lines.length === 3 ? 2 : 0]!, count) : null;
  const placedLines = lines.map((line, index) => {
    const cells = count ? cellsOf(line, count) : [];
    const placed =
      count && kinds?.[index] ? placedLine(readings[index]!.symbols, cells, kinds[index], fillerCells(binary, line, cells, filler)) : null;
    return placed ?? readLines[index]!;
  });
  const nameEnd = nameEndIn(binary, lines[0]!);
  // The lines as placed cell by cell first; where that does not hold, as read and repaired by their length.
  const placedText = heldAgainstCells(placedLines);
  const text =
    placedText !== null || placedLines.every((line, index) => line === readLines[index]) ? placedText : heldAgainstCells(readLines);
  if (text === null || !count) return text;
  // Each cell's ink, so the zone's own glyphs can read again what the OCR misread in a face it knows less well.
  const zone = text.split("\n");
  if (zone.length !== lines.length || zone.some((line) => line.length !== count)) return text;
  const samples = lines.map((line) => cellsOf(line, count).map((cell) => sampleCell(binary, cell, line)));
  return {
    text,
    lines: zone.length,
    contradicts: glyphContradicts(samples, zone),
    byShape: () => readingByShape(samples, zone)?.join("\n") ?? null,
  };

  function heldAgainstCells(read: string[]): string | null {
    const text = repairedZoneText(read, nameEnd).split("\n");
    // Each line held against its cells: where a cell is a filler by its shape the OCR's K, L, C or
    // E is a "<"; a letter or digit there, or a "<" where the cell is none, and the line is wrong.
    // Not held: the document code's second character (line 1, column 1), a "<" or a letter at the
    // state's choice that nothing here takes, squeezed between the code and the state, where a
    // face's "<" is judged by its neighbours' ink. A two-line zone's name line still of another
    // length than its cells, where the picture shows where the name ends, gained or lost a
    // character the repair could not place: inside the name, where no check digit would see it.
    if (!count || text.length !== lines.length) return text.join("\n");
    const checked = text.map((line, index) => {
      if (line.length !== count) return index === 0 && lines.length === 2 && nameEnd !== undefined ? null : line;
      const cells = cellsOf(lines[index]!, count);
      const fillers = fillerCells(binary, lines[index]!, cells, filler);
      const chars = [...line];
      // After a name whose end the picture and the OCR agree on, fillers by the layout.
      const fillersFrom = index === 0 && lines.length === 2 && nameEnd !== undefined && endsWithFillersAt(line, nameEnd) ? nameEnd : count;
      for (const [column, isOne] of fillers.entries()) {
        if (column >= fillersFrom) {
          chars[column] = "<";
          continue;
        }
        if (isOne && /[KLCE<]/.test(chars[column]!)) chars[column] = "<";
        else if (index === 0 && column === 1) continue;
        else if (isOne || (chars[column] === "<" && !shorterThanItsLetters(binary, cells, line, column))) return null;
      }
      return chars.join("");
    });
    return checked.every((line) => line !== null) ? checked.join("\n") : null;
  }
}

/**
 * Characters per line: three lines are TD1's 30; of two, the layout (TD3's 44 or TD2's 36) the
 * OCR's own count is nearer, where it read both lines within 4 of it. The lines' width over
 * their height says it for OCR-B only: another face is wider or narrower for its height.
 */
export function charactersPerLineOf(lines: Box[], read: string[]): 30 | 36 | 44 | null {
  if (lines.length !== 2) return charactersPerLine(lines);
  for (const length of [44, 36] as const) if (read.every((line) => Math.abs(line.length - length) <= 4)) return length;
  return charactersPerLine(lines);
}
