// A TD3 (passport) machine-readable zone written from a holder's fields, per ICAO 9303 part 4,
// with its own check digits (part 3, 4.9: weights 7, 3, 1; "<" is 0, A is 10 ... Z is 35). Written
// apart from scripts/passports/write-mrz.ts and from the reader, so a mistake shared by both is
// not hidden.

export interface Td3Holder {
  /** Alpha-3 code of the state that issued the passport (line 1). */
  issuingState: string;
  /** Alpha-3 code of the holder's nationality (line 2); may differ from the issuing state. */
  nationality: string;
  surname: string;
  givenNames: string;
  /** Up to 9 letters and digits. */
  documentNumber: string;
  /** YYMMDD */
  birth: string;
  sex: "M" | "F" | "<";
  /** YYMMDD */
  expiry: string;
  /** Up to 14 characters, or "" for an empty field. */
  personalNumber: string;
}

const weights = [7, 3, 1];

export function icaoCheckDigit(field: string): number {
  let sum = 0;
  for (let index = 0; index < field.length; index++) {
    const char = field[index]!;
    const value = char === "<" ? 0 : char >= "0" && char <= "9" ? char.charCodeAt(0) - 48 : char.charCodeAt(0) - 55;
    if (value < 0 || value > 35) throw new Error(`"${char}" cannot stand in a machine-readable zone`);
    sum += value * weights[index % 3]!;
  }
  return sum % 10;
}

/** Letters only, accents dropped, words joined by "<" (hyphens and apostrophes become fillers, as 9303 part 3 says). */
const zoneWords = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .join("<");

/** The name field of 39 characters: cut at the end when too long, never ending on a filler. */
export function td3NameField(surname: string, givenNames: string): string {
  const whole = givenNames.trim() ? `${zoneWords(surname)}<<${zoneWords(givenNames)}` : zoneWords(surname);
  return whole.length <= 39 ? whole.padEnd(39, "<") : whole.slice(0, 39).replace(/<+$/, "").padEnd(39, "<");
}

export function writeTd3Zone(holder: Td3Holder): [string, string] {
  const number = holder.documentNumber.padEnd(9, "<");
  const personal = holder.personalNumber.padEnd(14, "<");
  // An empty personal number may carry "<" or 0 as its check digit (part 4, 4.2.2.2); we print "<".
  const personalCheck = /^<+$/.test(personal) ? "<" : String(icaoCheckDigit(personal));
  const numberPart = `${number}${icaoCheckDigit(number)}`;
  const birthPart = `${holder.birth}${icaoCheckDigit(holder.birth)}`;
  const expiryPart = `${holder.expiry}${icaoCheckDigit(holder.expiry)}`;
  const personalPart = `${personal}${personalCheck}`;
  const composite = icaoCheckDigit(numberPart + birthPart + expiryPart + personalPart);
  const line1 = `P<${holder.issuingState}${td3NameField(holder.surname, holder.givenNames)}`;
  const line2 = `${numberPart}${holder.nationality}${birthPart}${holder.sex}${expiryPart}${personalPart}${composite}`;
  if (line1.length !== 44 || line2.length !== 44) throw new Error(`a TD3 line must be 44 characters: ${line1} / ${line2}`);
  return [line1, line2];
}

/** What a correct reading of a printed zone gives, read back from the zone itself (the corpus's truth). */
export function truthFromZone([line1, line2]: [string, string]) {
  const [surname = "", given = ""] = line1.slice(5).replace(/<+$/, "").split("<<");
  return {
    documentNumber: line2.slice(0, 9).replace(/<+$/, ""),
    name: `${surname} ${given}`.replace(/</g, " ").replace(/\s+/g, " ").trim(),
    birth: line2.slice(13, 19),
    expiry: line2.slice(21, 27),
  };
}
