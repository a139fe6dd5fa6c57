import { readMrz, type MrzDocument, type MrzParse, type ZoneShapes } from "./mrz";
import type { GrayImage } from "./image/gray-image";
import { findZone } from "./image/find-zone";
import { findZoneCandidates } from "./image/find-zone-by-lines";
import { estimateSkew } from "./image/skew";
import { textEdgesOf } from "./image/text-edges";
import { binarize, binarizeLocally, binarizeSauvola, otsuThreshold, withoutThinStrokes } from "./image/threshold";
import { shrink, uprightCrop, type Box } from "./image/warp";
import { cellsOf, linesAgree, charactersPerLine, isFiller, paintedOut, sixOrG, withoutEdgeInk, zoneLinesIn } from "./image/zone-cells";
import { lineFromRuns } from "./line-from-runs";
import { repairedZoneText } from "./zone-line-repair";
import { distanceBetween, distanceTo, nearestGlyph, sampleCell } from "./image/glyph-shapes";
import { glyphContradicts, kindsOf, readingByShape, zoneShapes } from "./image/shape-evidence";
import { CLEAR_SHAPE } from "./correct-mixed-field";

// From a photo of a whole data page (or of the zone alone) to a parsed zone, in passes that
// stop at the first full reading. The zone is found by its structure (image/find-zone-by-lines.ts:
// lines of character-sized ink, along their own tilt), each candidate cut out of the original
// pixels at the line height the OCR reads best and read: cell by cell black on white by
// Sauvola's threshold, its lines whole, by Otsu's threshold, then smaller. Only if those give
// nothing is the zone looked for as the densest print on a levelled copy, and last the page's
// lower half read as it is. The OCR is passed in, so the passes run in the browser and in the
// bench alike. A pass read cell by cell also keeps each cell's ink, so the glyphs' shapes can
// settle what the check digits cannot (look-alikes, a character read too many or too few, G
// and 6) and give a second reading of their own.

/** OCR of a picture laid out as one line of text or as a block of lines. */
export type RecognizeText = (picture: GrayImage, layout: "line" | "block") => Promise<string>;

/** Widest copy the zone is looked for on: a zone's capitals are then 8 px high or more on a page half as wide as the photo. */
const FINDING_WIDTH = 1100;
/** Height of one zone line in the picture the OCR reads: tesseract's LSTM reads capitals of 25-40 px best. */
const OCR_LINE_HEIGHT = 36;
/** The line height of the third reading of the zone. */
const SECOND_LINE_HEIGHT = 28;
/** Width the lower band is read at, when the zone was not found. */
const BAND_WIDTH = 1400;

/**
 * No pass starts that would end after this long, judged by the longest pass so far on this
 * device, and a pass still running then is not waited for: a photo that cannot be read is
 * answered within 5 s on a slow phone (with the QR code tried and the photo made small first),
 * so the guest is told what to do, or types it in. The longest pass so far cannot foresee a
 * block read of a noisy page, which may cost ten line reads: only the deadline bounds that.
 */
export const PASSES_BUDGET_MS = 4000;

