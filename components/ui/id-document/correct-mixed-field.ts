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

/**
 * The one combination of spellings of the mixed fields for which `allHold` (every check digit of
 * the zone, the composite one included) is true, or null: none, or more than one.
 */
export function uniqueCorrection(fields: MixedField[], allHold: (spellings: string[]) => boolean): string[] | null {
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
  let found: string[] | null = null;
  let ambiguous = false;
  const walk = (chosen: string[]) => {
    if (ambiguous) return;
    if (chosen.length === fields.length) {
      if (!allHold(chosen)) return;
      if (found) ambiguous = true;
      else found = chosen;
      return;
    }
    for (const spelling of choices[chosen.length]!) walk([...chosen, spelling]);
  };
  walk([]);
  return ambiguous ? null : found;
}
