import { describe, expect, it } from "vitest";
import type { GrayImage } from "./gray-image";
import { findZone } from "./find-zone";
import { estimateSkew } from "./skew";
import { textEdgesOf } from "./text-edges";
import { binarize, binarizeLocally, otsuThreshold, withoutThinStrokes } from "./threshold";
import { shrink, uprightCrop } from "./warp";
import { cellsOf, charactersPerLine, isFiller, linesAgree, sixOrG, withoutEdgeInk, zoneLinesIn } from "./zone-cells";
import { lineFromRuns } from "../line-from-runs";
import { GLYPH_HEIGHT, GLYPH_WIDTH, MRZ_CHARACTERS, nearestGlyph, sampleCell } from "./glyph-shapes";
import { OCR_B_GLYPHS } from "./ocr-b-glyphs";
import { kindsOf, zoneShapes } from "./shape-evidence";

// The image helpers on small pictures drawn here: no canvas, no photo, no OCR.

function picture(width: number, height: number, shade: (x: number, y: number) => number): GrayImage {
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = shade(x, y);
  return { width, height, data };
}

/** Rows of "print": dark dashes 3 px wide every 6 px along lines of the given slope. */
function printedLines(width: number, height: number, lineYs: number[], degrees: number, lineHeight = 8): GrayImage {
  const slope = Math.tan((degrees * Math.PI) / 180);
  return picture(width, height, (x, y) => {
    const onLine = lineYs.some((top) => {
      const shifted = y - x * slope - top;
      return shifted >= 0 && shifted < lineHeight;
    });
    return onLine && x % 6 < 3 ? 20 : 230;
  });
}

/** A cell drawn from rows of "#" and ".". */
const drawn = (rows: string[]): GrayImage => picture(rows[0]!.length, rows.length, (x, y) => (rows[y]![x] === "#" ? 0 : 255));

describe("thresholds", () => {
  it("Otsu's threshold falls between the ink and the paper", () => {
    const twoTone = picture(10, 10, (x) => (x < 3 ? 40 : 200));
    const threshold = otsuThreshold(twoTone);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(200);
    expect([...binarize(twoTone, threshold).data.slice(0, 4)]).toEqual([0, 0, 0, 255]);
  });

  it("a local threshold keeps print under a shadow that a single threshold loses", () => {
    // Paper from 250 on the left to 90 on the right; ink 60 darker than the paper around it.
    const shaded = picture(60, 12, (x, y) => {
      const paper = 250 - x * 2.7;
      return y >= 4 && y < 8 && x % 5 === 0 ? paper - 60 : paper;
    });
    const local = binarizeLocally(shaded, 9, 12);
    const inkAt = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x] === 0;
    expect(inkAt(local, 5, 5)).toBe(true);
    expect(inkAt(local, 55, 5)).toBe(true);
    expect(inkAt(local, 56, 5)).toBe(false);
    expect(inkAt(local, 55, 1)).toBe(false);
    const global = binarize(shaded, otsuThreshold(shaded));
    expect(inkAt(global, 56, 5)).toBe(true); // the shadow itself taken for ink
  });
});

describe("the paper's pattern", () => {
  it("goes when its strokes are thinner than the letters'", () => {
    // A 1 px curve across a 5 px stroke: the curve goes, the stroke stays.
    const page = picture(20, 20, (x, y) => (y === 10 || (x >= 8 && x < 13) ? 0 : 255));
    const opened = withoutThinStrokes(page);
    const inkAt = (x: number, y: number) => opened.data[y * 20 + x] === 0;
    expect(inkAt(2, 10)).toBe(false);
    expect(inkAt(17, 10)).toBe(false);
    expect(inkAt(10, 3)).toBe(true);
    expect(inkAt(10, 10)).toBe(true);
  });
});

