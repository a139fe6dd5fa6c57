import { describe, expect, it } from "vitest";
import { GLYPH_HEIGHT, GLYPH_WIDTH } from "./glyph-shapes";
import { CLEAR_SHAPE } from "../correct-mixed-field";
import { readingByShape, zoneShapes } from "./shape-evidence";

// The second reading by shape on ICAO 9303's TD3 specimen zone, each cell's ink a made-up glyph
// per character (a fixed scatter of ink points, alike under no shift), so the zone's own
// examples say which character a cell is, whatever the face.

const TD3 = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"];

/** A glyph per character: the grid's points inked where a hash of the character and the point is odd. */
function glyphOf(char: string): Float32Array | null {
  if (char === "<") return null;
  return Float32Array.from({ length: GLYPH_WIDTH * GLYPH_HEIGHT }, (_, point) => {
    let hash = Math.imul(point ^ (char.charCodeAt(0) << 9), 0x9e3779b1);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    return (hash ^ (hash >>> 13)) & 1;
  });
}

const samples = TD3.map((line) => [...line].map(glyphOf));
const withCharAt = (line: string, column: number, char: string) => line.slice(0, column) + char + line.slice(column + 1);

describe("the zone read again by its own glyphs' shapes", () => {
  it("gives a date's digit back where the OCR read a letter no date can hold, as the zone's own digits show it", () => {
    // Column 15 of line 2 is the 0 of the birth date 740812; the zone shows 0s in the expiry date.
    const read = [TD3[0]!, withCharAt(TD3[1]!, 15, "H")];
    expect(readingByShape(samples, read)).toEqual(TD3);
  });

  it("leaves the name line as the OCR read it, which no check digit would judge", () => {
    // ERIKSSON's O read as N: the zone's own O (in UTO) and N (after it) would say O.
    const read = [withCharAt(TD3[0]!, 11, "N"), TD3[1]!];
    expect(readingByShape(samples, read)).toBeNull();
  });

  it("says nothing where the zone reads as its glyphs show it", () => {
    expect(readingByShape(samples, TD3)).toBeNull();
  });
});

describe("a look-alike pair the zone shows one side of", () => {
  // The number L898962C3: its 6 at column 5, which no check digit tells from a G. The zone's
  // only 6 is line 2's check digit at column 9, and it has no G: the made-up face is not OCR-B,
  // so OCR-B's own 6 and G cannot say either.
  const zone = [TD3[0]!, withCharAt(TD3[1]!, 5, "6")];

  it("is that side where the glyph is as near the zone's example as its glyphs of one character are to each other", () => {
    const shapes = zoneShapes(
      zone.map((line) => [...line].map(glyphOf)),
      zone,
    );
    expect(shapes(1, 5, "6", "G")).toBeGreaterThan(CLEAR_SHAPE);
    expect(shapes(1, 5, "G", "6")).toBeLessThan(-CLEAR_SHAPE);
  });

  it("is the other side where the glyph is as far from it as different characters are", () => {
    // The glyph printed is a G; the OCR read a 6.
    const printed = [TD3[0]!, withCharAt(TD3[1]!, 5, "G")];
    const shapes = zoneShapes(
      printed.map((line) => [...line].map(glyphOf)),
      zone,
    );
    expect(shapes(1, 5, "6", "G")).toBeLessThan(-CLEAR_SHAPE);
  });
});
