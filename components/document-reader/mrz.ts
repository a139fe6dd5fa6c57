import { alpha2OfMrzCountry } from "./country-alpha-3";
import { holds, holdsOptional } from "./check-digit";
import { choiceByShape, CLEAR_SHAPE, correctionsOf, spellingsOf, type MixedField } from "./correct-mixed-field";
import { asDigits, asLetters, MIXED_SWAPS } from "./look-alikes";
import { nameOfField, type MrzName } from "./mrz-name";

// The machine-readable zone of a passport (ICAO 9303 part 4, TD3: 2 lines of 44), of an ID card
// (part 5, TD1: 3 lines of 30) or of a TD2 card (part 6: 2 lines of 36), as OCR read it. Every
// check digit must hold: a document number, birth date or expiry is read right or not at all.
// Look-alikes are undone by the field's kind where it is known (digits in dates and check
// digits, letters in names and country codes); in document and personal numbers only when the
// check digits single out one spelling (correct-mixed-field.ts). The name has no check digit:
// it is taken only when its field has a name's structure (mrz-name.ts), else left null.

type MrzFormat = "TD3" | "TD2" | "TD1";

export interface MrzDocument {
  format: MrzFormat;
  /** "P" passport, "I"/"A"/"C" ID cards (first letter of the document code). */
  documentCode: string;
  issuingState: string;
  /** Null when the name line was not a valid name field: the guest types it. */
  name: MrzName | null;
  documentNumber: string;
  /** Alpha-3 as printed, and the form's alpha-2 code (null for UN, stateless or unknown codes). */
  nationality: string;
  nationalityCountry: string | null;
  /** YYYY-MM-DD */
  birthDate: string;
  sex: "male" | "female" | "unknown";
  /** YYYY-MM-DD */
  expiryDate: string;
}

type MrzFailure = "not_found" | "document_number" | "birth_date" | "expiry_date" | "personal_number" | "composite" | "format";
/**
 * `corrected`: a look-alike in a document or personal number was changed to make the check
 * digits hold. The check digits single it out, but misreads other than look-alikes can fool
 * them that way, so the reader takes such a reading only when another pass confirms it.
 */
export type MrzParse = { ok: true; document: MrzDocument; corrected?: true } | { ok: false; reason: MrzFailure };

/**
 * What the picture says of a glyph of the zone (its `line` and `column`): positive when it looks
 * more like `a` than like `b`, negative for b, 0 when it cannot tell (image/shape-evidence.ts).
 * Only settles between spellings the check digits all accept; never overrides them.
 */
export type ZoneShapes = (line: number, column: number, a: string, b: string) => number;

/** Lines as OCR gave them: spaces dropped, « taken for <, only lines that could belong to a zone. */
function zoneLinesOf(ocrText: string): string[] {
  return ocrText
    .toUpperCase()
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s«]/g, (char) => (char === "«" ? "<" : "")))
    .filter((line) => line.length >= 25 && /^[A-Z0-9<]+$/.test(line));
}

/** Finds a TD3, TD2 or TD1 zone in OCR text (other lines of the page around it are ignored) and parses it. */
export function readMrz(ocrText: string, today: Date = new Date(), shapes?: ZoneShapes, carefully = false): MrzParse {
  const lines = zoneLinesOf(ocrText);
  let failure: MrzFailure = "not_found";
  const attempt = (parsed: MrzParse) => {
    if (!parsed.ok) failure = parsed.reason;
    return parsed.ok ? parsed : null;
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    // The shapes are those of the zone's lines as given (a picture of the zone alone has no other lines).
    const at: ZoneShapes | undefined = shapes && ((row, column, a, b) => shapes(index + row, column, a, b));
    const found =
      (/^P/.test(line) && next?.length === 44 ? attempt(parseTd3([line, next], today, at, carefully)) : null) ??
      (/^[IACP]/.test(line) && line.length >= 33 && line.length <= 38 && next?.length === 36
        ? attempt(parseTd2([line, next], today, at, carefully))
        : null) ??
      (/^[IAC]/.test(line) && line.length >= 28 && line.length <= 32 && lines[index + 2]
        ? attempt(parseTd1([line, next!, lines[index + 2]!], today, at))
        : null);
    if (found) return found;
  }
  return { ok: false, reason: failure };
}

