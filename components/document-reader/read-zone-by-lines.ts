import type { GrayImage } from "./image/gray-image";
import { uprightCrop, type Box } from "./image/warp";
import { cellsOf, charactersPerLine, withoutEdgeInk, zoneLinesIn } from "./image/zone-cells";
import { withoutThinStrokes } from "./image/threshold";
import { fillerCells, fillerOf, nameEndIn } from "./image/zone-fillers";
import { repairedZoneText } from "./zone-line-repair";
import type { RecognizeText } from "./read-mrz-passes";

// The zone's lines read whole, fillers and all, and put back into the layout's shape: for a face
// other than OCR-B, whose fillers the cell-by-cell reading's shape test does not know.

/** The zone's lines each read whole by the OCR and repaired to the layout (zone-line-repair.ts). Null when no two or three lines of one length are there. */
export async function readByLines(picture: GrayImage, recognize: RecognizeText): Promise<string | null> {
  const binary = withoutThinStrokes(withoutEdgeInk(picture));
  const lines = zoneLinesIn(binary);
  if (lines.length < 2 || lines.length > 3) return null;
  const read: string[] = [];
  for (const line of lines) {
    const margin = (line.bottom - line.top) * 0.5;
    const box: Box = {
      left: Math.max(0, line.left - margin),
      right: Math.min(binary.width, line.right + margin),
      top: Math.max(0, line.top - margin),
      bottom: Math.min(binary.height, line.bottom + margin),
    };
    read.push((await recognize(uprightCrop(binary, 0, box, 1), "line")).replace(/\s+/g, ""));
  }
  const text = repairedZoneText(read, nameEndIn(binary, lines[0]!)).split("\n");
  // Each line held against its cells: where a cell is a filler by its shape the OCR's K, L, C or
  // E is a "<"; a letter or digit there, or a "<" where the cell is none, and the line is wrong.
  // Not held: the document code's second character (line 1, column 1), a "<" or a letter at the
  // state's choice that nothing here takes, squeezed between the code and the state, where a
  // face's "<" is judged by its neighbours' ink.
  const count = charactersPerLine(lines);
  if (!count || text.length !== lines.length) return text.join("\n");
  const filler = fillerOf(binary, lines[lines.length === 3 ? 2 : 0]!, count);
  const checked = text.map((line, index) => {
    if (line.length !== count) return line;
    const fillers = fillerCells(binary, lines[index]!, cellsOf(lines[index]!, count), filler);
    const chars = [...line];
    for (const [column, isOne] of fillers.entries()) {
      if (isOne && /[KLCE<]/.test(chars[column]!)) chars[column] = "<";
      else if (index === 0 && column === 1) continue;
      else if (isOne || chars[column] === "<") return null;
    }
    return chars.join("");
  });
  return checked.every((line) => line !== null) ? checked.join("\n") : null;
}
