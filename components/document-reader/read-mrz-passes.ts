import { readMrz, type MrzDocument, type MrzParse } from "./mrz";
import type { GrayImage } from "./image/gray-image";
import { findZone } from "./image/find-zone";
import { findZoneCandidates } from "./image/find-zone-by-lines";
import { estimateSkew } from "./image/skew";
import { textEdgesOf } from "./image/text-edges";
import { binarize, binarizeLocally, binarizeSauvola, otsuThreshold } from "./image/threshold";
import { shrink, uprightCrop, type Box } from "./image/warp";
import { readByCells, type ZoneReading } from "./read-zone-by-cells";
import { readByLines, type LinesReading } from "./read-zone-by-lines";
import type { RecognizeText } from "./ocr-reading";

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

export async function readMrzInPasses(
  gray: GrayImage,
  recognize: RecognizeText,
  today: Date = new Date(),
  budgetMs = PASSES_BUDGET_MS,
): Promise<MrzParse> {
  const started = performance.now();
  const finding = findingCopy(gray);
  const ratio = gray.width / finding.width;
  const scaled = (box: Box): Box => ({
    left: box.left * ratio,
    top: box.top * ratio,
    right: box.right * ratio,
    bottom: box.bottom * ratio,
  });

  // Each pass gives the zone's text (with its glyphs' shapes when read cell by cell), or null when it found nothing to read.
  const passes: (() => Promise<ZoneReading | LinesReading | string | null>)[] = [];
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
    passes.push(async () => {
      if (performance.now() - started > budgetMs / 3) return null;
      const band = { left: 0, top: gray.height * 0.5, right: gray.width, bottom: gray.height };
      return (await recognize(uprightCrop(gray, tilt, band, Math.min(2, BAND_WIDTH / gray.width)), "block")).text;
    });
    return null;
  });

  let failure: MrzParse = { ok: false, reason: "not_found" };
  let withoutName: MrzParse | null = null;
  // Readings waiting for another pass to read the same numbers.
  const held: MrzDocument[] = [];
  let longestPass = 0;
  for (const pass of passes) {
    const passStarted = performance.now();
    if (passStarted - started + longestPass > budgetMs) break;
    const reading = await beforeDeadline(pass(), started + budgetMs - passStarted);
    if (reading === PAST_DEADLINE) break;
    longestPass = Math.max(longestPass, performance.now() - passStarted);
    if (reading === null) continue;
    // A reading cell by cell brings the shapes that settle look-alikes; one line by line, only a second reading by shape.
    const byCells = typeof reading !== "string" && "shapes" in reading ? reading : null;
    let parsed = typeof reading === "string" ? readMrz(reading, today) : readMrz(reading.text, today, byCells?.shapes, byCells?.repaired);
    // The OCR's reading failed its checks: the shapes' reading is tried, as a correction another pass must confirm.
    if (!parsed.ok && typeof reading !== "string") {
      const byShape = reading.byShape();
      const reread = byShape ? readMrz(byShape, today, byCells?.shapes) : null;
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
    if (heldForConfirmation(held, parsed.document, parsed.corrected === true)) {
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

/**
 * Whether a reading must wait for another pass to read the same numbers, and is held for it. A
 * look-alike corrected to make the checks hold is taken only when another pass reads the same;
 * so is a reading whose numbers differ from one already held: two misreads can cancel out in
 * every check digit (an OCR-B 9 read as P and a 0 as O, both at weight 3, add 120), and a reading
 * another pass disagrees with is no longer vouched for by its check digits alone.
 */
export function heldForConfirmation(held: MrzDocument[], document: MrzDocument, corrected: boolean): boolean {
  const confirmed = held.some((earlier) => sameNumbers(earlier, document));
  const disputed = corrected || held.some((earlier) => !sameNumbers(earlier, document));
  if (!disputed || confirmed) return false;
  held.push(document);
  return true;
}

const sameNumbers = (one: MrzDocument, other: MrzDocument) =>
  one.documentNumber === other.documentNumber && one.birthDate === other.birthDate && one.expiryDate === other.expiryDate;

/** Whether a glyph of the document number (TD3 and TD2: line 2 from its start; TD1: line 1 from column 5) is clearly another character. */
function numberContradicted(number: string, reading: LinesReading): boolean {
  const [line, from] = reading.lines === 3 ? [0, 5] : [1, 0];
  return [...number].some((char, index) => reading.contradicts(line, from + index, char));
}

/** The picture at most FINDING_WIDTH wide: block means by a whole step, then bilinear to the width. */
function findingCopy(gray: GrayImage): GrayImage {
  if (gray.width <= FINDING_WIDTH * 1.25) return gray;
  const step = Math.floor(gray.width / FINDING_WIDTH);
  const stepped = step > 1 ? shrink(gray, step) : gray;
  if (stepped.width <= FINDING_WIDTH * 1.25) return stepped;
  return uprightCrop(stepped, 0, { left: 0, top: 0, right: stepped.width, bottom: stepped.height }, FINDING_WIDTH / stepped.width);
}
