import { checkDigitOf } from "../../components/document-reader/check-digit";

// Writes check-digit-valid zones for made-up people (ICAO 9303 parts 4-6), for the corpus and
// the tests: the reader's own check-digit function, so a zone it writes is one it must accept.

export interface MadeUpHolder {
  surname: string;
  givenNames: string;
  /** Up to 9 characters (TD1 up to 9 here as well). */
  number: string;
  /** ICAO alpha-3 */
  nationality: string;
  /** YYMMDD */
  birth: string;
  sex: "M" | "F" | "<";
  /** YYMMDD */
  expiry: string;
  personal?: string;
}

/** Surname "<<" given names, words joined by "<", cut to the field (a cut name ends with a letter). */
function nameField(holder: MadeUpHolder, length: number): string {
  const clean = (text: string) =>
    text
      .toUpperCase()
      .replace(/[^A-Z ]/g, " ")
      .trim()
      .replace(/\s+/g, "<");
  const name = holder.givenNames ? `${clean(holder.surname)}<<${clean(holder.givenNames)}` : clean(holder.surname);
  return name.length > length ? name.slice(0, length).replace(/<+$/, "") : name.padEnd(length, "<");
}

const optionalCheck = (field: string) => (/^<*$/.test(field) ? "<" : String(checkDigitOf(field)));

export function td3Zone(holder: MadeUpHolder): [string, string] {
  const number = holder.number.padEnd(9, "<");
  const personal = (holder.personal ?? "").padEnd(14, "<");
  const body = `${number}${checkDigitOf(number)}${holder.nationality}${holder.birth}${checkDigitOf(holder.birth)}${holder.sex}${holder.expiry}${checkDigitOf(holder.expiry)}${personal}${optionalCheck(personal)}`;
  const composite = checkDigitOf(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
  return [`P<${holder.nationality}${nameField(holder, 39)}`.padEnd(44, "<"), `${body}${composite}`];
}

export function td2Zone(holder: MadeUpHolder): [string, string] {
  const number = holder.number.padEnd(9, "<");
  const optional = (holder.personal ?? "").padEnd(7, "<");
  const body = `${number}${checkDigitOf(number)}${holder.nationality}${holder.birth}${checkDigitOf(holder.birth)}${holder.sex}${holder.expiry}${checkDigitOf(holder.expiry)}${optional}`;
  const composite = checkDigitOf(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 35));
  return [`I<${holder.nationality}${nameField(holder, 31)}`, `${body}${composite}`];
}

export function td1Zone(holder: MadeUpHolder): [string, string, string] {
  const number = holder.number.padEnd(9, "<");
  const line1 = `I<${holder.nationality}${number}${checkDigitOf(number)}`.padEnd(30, "<");
  const body =
    `${holder.birth}${checkDigitOf(holder.birth)}${holder.sex}${holder.expiry}${checkDigitOf(holder.expiry)}${holder.nationality}`.padEnd(
      29,
      "<",
    );
  const composite = checkDigitOf(line1.slice(5, 30) + body.slice(0, 7) + body.slice(8, 15) + body.slice(18, 29));
  return [line1, `${body}${composite}`, nameField(holder, 30)];
}
