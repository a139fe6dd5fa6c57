import { describe, expect, it } from "vitest";
import { td3Zone } from "@/scripts/passports/write-mrz";
import type { GrayImage } from "./image/gray-image";
import { GLYPH_HEIGHT, GLYPH_WIDTH } from "./image/glyph-shapes";
import { OCR_B_GLYPHS } from "./image/ocr-b-glyphs";
import { charactersPerLine } from "./image/zone-cells";
import { charactersPerLineOf, readByLines } from "./read-zone-by-lines";

// A TD3 zone drawn from OCR-B's own grids (3 px a point, a glyph every 16 points), its lines read
// by an OCR that answers the zone's true text: what the cells' shapes let through. A "<" drawn as
// tall as a capital is what another face's filler, or a blurred C, looks like to the shape test.

const SCALE = 3;
const PITCH = 16 * SCALE;
const [LINE1, LINE2] = td3Zone({
  surname: "TAKAHASHI",
  givenNames: "YUI MEI",
  number: "XYK7K0794",
  nationality: "JPN",
  birth: "950312",
  sex: "F",
  expiry: "300101",
});

const rowsOf = (char: string) => OCR_B_GLYPHS[char]!.match(new RegExp(`.{${GLYPH_WIDTH}}`, "g"))!;
const tallChevron = () => {
  const rows = rowsOf("<").slice(0, 14);
  return Array.from({ length: GLYPH_HEIGHT }, (_, gy) => rows[Math.min(13, Math.floor((gy * 14) / GLYPH_HEIGHT))]!);
};

/** Another face's filler, unlike OCR-B's chevron: a short bar in the middle of the line, as high as a "<" is. */
const shortBar = () => Array.from({ length: GLYPH_HEIGHT }, (_, gy) => (gy >= 6 && gy < 10 ? ".##########..." : ".".repeat(GLYPH_WIDTH)));

/** The two lines, with the glyph at `tallAt` (line 1's column) drawn as `glyph` (a tall chevron). */
function zonePicture(tallAt: number, glyph = tallChevron): GrayImage {
  const lineHeight = GLYPH_HEIGHT * SCALE;
  const margin = lineHeight;
  const width = PITCH * 44 + margin * 2;
  const height = margin * 3 + lineHeight * 2 + lineHeight / 2;
  const data = new Uint8ClampedArray(width * height).fill(255);
  [LINE1!, LINE2!].forEach((line, lineIndex) => {
    const top = margin + lineIndex * (lineHeight * 1.5);
    [...line].forEach((char, column) => {
      const rows = lineIndex === 0 && column === tallAt ? glyph() : rowsOf(char);
      rows.forEach((row, gy) =>
        [...row].forEach((point, gx) => {
          if (point !== "#") return;
          for (let dy = 0; dy < SCALE; dy++)
            for (let dx = 0; dx < SCALE; dx++) data[(top + gy * SCALE + dy) * width + margin + column * PITCH + gx * SCALE + dx] = 0;
        }),
      );
    });
  });
  return { width, height, data };
}

const truthfulOcr = (() => {
  let line = 0;
  return async () => ({ text: [LINE1, LINE2][line++ % 2]!, symbols: [] });
})();

const textOf = (reading: Awaited<ReturnType<typeof readByLines>>) =>
  typeof reading === "string" || reading === null ? reading : reading.text;