/** A name line may lose trailing fillers to OCR: they are only padding, so they are put back. */
function padFillers(line: string, length: number): string | null {
  if (line.length > length) return /^<*$/.test(line.slice(length)) ? line.slice(0, length) : null;
  return line.padEnd(length, "<");
}

export const parseTd3 = (lines: [string, string], today: Date = new Date(), shapes?: ZoneShapes, carefully = false) =>
  parseTwoLineZone("TD3", lines, today, shapes, carefully);
export const parseTd2 = (lines: [string, string], today: Date = new Date(), shapes?: ZoneShapes, carefully = false) =>
  parseTwoLineZone("TD2", lines, today, shapes, carefully);

/**
 * The spellings of the mixed fields (each at its line and column) that make every check digit
 * hold: the only one, or, when the picture's shapes are known, the one they choose among
 * several (correct-mixed-field.ts). `confirmed`: the only one, and the shapes agree with every
 * character changed, so no other pass need confirm it.
 */
function correction(
  fields: MixedField[],
  allHold: (spellings: string[]) => boolean,
  places: [line: number, column: number][],
  shapes?: ZoneShapes,
): { spellings: string[]; confirmed: boolean } | null {
  const candidates = correctionsOf(fields, allHold);
  if (!candidates?.length) return null;
  if (!shapes) return candidates.length === 1 ? { spellings: candidates[0]!, confirmed: false } : null;
  const choice = choiceByShape(
    fields.map((field) => field.read),
    candidates,
    (field, index, a, b) => shapes(places[field]![0], places[field]![1] + index, a, b),
  );
  return choice && { spellings: choice.spellings, confirmed: candidates.length === 1 && choice.backed };
}

/**
 * TD3 and TD2 share line 2's layout up to the expiry: number, check, nationality, birth, check,
 * sex, expiry, check; then an optional field (TD3: 14 with its own check digit; TD2: 7 without)
 * and the composite check digit.
 */
