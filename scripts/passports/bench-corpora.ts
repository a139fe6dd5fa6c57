import fs from "node:fs";
import path from "node:path";
import { corpusFolder, makePassportCorpus, USUAL_SEED } from "./make-passport-corpus";
import { makeOutsideCorpora, OUTSIDE_SPLITS } from "./outside/make-outside-corpus";

// The corpora bench:passports reads, each made if missing: the project's own (seed 22, tuned on),
// its held-out seed (2027), and the outside generator's four splits (outside/make-outside-corpus.ts):
// "outside" (may be looked at to tune), "outside held-out" (never tuned on), "other faces" and
// "unreadable". `--corpus <key>` picks one; `--count`/`--seed` alone read one own corpus of that size and seed.

export interface BenchCorpus {
  key: string;
  name: string;
  seed: number;
  folder: string;
  unreadable?: boolean;
  make(): Promise<unknown>;
}

const HELD_OUT_SEED = 2027;

const own = (key: string, name: string, count: number, seed: number, root: string): BenchCorpus => {
  const folder = path.resolve(root, corpusFolder(count, seed));
  return { key, name, seed, folder, make: () => makePassportCorpus(count, folder, seed) };
};

function benchCorpora(root: string, ownCount = 96): BenchCorpus[] {
  return [
    own("own", "own", ownCount, USUAL_SEED, root),
    own("own-held-out", "own held-out", ownCount, HELD_OUT_SEED, root),
    ...OUTSIDE_SPLITS.map((split) => ({
      key: split.name.replace(/ /g, "-"),
      name: split.name,
      seed: split.seed,
      folder: path.resolve(root, split.folder),
      unreadable: split.kind === "unreadable",
      make: () => makeOutsideCorpora([split], { root }),
    })),
  ];
}

/** The corpora asked for on the command line: a key, a folder of photos with truth.json, or all. */
export function chosenCorpora(root: string, argv: string[]): BenchCorpus[] {
  const option = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at > 0 ? argv[at + 1] : undefined;
  };
  const count = Number(option("count") ?? "96");
  const seedOption = option("seed") ?? process.env.PASSPORT_SEED;
  const corpus = option("corpus");
  const all = benchCorpora(root, count);
  if (!corpus) return seedOption || option("count") ? [own("own", "own", count, Number(seedOption ?? USUAL_SEED), root)] : all;
  const known = corpus.split(",").map((key) => all.find((each) => each.key === key));
  if (known.every(Boolean)) return known as BenchCorpus[];
  const folder = path.resolve(root, corpus);
  if (!fs.existsSync(path.join(folder, "truth.json")))
    throw new Error(`--corpus ${corpus}: neither one of ${all.map((each) => each.key).join(", ")} nor a folder with truth.json`);
  return [{ key: corpus, name: path.basename(folder), seed: Number(seedOption ?? 0), folder, make: async () => {} }];
}
