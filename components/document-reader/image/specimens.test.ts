import { beforeAll, describe, expect, it } from "vitest";
import { findZoneCandidates, type ZoneCandidate } from "./find-zone-by-lines";
import type { GrayImage } from "./gray-image";
import { inkBlobs } from "./ink-blobs";
import { SPECIMENS, grayOfSpecimen, specimenNamed, turned, type Specimen } from "./specimens/specimens";
import { binarizeLocally, binarizeSauvola, withoutThinStrokes } from "./threshold";
import { uprightCrop, type Box } from "./warp";

// The general steps of the passport reader on the ICAO 9303 specimen zones drawn by a second
// renderer (Chromium's canvas: scripts/passports/render-icao-specimens.ts), not by the corpus
// generator the reader was tuned on. Each box is known from the drawing, so each step is held
// to what the picture holds, not to what the step gave once.

/** The share of a box's pixels that are ink in a black-on-white picture. */
function inkShare(binary: GrayImage, box: Box): number {
  let ink = 0;
  let all = 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      all++;
      if (binary.data[y * binary.width + x] === 0) ink++;
    }
  }
  return ink / all;
}

const grays = new Map<string, GrayImage>();
beforeAll(async () => {
  for (const specimen of SPECIMENS) grays.set(specimen.file, await grayOfSpecimen(specimen));
});
const grayOf = (specimen: Specimen) => grays.get(specimen.file)!;

describe("local thresholds under uneven light on a dark surface", () => {
  const specimen = specimenNamed("td3-ocr-b-uneven-light.jpg");
  // The window the zone finder uses for a picture this wide.
  const window = Math.max(15, Math.min(61, Math.round(specimen.width / 30) | 1));

  it.each([
    ["Sauvola", (gray: GrayImage) => binarizeSauvola(gray, window)],
    ["mean less an offset", (gray: GrayImage) => binarizeLocally(gray, window, 12)],
  ])("%s: the zone's characters are ink, the paper and the surface are not", (_name, binarizeBy) => {
    const binary = binarizeBy(grayOf(specimen));
    // OCR-B strokes at 23 px capitals fill some 20% of the zone's box (fillers are thin).
    expect(inkShare(binary, specimen.zoneBox!)).toBeGreaterThan(0.12);
    expect(inkShare(binary, specimen.paperBox)).toBeLessThan(0.005);
    expect(inkShare(binary, specimen.surfaceBox)).toBeLessThan(0.005);
  });

  it("Sauvola keeps each zone line's ink in the dim corner as in the bright one", () => {
    const binary = binarizeSauvola(grayOf(specimen), window);
    const zone = specimen.zoneBox!;
    const middle = Math.round((zone.left + zone.right) / 2);
    // The light falls off to the right: the zone's right half is darker, its ink as whole.
    const left = inkShare(binary, { ...zone, right: middle });
    const right = inkShare(binary, { ...zone, left: middle });
    expect(right / left).toBeGreaterThan(0.7);
    expect(right / left).toBeLessThan(1.4);
  });
});

describe("ink pieces", () => {
  it("number about the zone's characters in a crop of a straight specimen", () => {
    const specimen = specimenNamed("td3-ocr-b.jpg");
    const zone = specimen.zoneBox!;
    const crop = uprightCrop(
      grayOf(specimen),
      0,
      { left: zone.left - 12, top: zone.top - 12, right: zone.right + 12, bottom: zone.bottom + 12 },
      1,
    );
    const pieces = inkBlobs(binarizeSauvola(crop, 45)).filter((blob) => blob.bottom - blob.top >= 8);
    // 88 glyphs, each one piece of OCR-B; a JPEG speck or a glyph broken in two at most here and there.
    expect(pieces.length).toBeGreaterThanOrEqual(85);
    expect(pieces.length).toBeLessThanOrEqual(92);
  });
});

describe("thin strokes removed", () => {
  it("take the wavy security lines between the zone's lines and leave the characters", () => {
    const specimen = specimenNamed("td3-ocr-b-security-lines.jpg");
    const zone = specimen.zoneBox!;
    // The zone at the size the OCR reads it (capitals some 36 px high), as the reader cuts it.
    const scale = 36 / 23;
    const crop = uprightCrop(
      grayOf(specimen),
      0,
      { left: zone.left - 20, top: zone.top - 15, right: zone.right + 20, bottom: zone.bottom + 15 },
      scale,
    );
    const binary = binarizeSauvola(crop, 73, 0.2);
    const opened = withoutThinStrokes(binary);
    // Rows of the crop: the first line's capitals, then the gap before the second line's.
    const capital = Math.round(23 * scale);
    const firstLine = { left: 0, right: crop.width, top: Math.round(15 * scale), bottom: Math.round(15 * scale) + capital };
    const gap = { left: 0, right: crop.width, top: firstLine.bottom + 4, bottom: firstLine.bottom + Math.round(19 * scale) - 4 };
    expect(inkShare(binary, gap)).toBeGreaterThan(0.003);
    expect(inkShare(opened, gap)).toBeLessThan(inkShare(binary, gap) * 0.2);
    expect(inkShare(opened, firstLine)).toBeGreaterThan(inkShare(binary, firstLine) * 0.6);
  });
});

/** Whether the candidate's box, in the picture turned back by its own degrees, holds the zone as drawn (give or take 3 px). */
function covers(candidate: ZoneCandidate, specimen: Specimen): boolean {
  const zone = specimen.zoneBox!;
  const corners = [
    [zone.left, zone.top],
    [zone.right, zone.top],
    [zone.left, zone.bottom],
    [zone.right, zone.bottom],
  ].map(([x, y]) => turned(specimen, specimen.tiltDegrees, x!, y!));
  return corners.every(([x, y]) => {
    const [uprightX, uprightY] = turned(specimen, -candidate.degrees, x, y);
    const { box } = candidate;
    return uprightX >= box.left - 3 && uprightX <= box.right + 3 && uprightY >= box.top - 3 && uprightY <= box.bottom + 3;
  });
}

describe("the zone found by its lines", () => {
  const withZone = SPECIMENS.filter((specimen) => specimen.zoneBox);
  // Found at the full picture's width: the reader looks at pictures up to 1,375 px wide as they are.
  const finds = (specimen: Specimen) => {
    const [best] = findZoneCandidates(grayOf(specimen));
    expect(best, "a candidate").toBeDefined();
    expect(covers(best!, specimen)).toBe(true);
    // A box that covers the zone but not half the page besides.
    const zone = specimen.zoneBox!;
    expect(best!.box.right - best!.box.left).toBeLessThan((zone.right - zone.left) * 1.25);
    expect(best!.box.bottom - best!.box.top).toBeLessThan((zone.bottom - zone.top) * 2);
    expect(best!.lines).toBe(specimen.zone.length);
    expect(Math.abs(best!.degrees - specimen.tiltDegrees)).toBeLessThanOrEqual(0.5);
  };
  // Reported to the lead (/work/briefs/h3-status.md): the wavy lines join the zone's first characters into one piece.
  const notYetFound = new Set<string>([]);
  for (const specimen of withZone) {
    const test = notYetFound.has(specimen.file) ? it.fails : it;
    test(`on ${specimen.file}: covers the drawn zone, its ${specimen.zone.length} lines and ${specimen.tiltDegrees}° tilt`, () =>
      finds(specimen));
  }

  it("on a page with no zone, finds none where a zone would stand (nor anywhere)", () => {
    const specimen = specimenNamed("td3-no-zone.jpg");
    expect(findZoneCandidates(grayOf(specimen))).toEqual([]);
  });
});