function parseTwoLineZone(
  format: "TD3" | "TD2",
  [first, second]: [string, string],
  today: Date,
  shapes?: ZoneShapes,
  carefully = false,
): MrzParse {
  const length = format === "TD3" ? 44 : 36;
  const line1 = padFillers(first, length);
  if (!line1 || second.length !== length) return { ok: false, reason: "format" };
  const optionalEnd = format === "TD3" ? 42 : 35;
  const typed = (number: string, optional: string) =>
    number +
    asDigits(second[9]!) +
    asLetters(second.slice(10, 13)) +
    asDigits(second.slice(13, 20)) +
    asLetters(second[20]!) +
    asDigits(second.slice(21, 28)) +
    optional +
    asDigits(second.slice(optionalEnd));
  const failureOf = (line2: string): MrzFailure | null => {
    // A number shorter than its field is padded after it: a filler before its end is a misread.
    if (!/^[A-Z0-9]+<*$/.test(line2.slice(0, 9)) || !holds(line2.slice(0, 9), line2[9]!)) return "document_number";
    if (!holds(line2.slice(13, 19), line2[19]!)) return "birth_date";
    if (!holds(line2.slice(21, 27), line2[27]!)) return "expiry_date";
    if (format === "TD3" && !holdsOptional(line2.slice(28, 42), line2[42]!)) return "personal_number";
    if (!holds(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, length - 1), line2[length - 1]!)) return "composite";
    return null;
  };
  let line2 = typed(second.slice(0, 9), second.slice(28, optionalEnd));
  const failure = failureOf(line2);
  let confirmed = false;
  // Every check digit holds, but another spelling of the number by look-alikes may hold them all
  // too: two swaps can cancel out (S for 5 at places weighted 3 and 7 adds 230). Where the line
  // was read `carefully` (the OCR gave a character too many or too few) or a glyph looks like
  // the look-alike of what was read, the check digits cannot choose: the shapes must, clearly.
  if (!failure && (carefully || (shapes && doubtedByShape(second.slice(0, 9), (index, a, b) => shapes(1, index, a, b))))) {
    const optional = second.slice(28, optionalEnd);
    const number = second.slice(0, 9);
    const spellings = (spellingsOf(number) ?? []).filter((spelling) => failureOf(typed(spelling, optional)) === null);
    if (spellings.length > 1) {
      const choice =
        shapes &&
        choiceByShape(
          [number],
          spellings.map((spelling) => [spelling]),
          (_field, index, a, b) => shapes(1, index, a, b),
        );
      if (!choice) return { ok: false, reason: "document_number" };
      if (choice.spellings[0] !== number)
        return marked(!choice.backed, parsedTwoLine(format, line1, typed(choice.spellings[0]!, optional), today));
    }
  }
  if (failure) {
    // Dates are digits already: only the mixed fields are left to correct.
    if (failure === "birth_date" || failure === "expiry_date") return { ok: false, reason: failure };
    const corrected = correction(
      [
        { read: second.slice(0, 9), ownCheck: (spelling) => holds(spelling, line2[9]!) },
        { read: second.slice(28, optionalEnd), ownCheck: (spelling) => format === "TD2" || holdsOptional(spelling, line2[42]!) },
      ],
      ([number, optional]) => failureOf(typed(number!, optional!)) === null,
      [
        [1, 0],
        [1, 28],
      ],
      shapes,
    );
    if (!corrected) return { ok: false, reason: failure };
    line2 = typed(corrected.spellings[0]!, corrected.spellings[1]!);
    confirmed = corrected.confirmed;
  }
  return marked(failure !== null && !confirmed, parsedTwoLine(format, line1, line2, today));
}

function parsedTwoLine(format: "TD3" | "TD2", line1: string, line2: string, today: Date): MrzParse {
  return build(format, {
    documentCode: line1.slice(0, 2),
    issuingState: asLetters(line1.slice(2, 5)),
    nameField: line1.slice(5),
    documentNumber: line2.slice(0, 9),
    nationality: line2.slice(10, 13),
    birth: line2.slice(13, 19),
    sex: line2[20]!,
    expiry: line2.slice(21, 27),
    today,
  });
}

const marked = (corrected: boolean, parsed: MrzParse): MrzParse => (corrected && parsed.ok ? { ...parsed, corrected: true } : parsed);

export function parseTd1([first, second, third]: [string, string, string], today: Date = new Date(), shapes?: ZoneShapes): MrzParse {
  const line3 = padFillers(third, 30);
  if (first.length !== 30 || second.length !== 30 || !line3) return { ok: false, reason: "format" };
  const line2 =
    asDigits(second.slice(0, 7)) +
    asLetters(second[7]!) +
    asDigits(second.slice(8, 15)) +
    asLetters(second.slice(15, 18)) +
    second.slice(18, 29) +
    asDigits(second[29]!);
  if (!holds(line2.slice(0, 6), line2[6]!)) return { ok: false, reason: "birth_date" };
  if (!holds(line2.slice(8, 14), line2[14]!)) return { ok: false, reason: "expiry_date" };
  const checked = (numberField: string, optional: string) =>
    checkedTd1Number(first.slice(0, 5) + numberField + first[14]! + optional, line2);
  let number = checked(first.slice(5, 14), first.slice(15));
  let corrected = !number.ok;
  if (!number.ok) {
    const found = correction(
      [
        { read: first.slice(5, 14), ownCheck: () => true },
        { read: first.slice(15), ownCheck: () => true },
      ],
      ([numberField, optional]) => checked(numberField!, optional!).ok,
      [
        [0, 5],
        [0, 15],
      ],
      shapes,
    );
    if (!found) return { ok: false, reason: number.reason };
    number = checked(found.spellings[0]!, found.spellings[1]!);
    if (!number.ok) return { ok: false, reason: number.reason };
    corrected = !found.confirmed;
  }
  return marked(
    corrected,
    build("TD1", {
      documentCode: first.slice(0, 2),
      issuingState: asLetters(first.slice(2, 5)),
      nameField: line3,
      documentNumber: number.documentNumber,
      nationality: line2.slice(15, 18),
      birth: line2.slice(0, 6),
      sex: line2[7]!,
      expiry: line2.slice(8, 14),
      today,
    }),
  );
}