describe("a zone read line by line, held against its cells", () => {
  it("gives the zone where every filler the OCR reads is a filler by its shape", async () => {
    expect(textOf(await readByLines(zonePicture(-1), truthfulOcr))).toBe(`${LINE1}\n${LINE2}`);
  });

  it("does not hold the document code's second character against its cell", async () => {
    expect(LINE1![1]).toBe("<");
    expect(textOf(await readByLines(zonePicture(1), truthfulOcr))).toBe(`${LINE1}\n${LINE2}`);
  });

  it("gives nothing where a '<' the OCR reads inside the name is a letter by its shape", async () => {
    const between = LINE1!.indexOf("YUI<MEI") + 3;
    expect(LINE1![between]).toBe("<");
    expect(await readByLines(zonePicture(between), truthfulOcr)).toBeNull();
  });

  it("takes a '<' the OCR reads inside the name where its cell, no filler by OCR-B's shape, is shorter than the letters", async () => {
    const between = LINE1!.indexOf("YUI<MEI") + 3;
    expect(textOf(await readByLines(zonePicture(between, shortBar), truthfulOcr))).toBe(`${LINE1}\n${LINE2}`);
  });

  it("gives nothing where the OCR read the name a character too long and no places say where", async () => {
    const tooLong = LINE1!.replace("TAKAHASHI", "TAKAAHASHI");
    const ocr = linesOcr([tooLong, LINE2!], false);
    expect(await readByLines(zonePicture(-1), ocr)).toBeNull();
  });

  it("puts each line together from where the OCR placed its characters: a glyph read twice is read once", async () => {
    // The OCR read TAKAHASHI's second A twice, the copy a third of a cell to the right of it.
    const doubled = LINE1!.indexOf("TAKAHASHI") + 3;
    const ocr = linesOcr([LINE1!, LINE2!], true, { line: 0, column: doubled, char: "A" });
    expect(textOf(await readByLines(zonePicture(-1), ocr))).toBe(`${LINE1}\n${LINE2}`);
  });
});

/**
 * An OCR that answers the zone's lines in turn, with each character placed in its cell (found
 * from the crop's first inked column and the pitch), or with no places; `extra` adds a
 * character a third of a cell right of another, in the text and the places.
 */
function linesOcr(lines: string[], placed: boolean, extra?: { line: number; column: number; char: string }) {
  let line = 0;
  return async (picture: GrayImage) => {
    const index = line++ % lines.length;
    const text = lines[index]!;
    let first = picture.width;
    for (let y = 0; y < picture.height; y++) for (let x = 0; x < first; x++) if (picture.data[y * picture.width + x] === 0) first = x;
    const glyph = GLYPH_WIDTH * SCALE;
    const symbols = [...text].map((char, column) => ({
      char,
      left: first + column * PITCH,
      right: first + column * PITCH + glyph,
      confidence: 90,
    }));
    if (extra?.line === index) {
      const shifted = first + extra.column * PITCH + PITCH / 3;
      symbols.splice(extra.column + 1, 0, { char: extra.char, left: shifted, right: shifted + glyph, confidence: 95 });
    }
    return { text: symbols.map((symbol) => symbol.char).join(""), symbols: placed ? symbols : [] };
  };
}

describe("how many characters a zone's lines hold", () => {
  // Two lines 30 times as wide as high: by OCR-B's width over height, some other count.
  const lines = [
    { left: 0, right: 1200, top: 0, bottom: 40 },
    { left: 0, right: 1200, top: 60, bottom: 100 },
  ];
  it("is the two-line layout the OCR's own count is within 4 of, in any face", () => {
    expect(charactersPerLineOf(lines, ["P<KORYOON<<MIN<<<<<<<<<<<<<LLLLLLLLLLLLLL", "014325<<<9K0R0105282F28020467Y52Y6XS<<<<<<36"])).toBe(
      44,
    );
    expect(charactersPerLineOf(lines, ["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<6"])).toBe(36);
  });
  it("is the lines' width over their height where the OCR's counts say neither, or there are three lines", () => {
    expect(charactersPerLineOf(lines, ["P<KORYOON", "014325<<<9K0R0105282F28020467Y52Y6XS<<<<<<36"])).toBe(charactersPerLine(lines));
    const three = [...lines, { left: 0, right: 1200, top: 120, bottom: 160 }];
    expect(charactersPerLineOf(three, ["I<UTOD231458907<<<<<<<<<<<<<<<", "x", "y"])).toBe(charactersPerLine(three));
  });
});
