import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chosenCorpora } from "./bench-corpora";
import { corpusTable } from "./corpus-table";
import type { Scored } from "./score-readings";

// Which corpora bench:passports reads for its options, and the table it prints of them.

const root = "/project";
const keys = (argv: string[]) =>
  chosenCorpora(root, ["node", "bench", ...argv]).map((each) => `${each.key}:${each.seed}:${path.relative(root, each.folder)}`);

describe("bench:passports's corpora", () => {
  it("reads every corpus by default, the own ones and the outside splits", () => {
    expect(keys([])).toEqual([
      "own:22:.data/passport-corpus-96",
      "own-held-out:2027:.data/passport-corpus-96-seed-2027",
      "outside:4101:.data/passport-outside-64-seed-4101",
      "outside-held-out:4505:.data/passport-outside-held-out-64-seed-4505",
      "other-faces:4303:.data/passport-other-faces-24-seed-4303",
      "unreadable:4404:.data/passport-unreadable-16-seed-4404",
    ]);
  });

  it("reads the corpora named by --corpus, or one own corpus for --count and --seed alone", () => {
    expect(keys(["--corpus", "outside"])).toEqual(["outside:4101:.data/passport-outside-64-seed-4101"]);
    expect(keys(["--corpus", "other-faces,unreadable"])).toHaveLength(2);
    expect(keys(["--seed", "23", "--count", "40"])).toEqual(["own:23:.data/passport-corpus-40-seed-23"]);
  });

  it("reads a folder with truth.json given as --corpus, and refuses a name it does not know", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "corpus-"));
    fs.writeFileSync(path.join(folder, "truth.json"), "[]");
    expect(chosenCorpora(root, ["node", "bench", "--corpus", folder]).map((each) => each.folder)).toEqual([folder]);
    expect(() => chosenCorpora(root, ["node", "bench", "--corpus", "outsde"])).toThrow(/neither one of own, own-held-out, outside/);
  });
});

describe("the corpus table", () => {
  const scored = (number: Scored["number"], name: Scored["name"], ms: number): Scored => ({ file: "a.jpg", number, name, ms, read: "" });

  it("counts each outcome and times reading apart from refusing, with the machine's load", () => {
    const table = corpusTable(
      [
        {
          name: "outside",
          seed: 4101,
          scored: [
            scored("right", "right", 1000),
            scored("right", "wrong", 3000),
            scored("wrong", "right", 2000),
            scored("not read", "not read", 5000),
          ],
        },
        {
          name: "unreadable",
          seed: 4404,
          unreadable: true,
          scored: [scored("not read", "not read", 4000), scored("wrong", "not read", 6000)],
        },
      ],
      { cpus: 2, atStart: [5.19, 6.07, 5.63], atEnd: [1.99, 3.9, 4.91] },
    );
    const [outside, unreadable] = table.split("\n").slice(2, 4);
    expect(outside).toMatch(/^outside \(seed 4101\)\s+4\s+2 \/ 1 \/ 1\s+2 \/ 1 \/ 1\s+50\.0 %\s+2\.00 \/ 3\.00\s+5\.00 \/ 5\.00$/);
    expect(unreadable).toMatch(
      /^unreadable \(seed 4404\)\s+2\s+0 \/ 1 \/ 1\s+0 \/ 0 \/ 2\s+50\.0 % refused\s+6\.00 \/ 6\.00\s+4\.00 \/ 4\.00$/,
    );
    expect(table).toContain("at start 5.19, 6.07, 5.63, at end 1.99, 3.9, 4.91; 2 CPUs");
  });
});
