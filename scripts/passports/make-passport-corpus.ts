import fs from "node:fs";
import path from "node:path";
import { degradePhoto, randomDegradation } from "./degrade-photo";
import { madeUpHolder, seededRandom } from "./made-up-holders";
import { renderDataPage } from "./render-data-page";
import { td3Zone } from "./write-mrz";

// `tsx scripts/passports/make-passport-corpus.ts [--count 96] [--seed 22] [--out ...]`: made-up
// passport data pages photographed badly, and truth.json with what each one says. The same seed
// gives the same corpus; seed 22 is the usual one (the reader was tuned looking at it), any other
// seed a held-out corpus of the same kind. Needs the OCR-B face (apt-get install fonts-ocr-b).

/** The corpus the reader is tuned on; other seeds make held-out corpora. */
export const USUAL_SEED = 22;

/** Where a corpus of `count` photos made from `seed` is kept (the usual one keeps its old name). */
export const corpusFolder = (count: number, seed: number) =>
  seed === USUAL_SEED ? `.data/passport-corpus-${count}` : `.data/passport-corpus-${count}-seed-${seed}`;

export interface CorpusPhoto {
  file: string;
  documentNumber: string;
  name: string;
  birth: string;
  expiry: string;
  /** The zone as printed, for looking at misreads character by character. */
  zone?: string[];
  how: ReturnType<typeof randomDegradation>;
}

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};

export async function makePassportCorpus(count: number, folder: string, seed = USUAL_SEED): Promise<CorpusPhoto[]> {
  fs.mkdirSync(folder, { recursive: true });
  const random = seededRandom(seed);
  const photos: CorpusPhoto[] = [];
  for (let index = 0; index < count; index++) {
    const holder = madeUpHolder(random, index);
    const zone = td3Zone(holder);
    const how = randomDegradation(random);
    const file = `passport-${String(index).padStart(3, "0")}.jpg`;
    fs.writeFileSync(path.join(folder, file), await degradePhoto(await renderDataPage(holder, zone, random), how));
    const nameField = zone[0].slice(5).replace(/<+$/, "");
    const [surname = "", given = ""] = nameField.split("<<");
    photos.push({
      file,
      documentNumber: holder.number,
      name: `${surname} ${given}`.replace(/</g, " ").trim(),
      birth: holder.birth,
      expiry: holder.expiry,
      zone,
      how,
    });
  }
  fs.writeFileSync(path.join(folder, "truth.json"), JSON.stringify(photos, null, 1));
  return photos;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(option("count", "96"));
  const seed = Number(option("seed", String(USUAL_SEED)));
  const folder = path.resolve(option("out", corpusFolder(count, seed)));
  const photos = await makePassportCorpus(count, folder, seed);
  console.log(`${photos.length} photos (seed ${seed}) in ${folder}`);
}