describe("tilt and zone", () => {
  it("estimates the tilt of printed lines within a few tenths of a degree", () => {
    for (const degrees of [-4, -1.5, 0, 2.5, 5]) {
      const page = printedLines(400, 200, [40, 60, 120], degrees);
      expect(Math.abs(estimateSkew(textEdgesOf(page), page.height) - degrees)).toBeLessThanOrEqual(0.3);
    }
  });

  it("levels a tilted picture: a turned line comes back level", () => {
    const tilted = printedLines(200, 120, [50], 4);
    const level = uprightCrop(tilted, 4, { left: 0, top: 0, right: 200, bottom: 120 }, 1);
    expect(estimateSkew(textEdgesOf(level), level.height)).toBeCloseTo(0, 0);
  });

  it("finds the two dense lines at the foot of a page, not the sparse print above", () => {
    const page = picture(400, 300, (x, y) => {
      const sparse = y >= 40 && y < 48 && x < 120 && x % 12 < 3;
      const zone = ((y >= 230 && y < 240) || (y >= 252 && y < 262)) && x >= 20 && x < 380 && x % 6 < 3;
      return sparse || zone ? 20 : 230;
    });
    const zone = findZone(textEdgesOf(page), page.width, page.height);
    expect(zone).not.toBeNull();
    expect(zone!.top).toBeLessThanOrEqual(230);
    expect(zone!.top).toBeGreaterThan(200);
    expect(zone!.bottom).toBeGreaterThanOrEqual(262);
    expect(zone!.left).toBeLessThanOrEqual(20);
    expect(zone!.right).toBeGreaterThanOrEqual(378);
  });

  it("shrinks by block means", () => {
    const small = shrink(
      picture(4, 2, (x) => (x < 2 ? 0 : 200)),
      2,
    );
    expect([...small.data]).toEqual([0, 200]);
  });
});

describe("the zone's cells", () => {
  const FILLER = [
    "..........",
    "......###.",
    "....####..",
    "..####....",
    ".###......",
    "..####....",
    "....####..",
    "......###.",
    "..........",
    "..........",
  ];
  const LETTER_C = [
    "..........",
    "...#####..",
    "..##...##.",
    ".##.......",
    ".##.......",
    ".##.......",
    ".##.......",
    "..##...##.",
    "...#####..",
    "..........",
  ];
  const LETTER_K = [
    "..........",
    ".##...##..",
    ".##..##...",
    ".##.##....",
    ".####.....",
    ".##.##....",
    ".##..##...",
    ".##...##..",
    ".##....##.",
    "..........",
  ];
  const cell = { left: 0, top: 0, right: 10, bottom: 10 };

  it("knows a filler by its shape, and not a C or a K", () => {
    expect(isFiller(drawn(FILLER), cell)).toBe(true);
    expect({ C: isFiller(drawn(LETTER_C), cell), K: isFiller(drawn(LETTER_K), cell) }).toEqual({ C: false, K: false });
  });

  it("tells G from 6 by the upper right, and says nothing when unsure", () => {
    const G = [
      ".####.....",
      "##..##....",
      "##...##...",
      "##........",
      "##..####..",
      "##....##..",
      "##....##..",
      ".######...",
      "..........",
      "..........",
    ];
    const SIX = [
      "...##.....",
      "..##......",
      ".##.......",
      "##........",
      "######....",
      "##...##...",
      "##...##...",
      ".#####....",
      "..........",
      "..........",
    ];
    expect(sixOrG(drawn(G), { left: 0, top: 0, right: 8, bottom: 8 })).toBe("G");
    expect(sixOrG(drawn(SIX), { left: 0, top: 0, right: 8, bottom: 8 })).toBe("6");
  });

  it("finds the lines, their characters per line, and refuses lines that do not line up", () => {
    const zone = picture(460, 40, (x, y) => (((y >= 5 && y < 15) || (y >= 25 && y < 35)) && x >= 10 && x < 450 && x % 10 < 7 ? 0 : 255));
    const lines = zoneLinesIn(zone);
    expect(lines).toHaveLength(2);
    expect(charactersPerLine(lines)).toBe(44);
    expect(linesAgree(lines, 44)).toBe(true);
    expect(linesAgree([lines[0]!, { ...lines[1]!, left: lines[1]!.left + 30 }], 44)).toBe(false);
    expect(cellsOf(lines[0]!, 44)).toHaveLength(44);
  });

  it("does not start a line at a speck of the paper standing apart from the print", () => {
    // Glyphs 7 px wide every 10 px from x = 40, lines 10 px high; a 2 x 4 speck at x = 12, inside the first line's rows.
    const zone = picture(500, 40, (x, y) => {
      const print = ((y >= 5 && y < 15) || (y >= 25 && y < 35)) && x >= 40 && x < 480 && x % 10 < 7;
      const speck = x >= 12 && x < 14 && y >= 8 && y < 12;
      return print || speck ? 0 : 255;
    });
    const lines = zoneLinesIn(zone);
    expect(lines.map((line) => line.left)).toEqual([40, 40]);
    expect(linesAgree(lines, 44)).toBe(true);
  });

  it("clears ink that touches the edges (the table beyond the page)", () => {
    const cleared = withoutEdgeInk(picture(10, 3, (x, y) => (x < 2 || (x === 5 && y === 1) ? 0 : 255)));
    expect([...cleared.data.slice(10, 20)]).toEqual([255, 255, 255, 255, 255, 0, 255, 255, 255, 255]);
  });
});

