import { beforeAll, describe, expect, it } from "vitest";
import { sampleCell } from "./glyph-shapes";
import { glyphContradicts } from "./shape-evidence";
import { grayOfSpecimen, specimenNamed } from "./specimens/specimens";
import { binarizeSauvola } from "./threshold";
import { uprightCrop } from "./warp";
import { cellsOf, zoneLinesIn } from "./zone-cells";

// The zone read cell by cell on the ICAO 9303 TD3 specimen drawn by a second renderer
// (specimens/): its lines found in a crop at the OCR's size, each cell sampled on the glyph grid,
// and the shape check asked about the characters the specimen holds and about misreads.

/** The zone's lines and each cell's ink, cut as the reader cuts it (capitals some 36 px high, made level by the drawn tilt). */
async function cellsOfSpecimen(file: string) {
  const specimen = specimenNamed(file);
  const zone = specimen.zoneBox!;
  const crop = uprightCrop(
    await grayOfSpecimen(specimen),
    specimen.tiltDegrees,
    { left: zone.left - 30, top: zone.top - 18, right: zone.right + 30, bottom: zone.bottom + 18 },
    36 / 23,
  );
  const binary = binarizeSauvola(crop, 73, 0.2);
  const lines = zoneLinesIn(binary);
  const samples = lines.map((line) => cellsOf(line, 44).map((cell) => sampleCell(binary, cell, line)));
  return { specimen, lines, samples };
}

// Reported to the lead (/work/briefs/h3-status.md, "SHAPE"): right characters taken for others.
for (const file of ["td3-ocr-b.jpg", "td3-ocr-b-tilt-plus-2.5.jpg", "td3-dejavu-sans-mono.jpg"]) {
  describe(`the glyphs of ${file}`, () => {
    let found: Awaited<ReturnType<typeof cellsOfSpecimen>>;
    beforeAll(async () => {
      found = await cellsOfSpecimen(file);
    });

    it("stand in two lines of 44 cells, none empty", () => {
      expect(found.lines).toHaveLength(2);
      found.specimen.zone.forEach((line, row) =>
        [...line].forEach((_char, column) => expect(found.samples[row]![column], `${row}:${column}`).not.toBeNull()),
      );
    });

    it("do not contradict any character the specimen holds", () => {
      const contradicts = glyphContradicts(found.samples, found.specimen.zone);
      const contradicted = found.specimen.zone.flatMap((line, row) =>
        [...line].map((char, column) => (contradicts(row, column, char) ? `${row}:${column} ${char}` : "")).filter(Boolean),
      );
      expect(contradicted).toEqual([]);
    });

    it("contradict a misread that is no look-alike, and not a look-alike", () => {
      const contradicts = glyphContradicts(found.samples, found.specimen.zone);
      // The Z of ZE184226B (line 2, column 28) read as I and "corrected" to 1; the E of ERIKSSON
      // read as X; the first 8 of L898902C3 read as A.
      expect(contradicts(1, 28, "1")).toBe(true);
      expect(contradicts(0, 5, "X")).toBe(true);
      expect(contradicts(1, 1, "A")).toBe(true);
      // The O of UTO read as 0: look-alikes a blurred glyph may not tell apart.
      expect(contradicts(0, 4, "0")).toBe(false);
      expect(contradicts(1, 12, "0")).toBe(false);
    });
  });
}
