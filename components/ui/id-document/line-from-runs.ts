// Puts a zone line back together from the fillers found by shape and the OCR's words for the
// letters and digits between them: each run of non-filler cells must be filled exactly by the
// next word (or by a word the OCR ran over a one-filler gap, split at it). Anything that does
// not fit is no reading at all.

/** `fillers[i]` says cell i is "<"; `words` are the OCR's words for the line, in order. */
export function lineFromRuns(fillers: boolean[], words: string[]): string | null {
  const runs: { start: number; length: number }[] = [];
  fillers.forEach((filler, index) => {
    if (filler) return;
    const last = runs.at(-1);
    if (last && last.start + last.length === index) last.length++;
    else runs.push({ start: index, length: 1 });
  });
  const line: string[] = fillers.map((filler) => (filler ? "<" : "?"));
  let run = 0;
  for (const word of words) {
    let rest = word;
    while (rest.length > 0) {
      const current = runs[run];
      if (!current || rest.length < current.length) return null;
      for (let offset = 0; offset < current.length; offset++) line[current.start + offset] = rest[offset]!;
      rest = rest.slice(current.length);
      run++;
    }
  }
  return run === runs.length ? line.join("") : null;
}