export async function readMrzInPasses(gray: GrayImage, recognize: RecognizeText, today: Date = new Date(), budgetMs = PASSES_BUDGET_MS): Promise<MrzParse> {
  const started = performance.now();
  const finding = findingCopy(gray);
  const ratio = gray.width / finding.width;
  const scaled = (box: Box): Box => ({ left: box.left * ratio, top: box.top * ratio, right: box.right * ratio, bottom: box.bottom * ratio });

  // Each pass gives the zone's text (with its glyphs' shapes when read cell by cell), or null when it found nothing to read.
  const passes: (() => Promise<ZoneReading | string | null>)[] = [];
  const readZone = (box: Box, tilt: number, lineHeight: number) => {
    let crop: GrayImage | undefined;
    const zoneAt = (height: number) => uprightCrop(gray, tilt, box, Math.min(3, height / lineHeight));
    const zonePicture = () => (crop ??= zoneAt(OCR_LINE_HEIGHT));
    passes.push(() => readByCells(binarizeSauvola(zonePicture(), OCR_LINE_HEIGHT * 2 + 1, 0.2), recognize));
    // The lines read whole, fillers and all, and put back in the layout's shape: for a face other than OCR-B, whose fillers the shape test does not know.
    passes.push(() => readByLines(binarizeSauvola(zonePicture(), OCR_LINE_HEIGHT * 2 + 1, 0.2), recognize));
    passes.push(() => readByCells(binarize(zonePicture(), otsuThreshold(zonePicture())), recognize));
    // The OCR's misreads change with the letters' size: a smaller copy is a third opinion.
    passes.push(() => {
      const smaller = zoneAt(SECOND_LINE_HEIGHT);
      return readByCells(binarizeLocally(smaller, SECOND_LINE_HEIGHT * 2, 12), recognize);
    });
  };
  // The zone found by its lines' structure (find-zone-by-lines.ts), each candidate in turn.
  for (const candidate of findZoneCandidates(finding)) readZone(scaled(candidate.box), candidate.degrees, candidate.lineHeight * ratio);
  // Then, only if those gave nothing: the zone found as the page's densest print on a levelled
  // copy (where its lines did not chain), and last the page's lower half read as a block.
  passes.push(async () => {
    const tilt = estimateSkew(textEdgesOf(finding), finding.height);
    const level = uprightCrop(finding, tilt, { left: 0, top: 0, right: finding.width, bottom: finding.height }, 1);
    const dense = findZone(textEdgesOf(level), level.width, level.height);
    if (dense) readZone(scaled(dense), tilt, dense.lineHeight * ratio);
    // A block read of a whole band costs several line reads: only early enough to end in time.
    passes.push(async () =>
      performance.now() - started > budgetMs / 3
        ? null
        : recognize(uprightCrop(gray, tilt, { left: 0, top: gray.height * 0.5, right: gray.width, bottom: gray.height }, Math.min(2, BAND_WIDTH / gray.width)), "block"),
    );
    return null;
  });

  let failure: MrzParse = { ok: false, reason: "not_found" };
  let withoutName: MrzParse | null = null;
  const corrected: MrzDocument[] = [];
  let longestPass = 0;
  for (const pass of passes) {
    const passStarted = performance.now();
    if (passStarted - started + longestPass > budgetMs) break;
    const reading = await beforeDeadline(pass(), started + budgetMs - passStarted);
    if (reading === PAST_DEADLINE) break;
    longestPass = Math.max(longestPass, performance.now() - passStarted);
    if (reading === null) continue;
    let parsed = typeof reading === "string" ? readMrz(reading, today) : readMrz(reading.text, today, reading.shapes, reading.repaired);
    // The OCR's reading failed its checks: the shapes' reading is tried, as a correction another pass must confirm.
    if (!parsed.ok && typeof reading !== "string") {
      const byShape = reading.byShape();
      const reread = byShape ? readMrz(byShape, today, reading.shapes) : null;
      if (reread?.ok) parsed = { ...reread, corrected: true };
    }
    if (!parsed.ok) {
      if (parsed.reason !== "not_found" || failure.ok) failure = parsed;
      continue;
    }
    // A corrected number whose glyphs' shapes say some character is another one is a misread the check digits were fooled by.
    if (parsed.corrected && typeof reading !== "string" && numberContradicted(parsed.document.documentNumber, reading)) {
      failure = { ok: false, reason: "document_number" };
      continue;
    }
    // A look-alike corrected to make the checks hold is taken only when another pass reads the same.
    if (parsed.corrected && !corrected.some((earlier) => sameNumbers(earlier, parsed.document))) {
      corrected.push(parsed.document);
      failure = { ok: false, reason: "document_number" };
      continue;
    }
    if (parsed.document.name) return { ok: true, document: parsed.document };
    // The numbers are right (every check digit held) but the name line was noise: a later pass may read it.
    withoutName ??= parsed;
  }
  return withoutName ?? failure;
}

