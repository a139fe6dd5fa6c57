import { alpha2OfMrzCountry } from "./country-alpha-3";

// The machine-readable zone of a passport (ICAO 9303 part 4, TD3: 2 lines of 44) or an ID card
// (part 5, TD1: 3 lines of 30), as OCR read it. Every check digit must hold: a guest's data is
// prefilled from a reading only when all of them do. OCR confusions are undone only where the
// field's kind is known (digits in dates and check digits, letters in names and country codes);
// document numbers mix both and are taken as read, their check digit decides.

export interface MrzDocument {
  format: "TD3" | "TD1";
  /** "P" passport, "I"/"A"/"C" ID cards (first letter of the document code). */
  documentCode: string;
  issuingState: string;
  surname: string;
  givenNames: string;
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

export type MrzFailure = "not_found" | "document_number" | "birth_date" | "expiry_date" | "personal_number" | "composite" | "format";
export type MrzParse = { ok: true; document: MrzDocument } | { ok: false; reason: MrzFailure };

const TO_DIGIT: Record<string, string> = { O: "0", Q: "0", D: "0", U: "0", I: "1", L: "1", Z: "2", S: "5", B: "8", G: "6", T: "7" };
const TO_LETTER: Record<string, string> = { "0": "O", "1": "I", "2": "Z", "5": "S", "8": "B", "6": "G" };

const asDigits = (text: string) => text.replace(/[A-Z]/g, (char) => TO_DIGIT[char] ?? char);
const asLetters = (text: string) => text.replace(/\d/g, (char) => TO_LETTER[char] ?? char);

/** ICAO 9303 part 3, 4.9: weights 7, 3, 1; digits as themselves, A-Z as 10-35, "<" as 0. */
export function checkDigitOf(text: string): number {
  let sum = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    const value = char >= 48 && char <= 57 ? char - 48 : char >= 65 && char <= 90 ? char - 55 : 0;
    sum += value * [7, 3, 1][index % 3]!;
  }
  return sum % 10;
}

const holds = (field: string, check: string) => check === String(checkDigitOf(field));
/** An empty optional field may carry "<" as its check digit. */
const holdsOptional = (field: string, check: string) => (check === "<" && /^<*$/.test(field)) || holds(field, check);

/** Finds a TD3 or TD1 zone in OCR text (other lines of the page around it are ignored) and parses it. */
export function readMrz(ocrText: string, today: Date = new Date()): MrzParse {
  const lines = ocrText
    .toUpperCase()
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s«]/g, (char) => (char === "«" ? "<" : "")))
    .filter((line) => line.length >= 25 && /^[A-Z0-9<]+$/.test(line));
  let failure: MrzFailure = "not_found";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^P/.test(line) && lines[index + 1]?.length === 44) {
      const parsed = parseTd3([line, lines[index + 1]!], today);
      if (parsed.ok) return parsed;
      failure = parsed.reason;
    }
    if (line.length >= 28 && line.length <= 32 && lines[index + 2] && /^[IAC]/.test(line)) {
      const parsed = parseTd1([line, lines[index + 1]!, lines[index + 2]!], today);
      if (parsed.ok) return parsed;
      failure = parsed.reason;
    }
  }
  return { ok: false, reason: failure };
}

/** A name line may lose trailing fillers to OCR: they are only padding, so they are put back. */
function padFillers(line: string, length: number): string | null {
  if (line.length > length) return /^<*$/.test(line.slice(length)) ? line.slice(0, length) : null;
  return line.padEnd(length, "<");
}

