// Field labels of a data page in English and a second language, as most passports print them.

export type Field =
  | "type"
  | "state"
  | "number"
  | "surname"
  | "given"
  | "nationality"
  | "birth"
  | "sex"
  | "expiry"
  | "issue"
  | "authority"
  | "signature"
  | "place";

const ENGLISH: Record<Field, string> = {
  type: "Type",
  state: "Code of Issuing State",
  number: "Passport No.",
  surname: "Surname",
  given: "Given names",
  nationality: "Nationality",
  birth: "Date of birth",
  sex: "Sex",
  expiry: "Date of expiry",
  issue: "Date of issue",
  authority: "Authority",
  signature: "Holder's signature",
  place: "Place of birth",
};

const SECOND: Record<"fr" | "es" | "de", Record<Field, string>> = {
  fr: {
    type: "Type",
    state: "Code de l'État émetteur",
    number: "N° du passeport",
    surname: "Nom",
    given: "Prénoms",
    nationality: "Nationalité",
    birth: "Date de naissance",
    sex: "Sexe",
    expiry: "Date d'expiration",
    issue: "Date de délivrance",
    authority: "Autorité",
    signature: "Signature du titulaire",
    place: "Lieu de naissance",
  },
  es: {
    type: "Tipo",
    state: "Código del Estado emisor",
    number: "Pasaporte N°",
    surname: "Apellidos",
    given: "Nombres",
    nationality: "Nacionalidad",
    birth: "Fecha de nacimiento",
    sex: "Sexo",
    expiry: "Fecha de caducidad",
    issue: "Fecha de expedición",
    authority: "Autoridad",
    signature: "Firma del titular",
    place: "Lugar de nacimiento",
  },
  de: {
    type: "Typ",
    state: "Kode des ausstellenden Staates",
    number: "Pass-Nr.",
    surname: "Name",
    given: "Vornamen",
    nationality: "Staatsangehörigkeit",
    birth: "Geburtsdatum",
    sex: "Geschlecht",
    expiry: "Gültig bis",
    issue: "Ausstellungsdatum",
    authority: "Behörde",
    signature: "Unterschrift des Inhabers",
    place: "Geburtsort",
  },
};

export const labelOf = (field: Field, second: "fr" | "es" | "de") => `${SECOND[second][field]} / ${ENGLISH[field]}`;

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** YYMMDD as a page prints it: "12 AUG 1974". */
export function printedDate(yymmdd: string, future: boolean): string {
  const year = Number(yymmdd.slice(0, 2));
  const century = future || year <= 10 ? 2000 : 1900;
  return `${yymmdd.slice(4, 6)} ${MONTHS[Number(yymmdd.slice(2, 4)) - 1]} ${century + year}`;
}
