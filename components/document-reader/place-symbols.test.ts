import { describe, expect, it } from "vitest";
import type { OcrSymbol } from "./ocr-reading";
import { placedLine, type ColumnKind } from "./place-symbols";
import type { Box } from "./image/warp";

// Lines put together from where the OCR placed its characters: cells 40 px wide from x = 100,
// as the zone's fixed pitch gives them; each symbol a glyph's box, 26 px wide, in its cell.

const PITCH = 40;
const cellsFor = (count: number): Box[] =>
  Array.from({ length: count }, (_, index) => ({ left: 100 + index * PITCH, right: 100 + (index + 1) * PITCH, top: 0, bottom: 40 }));
/** The symbols of `text`, one per cell, and `extra` ones at a cell and an offset from its middle. */
const symbolsOf = (text: string, extra: { char: string; cell: number; shift: number; confidence?: number }[] = []): OcrSymbol[] =>
  [
    ...[...text].map((char, index) => ({ char, cell: index, shift: 0, confidence: 90 })),
    ...extra.map((one) => ({ confidence: 95, ...one })),
  ].map(({ char, cell, shift, confidence }) => {
    const middle = 100 + cell * PITCH + PITCH / 2 + shift;
    return { char, left: middle - 13, right: middle + 13, confidence };
  });
const kinds = (text: string, kind: ColumnKind) => [...text].map(() => kind);
const noFillers = (text: string) => [...text].map(() => false);

describe("a line put together from where the OCR placed its characters", () => {
  it("gives the line as read when each cell holds one character", () => {
    const line = "L898902C36UTO7408122F1204159ZE184226B<<<<<10";
    expect(placedLine(symbolsOf(line), cellsFor(44), kinds(line, "mixed"), noFillers(line))).toBe(line);
  });

  it("keeps one character where the OCR read a glyph twice, the one nearest the cell's middle", () => {
    // A serifed 1 read as "1I": the I's box a third of a cell to the right, in the same cell.
    const symbols = symbolsOf("83M1N6C9Z", [{ char: "I", cell: 3, shift: 14 }]);
    expect(placedLine(symbols, cellsFor(9), kinds("83M1N6C9Z", "mixed"), noFillers("83M1N6C9Z"))).toBe("83M1N6C9Z");
  });

  it("keeps the character the layout allows there before the nearer one", () => {
    // In a date the OCR read a sliver of the A before it as a Q, nearer the middle than the 9.
    const symbols = symbolsOf("A9909210", [{ char: "Q", cell: 1, shift: -2 }]).map((symbol, index) =>
      index === 1 ? { ...symbol, left: symbol.left + 12, right: symbol.right + 12 } : symbol,
    );
    const columns: ColumnKind[] = ["letter", "digit", "digit", "digit", "digit", "digit", "digit", "digit"];
    expect(placedLine(symbols, cellsFor(8), columns, noFillers("A9909210"))).toBe("A9909210");
  });

  it("in a name, keeps the letter where a slashed O was read as 0 and O", () => {
    const symbols = symbolsOf("P<VNMVO<<QUANG", [{ char: "0", cell: 6, shift: -6, confidence: 99 }]);
    const columns: ColumnKind[] = ["mixed", "mixed", ...kinds("VNMVO<<QUANG", "letter")];
    expect(placedLine(symbols, cellsFor(14), columns, noFillers("P<VNMVO<<QUANG"))).toBe("P<VNMVO<<QUANG");
  });

  it("fills a cell the OCR left empty only where the cell is a filler by its shape", () => {
    const read = "ANNA<<<";
    const symbols = symbolsOf(read).filter((_, index) => index !== 5);
    const fillers = [false, false, false, false, true, true, true];
    expect(placedLine(symbols, cellsFor(7), kinds(read, "letter"), fillers)).toBe("ANNA<<<");
    const withoutALetter = symbolsOf(read).filter((_, index) => index !== 2);
    expect(placedLine(withoutALetter, cellsFor(7), kinds(read, "letter"), fillers)).toBeNull();
  });

  it("gives nothing when a character falls outside the line's cells, or the OCR placed none", () => {
    const read = "ANNA";
    const beyond = [
      ...symbolsOf(read),
      ...symbolsOf("X").map((symbol) => ({ ...symbol, left: symbol.left + 4 * PITCH, right: symbol.right + 4 * PITCH })),
    ];
    expect(placedLine(beyond, cellsFor(4), kinds(read, "letter"), noFillers(read))).toBeNull();
    expect(placedLine([], cellsFor(4), kinds(read, "letter"), noFillers(read))).toBeNull();
  });
});