const PAST_DEADLINE = Symbol("past the deadline");

/**
 * The pass's result, or PAST_DEADLINE if it has not come within `ms`. The OCR cannot be
 * interrupted: an abandoned read ends in its worker, its result (or error) unused.
 */
function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof PAST_DEADLINE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof PAST_DEADLINE>((resolve) => {
    timer = setTimeout(() => resolve(PAST_DEADLINE), Math.max(0, ms));
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const sameNumbers = (one: MrzDocument, other: MrzDocument) =>
  one.documentNumber === other.documentNumber && one.birthDate === other.birthDate && one.expiryDate === other.expiryDate;

/** The zone's text as read cell by cell, and what its glyphs' shapes say (image/shape-evidence.ts). */
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

/** Whether a glyph of the document number (TD3 and TD2: line 2 from its start; TD1: line 1 from column 5) is clearly another character. */
function numberContradicted(number: string, reading: ZoneReading): boolean {
  const [line, from] = reading.lines === 3 ? [0, 5] : [1, 0];
  return [...number].some((char, index) => reading.contradicts(line, from + index, char));
}

/**
 * The zone read line by line in a black-on-white picture: the fillers found by shape and
 * painted out, the OCR reading only the letters and digits, the line put back together cell by
 * cell (zone-cells.ts, line-from-runs.ts). Null when the lines or their cells do not fit.
 */
async function readByCells(picture: GrayImage, recognize: RecognizeText): Promise<ZoneReading | null> {
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
    // A filler by the OCR-B "<"'s shape, or alike to this zone's own filler (any face).
    const fillers = cells.map((cell) => isFiller(binary, cell) || (filler !== null && likeFiller(binary, cell, line, filler)));
    const margin = (line.bottom - line.top) * 0.5;
    const lineBox: Box = { left: Math.max(0, line.left - margin), right: Math.min(binary.width, line.right + margin), top: Math.max(0, line.top - margin), bottom: Math.min(binary.height, line.bottom + margin) };
    const letters = uprightCrop(paintedOut(binary, cells.filter((_, index) => fillers[index])), 0, lineBox, 1);
    // A "<" standing alone is a filler the shape test missed, and the OCR reads a lone one well;
    // one inside a word is a misread letter, dropped so the word no longer fits its run.
    const words = (await recognize(letters, "line"))
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
  return { text: settled.join("\n"), shapes, contradicts: glyphContradicts(samples, read), lines: read.length, repaired, byShape: () => readingByShape(samples, settled)?.join("\n") ?? null };
}

/** The zone's lines each read whole by the OCR and repaired to the layout (zone-line-repair.ts). Null when no two or three lines of one length are there. */
async function readByLines(picture: GrayImage, recognize: RecognizeText): Promise<string | null> {
  const binary = withoutThinStrokes(withoutEdgeInk(picture));
  const lines = zoneLinesIn(binary);
  if (lines.length < 2 || lines.length > 3) return null;
  const read: string[] = [];
  for (const line of lines) {
    const margin = (line.bottom - line.top) * 0.5;
    const box: Box = { left: Math.max(0, line.left - margin), right: Math.min(binary.width, line.right + margin), top: Math.max(0, line.top - margin), bottom: Math.min(binary.height, line.bottom + margin) };
    read.push((await recognize(uprightCrop(binary, 0, box, 1), "line")).replace(/\s+/g, ""));
  }
  const text = repairedZoneText(read, nameEndIn(binary, lines[0]!)).split("\n");
  // Each line held against its cells: where a cell is a filler by its shape the OCR's K, L, C or
  // E is a "<"; a letter or digit there, or a "<" where the cell is none, and the line is wrong.
  const count = charactersPerLine(lines);
  if (!count || text.length !== lines.length) return text.join("\n");
  const filler = fillerOf(binary, lines[lines.length === 3 ? 2 : 0]!, count);
  const checked = text.map((line, index) => {
    if (line.length !== count) return line;
    const cells = cellsOf(lines[index]!, count);
    const chars = [...line];
    for (const [column, cell] of cells.entries()) {
      const isOne = isFiller(binary, cell) || (filler !== null && likeFiller(binary, cell, lines[index]!, filler));
      if (isOne && /[KLCE<]/.test(chars[column]!)) chars[column] = "<";
      else if (isOne || chars[column] === "<") return null;
    }
    return chars.join("");
  });
  return checked.every((line) => line !== null) ? checked.join("\n") : null;
}

/**
 * The column after the name's last letter on a 44-character name line, by the picture alone: the
 * line ends in fillers, all alike whatever the face, so going left from the last cell, the first
 * cell unlike it is the name's last letter. Undefined when the last cell is empty or unlike the
 * one before it (a name that fills the line).
 */
function nameEndIn(binary: GrayImage, line: Box): number | undefined {
  const cells = cellsOf(line, 44);
  const filler = sampleCell(binary, cells[43]!, line);
  if (!filler) return undefined;
  for (let index = 42; index >= 5; index--) {
    const sample = sampleCell(binary, cells[index]!, line);
    if (!sample || distanceBetween(sample, filler) > LIKE_FILLER) return index === 42 ? undefined : index + 1;
  }
  return undefined;
}

/**
 * This zone's own filler, in whatever face it is printed: the name line's last cell, when the
 * cell before it is alike (the name ended earlier and fillers run to the end). Null when they
 * differ: a name cut to fill the line ends in letters.
 */
function fillerOf(binary: GrayImage, line: Box, count: number): Float32Array | null {
  const cells = cellsOf(line, count);
  const last = sampleCell(binary, cells[count - 1]!, line);
  const before = sampleCell(binary, cells[count - 2]!, line);
  return last && before && distanceBetween(last, before) <= LIKE_FILLER ? last : null;
}

/** Alike to the zone's filler, and as a "<" is in every face: clear of the line's top and bottom, where a C or an E reaches. */
const likeFiller = (binary: GrayImage, cell: Box, line: Box, filler: Float32Array) => {
  const sample = sampleCell(binary, cell, line);
  return sample !== null && distanceBetween(sample, filler) <= LIKE_FILLER && clearOfTopAndBottom(binary, cell, line);
};

function clearOfTopAndBottom(binary: GrayImage, cell: Box, line: Box): boolean {
  const band = Math.max(1, Math.round((line.bottom - line.top) * 0.12));
  const inked = (from: number, to: number) => {
    for (let y = Math.max(0, from); y < Math.min(binary.height, to); y++) {
      for (let x = Math.max(0, Math.round(cell.left)); x < Math.min(binary.width, Math.round(cell.right)); x++) if (binary.data[y * binary.width + x] === 0) return true;
    }
    return false;
  };
  return !inked(Math.floor(line.top), Math.floor(line.top) + band) && !inked(Math.ceil(line.bottom) - band, Math.ceil(line.bottom));
}

/** Two cells this alike (mean squared difference of their ink on the glyph grid) hold the same glyph. */
const LIKE_FILLER = 0.05;

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

/** The picture at most FINDING_WIDTH wide: block means by a whole step, then bilinear to the width. */
function findingCopy(gray: GrayImage): GrayImage {
  if (gray.width <= FINDING_WIDTH * 1.25) return gray;
  const step = Math.floor(gray.width / FINDING_WIDTH);
  const stepped = step > 1 ? shrink(gray, step) : gray;
  if (stepped.width <= FINDING_WIDTH * 1.25) return stepped;
  return uprightCrop(stepped, 0, { left: 0, top: 0, right: stepped.width, bottom: stepped.height }, FINDING_WIDTH / stepped.width);
}
