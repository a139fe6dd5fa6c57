import type { Box } from "./image/warp";
import type { OcrSymbol } from "./ocr-reading";

// A zone line the OCR read whole, put together from where the OCR placed each character rather
// than from how many it read. The zone's characters stand at a fixed pitch (ICAO 9303 part 3),
// so each character belongs to the cell its centre falls in. A cell given two characters holds
// one glyph read twice (a serifed 1 as "1I", a slashed 0 as "0O") or a sliver of its neighbour
// read as a letter: the one that fits the layout there (a digit in a date, a letter in a name)
// and stands nearest the cell's middle is kept. A cell given none is a filler only where its
// shape is one; otherwise the line cannot be placed and is left to the length-based repair.

/** What a column of the zone holds, by the layout (image/shape-evidence.ts `kindsOf`). */
export type ColumnKind = "digit" | "letter" | "mixed";

const FITS: Record<ColumnKind, RegExp> = { digit: /^[0-9<]$/, letter: /^[A-Z<]$/, mixed: /^[A-Z0-9<]$/ };

/**
 * The line, one character per cell, from the OCR's `symbols` (their x across the picture the
 * cells are in). `fillers[i]`: cell i is a filler by its shape.
 * Null when a cell that is no filler got no character, or a character fell outside every cell.
 */
export function placedLine(symbols: OcrSymbol[], cells: Box[], kinds: ColumnKind[], fillers: boolean[]): string | null {
  if (cells.length < 2 || symbols.length === 0) return null;
  const pitch = (cells.at(-1)!.left - cells[0]!.left) / (cells.length - 1);
  const middleOf = (cell: Box) => (cell.left + cell.right) / 2;
  const placed: OcrSymbol[][] = cells.map(() => []);
  for (const symbol of symbols) {
    if (!FITS.mixed.test(symbol.char)) continue;
    const centre = (symbol.left + symbol.right) / 2;
    const index = Math.round((centre - middleOf(cells[0]!)) / pitch);
    // A character beyond the line's ends: the line's cells are not where its ink says.
    if (index < 0 || index >= cells.length) return null;
    placed[index]!.push(symbol);
  }
  const chars: string[] = [];
  for (const [index, candidates] of placed.entries()) {
    if (candidates.length === 0) {
      if (!fillers[index]) return null;
      chars.push("<");
      continue;
    }
    const fitting = candidates.filter((symbol) => FITS[kinds[index] ?? "mixed"].test(symbol.char));
    const middle = middleOf(cells[index]!);
    const nearest = (fitting.length ? fitting : candidates).reduce((best, symbol) =>
      Math.abs((symbol.left + symbol.right) / 2 - middle) < Math.abs((best.left + best.right) / 2 - middle) ? symbol : best,
    );
    chars.push(nearest.char);
  }
  return chars.join("");
}
