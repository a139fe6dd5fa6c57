import { asDigits, asLetters } from "../look-alikes";
import type { ZoneShapes } from "../mrz";
import { distanceBetween, distanceTo } from "./glyph-shapes";
import { CLEAR_SHAPE } from "../correct-mixed-field";

// Which of two look-alikes a glyph of the zone is, from the picture itself. The zone's digits
// and letters of a known kind (dates and check digits are digits; names, country codes and sex
// letters) show how this photo prints a 0 and an O, an 8 and a B: same blur, same threshold,
// same size. A glyph of a mixed field (document and personal numbers) is set against them; only
// when the zone has no example of one of the two are the OCR-B glyphs themselves used, and only
// for pairs they tell apart under blur (T/7, B/8, G/6, I/1, S/5: the round O and the squarer 0,
// 2 and Z, differ in corners a blurred photo rounds off).

type Kind = "digit" | "letter" | "mixed";

/** The kind of each column of each line, by the zone's layout (ICAO 9303 parts 4-6), from 2 lines of 44 or 36, or 3 of 30. */
export function kindsOf(count: number): Kind[][] | null {
  const row = (length: number, spans: [from: number, to: number, kind: Kind][], fallback: Kind): Kind[] =>
    Array.from({ length }, (_, column) => spans.find(([from, to]) => column >= from && column < to)?.[2] ?? fallback);
  if (count === 44 || count === 36) {
    const optionalEnd = count === 44 ? 42 : 35;
    return [
      row(count, [[0, 2, "mixed"]], "letter"),
      row(
        count,
        [
          [0, 9, "mixed"],
          [9, 10, "digit"],
          [10, 13, "letter"],
          [13, 20, "digit"],
          [20, 21, "letter"],
          [21, 28, "digit"],
          [28, optionalEnd, "mixed"],
        ],
        "digit",
      ),
    ];
  }
  if (count === 30) {
    return [
      row(
        30,
        [
          [0, 2, "mixed"],
          [2, 5, "letter"],
        ],
        "mixed",
      ),
      row(
        30,
        [
          [0, 7, "digit"],
          [7, 8, "letter"],
          [8, 15, "digit"],
          [15, 18, "letter"],
          [18, 29, "mixed"],
        ],
        "digit",
      ),
      row(30, [], "letter"),
    ];
  }
  return null;
}

/** Pairs the OCR-B glyphs tell apart in a blurred, thresholded photo, when the zone shows no example of one side. */
const FACE_TELLS_APART = new Set(["T7", "7T", "B8", "8B", "G6", "6G", "I1", "1I", "S5", "5S"]);

/**
 * The shapes of a zone read cell by cell: `samples[line][column]` each cell's ink on the glyph
 * grid (glyph-shapes.ts, null for an empty cell), `text` the zone as read. Where the zone shows
 * only one side of a pair and OCR-B's glyphs cannot tell (the zone is in another face), the
 * glyph is that side when it is as near the zone's example as the zone's glyphs of one
 * character are to each other, and the other when as far as different characters are.
 */
export function zoneShapes(samples: (Float32Array | null)[][], text: string[]): ZoneShapes {
  const examples = examplesOf(samples, text);
  let spread: ReturnType<typeof spreadOf> | undefined;
  return (line, column, a, b) => {
    const sample = samples[line]?.[column];
    if (!sample) return 0;
    const toA = nearestExample(examples, sample, a);
    const toB = nearestExample(examples, sample, b);
    if (Number.isFinite(toA) && Number.isFinite(toB)) return toB - toA;
    const byFace = FACE_TELLS_APART.has(a + b) ? distanceTo(sample, b) - distanceTo(sample, a) : 0;
    if (Math.abs(byFace) > CLEAR_SHAPE || (!Number.isFinite(toA) && !Number.isFinite(toB))) return byFace;
    spread ??= spreadOf(examples);
    if (!spread) return byFace;
    const between = (spread.same + spread.other) / 2;
    return Number.isFinite(toA) ? between - toA : toB - between;
  };
}

/**
 * How far apart the zone's own glyphs are: `same`, the median distance from an example to the
 * nearest other example of its character; `other`, to the nearest example of another
 * character. Null when no character has two examples.
 */
function spreadOf(examples: Map<string, Float32Array[]>): { same: number; other: number } | null {
  const same: number[] = [];
  const other: number[] = [];
  for (const [char, glyphs] of examples)
    for (const glyph of glyphs) {
      const toSame = nearestExample(examples, glyph, char);
      if (Number.isFinite(toSame)) same.push(toSame);
      let toOther = Infinity;
      for (const [otherChar, otherGlyphs] of examples)
        if (otherChar !== char) for (const otherGlyph of otherGlyphs) toOther = Math.min(toOther, distanceBetween(glyph, otherGlyph));
      if (Number.isFinite(toOther)) other.push(toOther);
    }
  if (same.length === 0 || other.length === 0) return null;
  return { same: median(same), other: median(other) };
}

/** The lower middle value of a list that is not empty (sorted in place). */
const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor((values.length - 1) / 2)]!;

/** A glyph is clearly another character when a shape other than the one read is nearer by this much. */
const CLEARLY_ANOTHER = 0.04;
/** Pairs a blurred glyph may not tell apart: never a contradiction. */
// D is not among them: OCR reads OCR-B's D as O, which the look-alike swaps cannot undo, so a
// swap elsewhere may "correct" such a number into another one that passes every check digit; the
// glyph, set against the zone's own Ds and Os (a straight side, or none), says so.
const LOOK_ALIKE_PAIRS = new Set([
  "O0",
  "0O",
  "QO",
  "OQ",
  "Q0",
  "0Q",
  "I1",
  "1I",
  "S5",
  "5S",
  "B8",
  "8B",
  "Z2",
  "2Z",
  "G6",
  "6G",
  "T7",
  "7T",
  "UV",
  "VU",
]);

