// Characters OCR confuses in the OCR-B face of a machine-readable zone. Where a field's kind is
// known (dates and check digits are digits, names and country codes letters) a look-alike is
// mapped to the kind; in a field that mixes both (document and personal numbers) only the check
// digits can choose, see correct-mixed-field.ts.

const TO_DIGIT: Record<string, string> = { O: "0", Q: "0", D: "0", U: "0", I: "1", L: "1", Z: "2", S: "5", B: "8", G: "6", T: "7" };
const TO_LETTER: Record<string, string> = { "0": "O", "1": "I", "2": "Z", "5": "S", "8": "B", "6": "G" };

/**
 * The pairs tried in a mixed field. G/6 is left out: G is 16 and 6 is 6, the same modulo 10, so no
 * check digit can tell them apart and trying them would only make every reading ambiguous.
 */
export const MIXED_SWAPS: Record<string, string> = {
  O: "0",
  "0": "O",
  I: "1",
  "1": "I",
  S: "5",
  "5": "S",
  B: "8",
  "8": "B",
  Z: "2",
  "2": "Z",
};

export const asDigits = (text: string) => text.replace(/[A-Z]/g, (char) => TO_DIGIT[char] ?? char);
export const asLetters = (text: string) => text.replace(/\d/g, (char) => TO_LETTER[char] ?? char);
