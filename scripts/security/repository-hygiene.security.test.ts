import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// tesseract.js, when run under Node, caches the language model it fetched in the working
// directory: a 5 MB `eng.traineddata` that a `git add .` once put at the repository's root,
// where nothing read it. The guest page's scanner is served its copy from public/ocr/
// (scripts/copy-ocr-assets.mjs, from the npm package), so no model belongs in the repository.

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" });

describe("an OCR model cached in the working directory", () => {
  it("is not tracked anywhere in the repository", () => {
    expect(
      git("ls-files")
        .split("\n")
        .filter((file) => /\.traineddata(\.gz)?$/.test(file)),
    ).toEqual([]);
  });

  it("is kept out of the next `git add .` by .gitignore, at the root and in any folder", () => {
    for (const file of ["eng.traineddata", "vie.traineddata", "scripts/eng.traineddata", "eng.traineddata.gz"]) {
      // `check-ignore` exits non-zero (and execFileSync throws) for a path that is not ignored.
      expect(git("check-ignore", "--no-index", file).trim(), file).toBe(file);
    }
  });
});