/**
 * TD1's document number and composite check. A number longer than 9 characters goes on in the
 * optional field, its check digit last, and "<" stands in the check digit's place (part 5,
 * 4.2.4 note j).
 */
function checkedTd1Number(line1: string, line2: string): { ok: true; documentNumber: string } | { ok: false; reason: MrzFailure } {
  let documentNumber = line1.slice(5, 14);
  let documentCheck = line1[14]!;
  if (!/^[A-Z0-9]+<*$/.test(documentNumber)) return { ok: false, reason: "document_number" };
  if (documentCheck === "<") {
    const overflow = /^([A-Z0-9]*)([0-9])</.exec(line1.slice(15));
    if (!overflow) return { ok: false, reason: "document_number" };
    documentNumber += overflow[1]!;
    documentCheck = overflow[2]!;
  } else {
    documentCheck = asDigits(documentCheck);
  }
  if (!holds(documentNumber, documentCheck)) return { ok: false, reason: "document_number" };
  const typedLine1 = line1.slice(0, 14) + (line1[14] === "<" ? "<" : documentCheck) + line1.slice(15);
  if (!holds(typedLine1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29), line2[29]!))
    return { ok: false, reason: "composite" };
  return { ok: true, documentNumber: documentNumber.replace(/<+$/, "") };
}

function build(
  format: MrzFormat,
  fields: {
    documentCode: string;
    issuingState: string;
    nameField: string;
    documentNumber: string;
    nationality: string;
    birth: string;
    sex: string;
    expiry: string;
    today: Date;
  },
): MrzParse {
  const birthDate = dateOf(fields.birth, "birth", fields.today);
  const expiryDate = dateOf(fields.expiry, "expiry", fields.today);
  if (!birthDate) return { ok: false, reason: "birth_date" };
  if (!expiryDate) return { ok: false, reason: "expiry_date" };
  if (!/^[MFX<]$/.test(fields.sex) || !/^[A-Z<]{3}$/.test(fields.nationality)) return { ok: false, reason: "format" };
  const nationality = fields.nationality.replace(/<+$/, "");
  return {
    ok: true,
    document: {
      format,
      documentCode: fields.documentCode.replace(/<+$/, ""),
      issuingState: fields.issuingState.replace(/<+$/, ""),
      name: nameOfField(fields.nameField),
      documentNumber: fields.documentNumber.replace(/<+$/, ""),
      nationality,
      nationalityCountry: alpha2OfMrzCountry(nationality),
      birthDate,
      sex: fields.sex === "M" ? "male" : fields.sex === "F" ? "female" : "unknown",
      expiryDate,
    },
  };
}

/**
 * YYMMDD to YYYY-MM-DD. Two digits leave the century open: a birth is in the past (the latest
 * century that puts it there), an expiry within this century's reach (from 1970 on).
 */
function dateOf(text: string, kind: "birth" | "expiry", today: Date): string | null {
  if (!/^\d{6}$/.test(text)) return null;
  const yy = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const day = Number(text.slice(4, 6));
  let year = 2000 + yy;
  if (kind === "birth" ? year > today.getUTCFullYear() : yy >= 70) year -= 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Whether some glyph of a mixed field clearly looks like the look-alike of the character read there. */
function doubtedByShape(field: string, evidence: (index: number, a: string, b: string) => number): boolean {
  return [...field].some((char, index) => MIXED_SWAPS[char] !== undefined && evidence(index, char, MIXED_SWAPS[char]!) < -CLEAR_SHAPE);
}