/**
 * Whether the glyph at `line`, `column` is clearly NOT `char`: it is nearer another character,
 * not a look-alike of `char`, by a clear margin (the zone's own examples where it has one of
 * `char`, else the OCR-B glyphs). A second reader, by shape, of a character the OCR read and
 * the check digits corrected: a misread that is no look-alike (a Z read as I, then "corrected"
 * to 1) is caught here instead of being taken.
 */
export function glyphContradicts(
  samples: (Float32Array | null)[][],
  text: string[],
): (line: number, column: number, char: string) => boolean {
  const examples = examplesOf(samples, text);
  // The median distance to a character's examples: one glyph the OCR misread and so filed under
  // the wrong character (a D of the nationality read as O) does not make it look like that one.
  const distance = (sample: Float32Array, char: string) => {
    const distances = distancesToExamples(examples, sample, char);
    return distances.length === 0 ? Infinity : median(distances);
  };
  return (line, column, char) => {
    const sample = samples[line]?.[column];
    if (!sample || char === "<") return false;
    // Against the zone's own glyphs where it has an example of the character (the same face,
    // whatever it is); else against the OCR-B face's glyphs, each character's to each other's.
    const own = distance(sample, char);
    const judge = Number.isFinite(own) ? distance : distanceTo;
    const ownDistance = Number.isFinite(own) ? own : distanceTo(sample, char);
    for (const other of MRZ_ALPHANUMERICS) {
      if (other === char || LOOK_ALIKE_PAIRS.has(char + other)) continue;
      if (judge(sample, other) < ownDistance - CLEARLY_ANOTHER) return true;
    }
    return false;
  };
}

const MRZ_ALPHANUMERICS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"];

/** The glyph's distances to the zone's other examples of `char` (none when the zone shows no other). */
function distancesToExamples(examples: Map<string, Float32Array[]>, sample: Float32Array, char: string): number[] {
  return (examples.get(char) ?? []).filter((example) => example !== sample).map((example) => distanceBetween(sample, example));
}

/** The distance to the nearest other example of `char` in the zone, Infinity when there is none. */
function nearestExample(examples: Map<string, Float32Array[]>, sample: Float32Array, char: string): number {
  return Math.min(Infinity, ...distancesToExamples(examples, sample, char));
}

/** The zone's glyphs of a known kind (dates and check digits are digits; names and codes letters), by character. */
function examplesOf(samples: (Float32Array | null)[][], text: string[]): Map<string, Float32Array[]> {
  const kinds = kindsOf(text[0]?.length ?? 0);
  const examples = new Map<string, Float32Array[]>();
  if (!kinds || kinds.length !== text.length) return examples;
  text.forEach((line, row) => {
    [...line].forEach((char, column) => {
      const sample = samples[row]?.[column];
      const kind = kinds[row]![column];
      if (!sample || char === "<" || kind === "mixed") return;
      const known = kind === "digit" ? asDigits(char) : asLetters(char);
      if (/^[A-Z0-9]$/.test(known)) examples.set(known, [...(examples.get(known) ?? []), sample]);
    });
  });
  return examples;
}

/**
 * The zone as the glyphs' shapes read it where they clearly disagree with the OCR: each cell of a
 * digit, letter or mixed field whose nearest example in the zone itself (the same face, blur and
 * threshold; digits for a digit field, letters for a letter field) is clearly another character
 * than the one read is given that character; a character that cannot stand in its field at all
 * (a letter in a date) is given the nearest example, where that is clear. The name line is left
 * as read. Null when no cell changes. Only the check digits can accept the result: it is a
 * second reading, by shape, for them to judge.
 */
export function readingByShape(samples: (Float32Array | null)[][], text: string[]): string[] | null {
  const kinds = kindsOf(text[0]?.length ?? 0);
  const examples = examplesOf(samples, text);
  if (!kinds || kinds.length !== text.length) return null;
  let changed = false;
  // The name is left as the OCR read it: no check digit would judge a letter the shapes changed.
  const nameRow = text.length === 3 ? 2 : 0;
  const lines = text.map((line, row) => (row === nameRow ? line : [...line].map((char, column) => reread(char, row, column)).join("")));
  return changed ? lines : null;

  function reread(char: string, row: number, column: number): string {
    const sample = samples[row]?.[column];
    const kind = kinds![row]![column];
    if (!sample || char === "<") return char;
    const allowed = kind === "digit" ? DIGITS : kind === "letter" ? LETTERS : MRZ_ALPHANUMERICS;
    const distances = new Map<string, number>();
    for (const candidate of allowed) {
      const best = nearestExample(examples, sample, candidate);
      if (Number.isFinite(best)) distances.set(candidate, best);
    }
    const known = kind === "digit" ? asDigits(char) : kind === "letter" ? asLetters(char) : char;
    const own = distances.get(known);
    const [[nearest, nearestDistance] = [null, Infinity], [, nextDistance] = [null, Infinity]] = [...distances].sort((x, y) => x[1] - y[1]);
    // A character that cannot stand in its field (a face's dotted 0 read as H in a date) is the
    // nearest of the zone's own examples, where it is clearly nearer than the next one.
    if (own === undefined && kind !== "mixed" && !allowed.includes(known)) {
      if (nearest === null || nextDistance - nearestDistance <= CLEARLY_ANOTHER) return char;
      changed = true;
      return nearest;
    }
    // Else only where the read character has examples too, and the nearest is clearly nearer.
    if (nearest === null || nearest === known || own === undefined || own - nearestDistance <= CLEARLY_ANOTHER) return char;
    changed = true;
    return nearest;
  }
}

const DIGITS = [..."0123456789"];
const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