export function parseTd3([first, second]: [string, string], today: Date = new Date()): MrzParse {
  const line1 = padFillers(first, 44);
  if (!line1 || second.length !== 44) return { ok: false, reason: "format" };
  const documentNumber = second.slice(0, 9);
  const line2 = documentNumber + asDigits(second[9]!) + asLetters(second.slice(10, 13)) + asDigits(second.slice(13, 20)) + asLetters(second[20]!) + asDigits(second.slice(21, 28)) + second.slice(28, 42) + asDigits(second.slice(42, 44));
  if (!holds(line2.slice(0, 9), line2[9]!)) return { ok: false, reason: "document_number" };
  if (!holds(line2.slice(13, 19), line2[19]!)) return { ok: false, reason: "birth_date" };
  if (!holds(line2.slice(21, 27), line2[27]!)) return { ok: false, reason: "expiry_date" };
  if (!holdsOptional(line2.slice(28, 42), line2[42]!)) return { ok: false, reason: "personal_number" };
  if (!holds(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43), line2[43]!)) return { ok: false, reason: "composite" };
  return build("TD3", {
    documentCode: line1.slice(0, 2),
    issuingState: asLetters(line1.slice(2, 5)),
    name: asLetters(line1.slice(5)),
    documentNumber: line2.slice(0, 9),
    nationality: line2.slice(10, 13),
    birth: line2.slice(13, 19),
    sex: line2[20]!,
    expiry: line2.slice(21, 27),
    today,
  });
}

export function parseTd1([first, second, third]: [string, string, string], today: Date = new Date()): MrzParse {
  const line3 = padFillers(third, 30);
  if (first.length !== 30 || second.length !== 30 || !line3) return { ok: false, reason: "format" };
  const line2 = asDigits(second.slice(0, 7)) + asLetters(second[7]!) + asDigits(second.slice(8, 15)) + asLetters(second.slice(15, 18)) + second.slice(18, 29) + asDigits(second[29]!);
  // A number longer than 9 characters goes on in the optional field, its check digit last,
  // and "<" stands in the check digit's place (part 5, 4.2.4 note j).
  let documentNumber = first.slice(5, 14);
  let documentCheck = first[14]!;
  if (documentCheck === "<") {
    const overflow = /^([A-Z0-9]*)([0-9])</.exec(first.slice(15));
    if (!overflow) return { ok: false, reason: "document_number" };
    documentNumber += overflow[1]!;
    documentCheck = overflow[2]!;
  } else {
    documentCheck = asDigits(documentCheck);
  }
  if (!holds(documentNumber, documentCheck)) return { ok: false, reason: "document_number" };
  if (!holds(line2.slice(0, 6), line2[6]!)) return { ok: false, reason: "birth_date" };
  if (!holds(line2.slice(8, 14), line2[14]!)) return { ok: false, reason: "expiry_date" };
  const line1 = first.slice(0, 14) + (first[14] === "<" ? "<" : documentCheck) + first.slice(15);
  if (!holds(line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29), line2[29]!)) return { ok: false, reason: "composite" };
  return build("TD1", {
    documentCode: first.slice(0, 2),
    issuingState: asLetters(first.slice(2, 5)),
    name: asLetters(line3),
    documentNumber: documentNumber.replace(/<+$/, ""),
    nationality: line2.slice(15, 18),
    birth: line2.slice(0, 6),
    sex: line2[7]!,
    expiry: line2.slice(8, 14),
    today,
  });
}

function build(
  format: "TD3" | "TD1",
  fields: { documentCode: string; issuingState: string; name: string; documentNumber: string; nationality: string; birth: string; sex: string; expiry: string; today: Date },
): MrzParse {
  const birthDate = dateOf(fields.birth, "birth", fields.today);
  const expiryDate = dateOf(fields.expiry, "expiry", fields.today);
  if (!birthDate) return { ok: false, reason: "birth_date" };
  if (!expiryDate) return { ok: false, reason: "expiry_date" };
  const [surname = "", given = ""] = fields.name.split("<<");
  const nationality = fields.nationality.replace(/<+$/, "");
  return {
    ok: true,
    document: {
      format,
      documentCode: fields.documentCode.replace(/<+$/, ""),
      issuingState: fields.issuingState.replace(/<+$/, ""),
      surname: words(surname),
      givenNames: words(given),
      documentNumber: fields.documentNumber.replace(/<+$/, ""),
      nationality,
      nationalityCountry: alpha2OfMrzCountry(nationality),
      birthDate,
      sex: fields.sex === "M" ? "male" : fields.sex === "F" ? "female" : "unknown",
      expiryDate,
    },
  };
}

const words = (field: string) => field.replace(/<+/g, " ").trim();

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
