import { MIXED_SWAPS } from "./look-alikes";

// A document number mixes letters and digits, so a misread O for 0 cannot be undone by the
// field's kind. When the zone as read fails a check, every spelling reached by swapping
// look-alikes is tried against all the zone's check digits; a spelling is taken only when it is
// the ONE that makes them all hold. If the true number differs from the reading by look-alikes
// only, it is among the spellings tried, so a single survivor is the true number; two or more
// survivors mean the check digits cannot choose, and nothing is taken.

/** More look-alikes than this in one field and the reading is refused rather than searched. */
const MAX_AMBIGUOUS = 10;

/** Every spelling of `field` reached by swapping any of its look-alikes, the reading first; null when too many. */
export function spellingsOf(field: string): string[] | null {
  const positions = [...field].flatMap((char, index) => (MIXED_SWAPS[char] ? [index] : []));
  if (positions.length > MAX_AMBIGUOUS) return null;
  const spellings: string[] = [];
  for (let mask = 0; mask < 1 << positions.length; mask++) {
    const chars = [...field];
    positions.forEach((position, bit) => {
      if (mask & (1 << bit)) chars[position] = MIXED_SWAPS[chars[position]!]!;
    });
    spellings.push(chars.join(""));
  }
  return spellings;
}

export interface MixedField {
  read: string;
  /**
   * The field's own check digit: spellings are tried only for a field whose reading fails it,
   * and only those that pass it go on to the zone's checks. A field without one (TD2's and
   * TD1's optional data) passes, so it is taken as read.
   */
  ownCheck(spelling: string): boolean;
}

/** More spellings than this making every check digit hold and the reading is refused rather than weighed. */
const MAX_CANDIDATES = 32;

/**
 * Every combination of spellings of the mixed fields for which `allHold` (every check digit of the
 * zone, the composite one included) is true, or null when there are too many to weigh.
 */
export function correctionsOf(fields: MixedField[], allHold: (spellings: string[]) => boolean): string[][] | null {
  const choices: string[][] = [];
  for (const field of fields) {
    // A field whose own check digit holds as read is taken as read, as a whole zone is.
    if (field.ownCheck(field.read)) {
      choices.push([field.read]);
      continue;
    }
    const spellings = spellingsOf(field.read);
    if (!spellings) return null;
    choices.push(spellings.filter((spelling) => field.ownCheck(spelling)));
  }
  const found: string[][] = [];
  let tooMany = false;
  const walk = (chosen: string[]) => {
    if (tooMany) return;
    if (chosen.length === fields.length) {
      if (!allHold(chosen)) return;
      if (found.length === MAX_CANDIDATES) tooMany = true;
      else found.push(chosen);
      return;
    }
    for (const spelling of choices[chosen.length]!) walk([...chosen, spelling]);
  };
  walk([]);
  return tooMany ? null : found;
}

/**
 * How much more the glyph at `index` of mixed field `field` looks like `a` than like `b`:
 * positive for a, negative for b, 0 when the picture cannot tell (see shape-evidence.ts).
 */
export type ShapeEvidence = (field: number, index: number, a: string, b: string) => number;

/** Evidence above this is the shape saying so clearly. */
export const CLEAR_SHAPE = 0.03;

/**
 * When the check digits leave more than one spelling (O for 0 at one place and 0 for O at
 * another weigh the same), the glyphs' shapes may still choose: the spelling taken is the one
 * that, against every other, looks clearly more like itself at some place where they differ
 * and clearly less at none. `backed` says the shapes also agree with every character the
 * chosen spelling changed from the reading. Null when no spelling wins so.
 */
export function choiceByShape(
  read: string[],
  candidates: string[][],
  evidence: ShapeEvidence,
): { spellings: string[]; backed: boolean } | null {
  const verdict = (one: string[], other: string[]) => {
    let clearlyFor = false;
    for (let field = 0; field < one.length; field++) {
      for (let index = 0; index < one[field]!.length; index++) {
        const a = one[field]![index]!;
        const b = other[field]![index]!;
        if (a === b) continue;
        const says = evidence(field, index, a, b);
        if (says < -CLEAR_SHAPE) return false;
        if (says > CLEAR_SHAPE) clearlyFor = true;
      }
    }
    return clearlyFor;
  };
  const winners = candidates.filter((one) => candidates.every((other) => other === one || verdict(one, other)));
  if (winners.length !== 1) return null;
  const spellings = winners[0]!;
  const backed = spellings.every((spelling, field) =>
    [...spelling].every((char, index) => char === read[field]![index] || evidence(field, index, char, read[field]![index]!) > CLEAR_SHAPE),
  );
  return { spellings, backed };
}