describe("a line put back together", () => {
  const fillers = (pattern: string) => [...pattern].map((char) => char === "<");

  it("fills the runs between fillers with the OCR's words, split where the OCR ran two together", () => {
    expect(lineFromRuns(fillers("?<???<<??<<<"), ["P", "UTO", "AB"])).toBe("P<UTO<<AB<<<");
    expect(lineFromRuns(fillers("?<???<<??<<<"), ["PUTOAB"])).toBe("P<UTO<<AB<<<");
  });

  it("gives nothing when the words do not fit the runs", () => {
    expect(lineFromRuns(fillers("?<???<<??"), ["P", "UT", "AB"])).toBeNull();
    expect(lineFromRuns(fillers("?<???<<??"), ["P", "UTO"])).toBeNull();
    expect(lineFromRuns(fillers("?<???"), ["P", "UTO", "X"])).toBeNull();
  });
});

describe("glyph shapes", () => {
  /** The face's own glyph drawn large (each point 3 x 3 pixels) in a cell of a zone line. */
  const drawnGlyph = (char: string, blur = false): GrayImage => {
    const bits = OCR_B_GLYPHS[char]!;
    const image = picture(GLYPH_WIDTH * 3 + 12, GLYPH_HEIGHT * 3, (x, y) => {
      const gx = Math.floor((x - 6) / 3);
      const gy = Math.floor(y / 3);
      return gx >= 0 && gx < GLYPH_WIDTH && bits[gy * GLYPH_WIDTH + gx] === "#" ? 0 : 255;
    });
    if (!blur) return image;
    // Round the corners: a pixel is ink when most of its 3 x 3 neighbourhood is.
    return picture(image.width, image.height, (x, y) => {
      let ink = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++)
          ink +=
            image.data[Math.min(image.height - 1, Math.max(0, y + dy)) * image.width + Math.min(image.width - 1, Math.max(0, x + dx))] === 0
              ? 1
              : 0;
      return ink >= 5 ? 0 : 255;
    });
  };
  const whole = (image: GrayImage) => ({ left: 0, top: 0, right: image.width, bottom: image.height });

  it("knows each of the zone's characters drawn in its face", () => {
    for (const char of MRZ_CHARACTERS.filter((each) => each !== "<")) {
      const image = drawnGlyph(char);
      expect(nearestGlyph(sampleCell(image, whole(image), whole(image))!).char).toBe(char);
    }
  });

  it("settles a look-alike by the zone's own examples of the two characters", () => {
    // Line 2 of a TD3 zone: column 1 is in the number (mixed); columns 13-19 a date (digits);
    // the nationality at 10-12 letters. The photo shows a 0 in the date and an O in the code.
    const sampled = (char: string) => sampleCell(drawnGlyph(char, true), whole(drawnGlyph(char)), whole(drawnGlyph(char)))!;
    const line2 = "PO4H4809<5GBO0212148M28011750031113339<<<<00";
    const samples = [
      Array.from({ length: 44 }, () => null),
      [...line2].map((_, column) => (column === 1 || column === 13 ? sampled("0") : column === 12 ? sampled("O") : null)),
    ];
    const shapes = zoneShapes(samples, ["P<GBRFITZGERALD<<OLIVER<<<<<<<<<<<<<<<<<<<<<", line2]);
    expect(shapes(1, 1, "0", "O")).toBeGreaterThan(0.03);
    expect(shapes(1, 1, "O", "0")).toBeLessThan(-0.03);
    // With no example of a Z, the face is not asked for 2 against Z: the picture cannot tell.
    expect(shapes(1, 1, "2", "Z")).toBe(0);
  });

  it("knows the layout's kinds of columns", () => {
    const [line1, line2] = kindsOf(44)!;
    expect([line1![0], line1![5], line2![0], line2![9], line2![11], line2![15], line2![30], line2![43]]).toEqual([
      "mixed",
      "letter",
      "mixed",
      "digit",
      "letter",
      "digit",
      "mixed",
      "digit",
    ]);
    expect(kindsOf(30)).toHaveLength(3);
    expect(kindsOf(40)).toBeNull();
  });
});
