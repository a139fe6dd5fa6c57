import type { MrzParse } from "../../components/document-reader/mrz";
import type { CorpusPhoto } from "./make-passport-corpus";

// Each photo's reading against what its page says: the number (with birth and expiry, which the
// same check digits guard) and the name, each read right, read wrong, or not read.

type Outcome = "right" | "wrong" | "not read";

export interface Scored {
  file: string;
  number: Outcome;
  name: Outcome;
  ms: number;
  read: string;
}

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

export function scoreReading(photo: CorpusPhoto, parsed: MrzParse, ms: number): Scored {
  if (!parsed.ok) return { file: photo.file, number: "not read", name: "not read", ms, read: parsed.reason };
  const { document } = parsed;
  const numberRight =
    document.documentNumber === photo.documentNumber &&
    yymmdd(document.birthDate) === photo.birth &&
    yymmdd(document.expiryDate) === photo.expiry;
  const name = document.name ? `${document.name.surname} ${document.name.givenNames}`.trim() : null;
  return {
    file: photo.file,
    number: numberRight ? "right" : "wrong",
    name: name === null ? "not read" : name === photo.name ? "right" : "wrong",
    ms,
    read: `${document.documentNumber} ${document.birthDate} ${document.expiryDate} ${name ?? "(no name)"}`,
  };
}

export function summary(scored: Scored[]): string {
  const count = (field: "number" | "name", outcome: Outcome) => scored.filter((each) => each[field] === outcome).length;
  const line = (field: "number" | "name") =>
    `${field.padEnd(7)} read right ${count(field, "right")}/${scored.length} (${((100 * count(field, "right")) / scored.length).toFixed(1)}%), read wrong ${count(field, "wrong")}, not read ${count(field, "not read")}`;
  const times = scored.map((each) => each.ms).sort((a, b) => a - b);
  const median = times.length ? (times[Math.floor((times.length - 1) / 2)]! + times[Math.ceil((times.length - 1) / 2)]!) / 2 : 0;
  return `${line("number")}\n${line("name")}\nmedian ${(median / 1000).toFixed(2)} s per photo, slowest ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s`;
}
