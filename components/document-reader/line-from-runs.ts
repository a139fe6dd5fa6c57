// Puts a zone line back together from the fillers found by shape and the OCR's words for the
// letters and digits between them: each run of non-filler cells must be filled exactly by the
// next word (or by a word the OCR ran over a one-filler gap, split at it). When the words hold
// one character too many or too few (the OCR read "T" as "T7", or dropped a letter), the
// cells' shapes say where: every way of dropping one character, or of adding the glyph a cell
// looks most like, is tried, and the one that fits and looks most like the cells is taken.
// Anything that does not fit is no reading at all.

/**
 * How unlike the glyph `char` cell `index` is (0 for a perfect match), and the glyph it looks
 * most like; without `nearest`, a character the OCR dropped is not put back (a name line, which
 * no check digit guards, takes only characters the OCR read).
 */
export interface CellShapes {
  cost(index: number, char: string): number;
  nearest?(index: number): string;
}

/** `fillers[i]` says cell i is "<"; `words` are the OCR's words for the line, in order. */
export function lineFromRuns(fillers: boolean[], words: string[], shapes?: CellShapes): string | null {
  const exact = fitted(fillers, words);
  if (exact !== null || !shapes) return exact;
  const cells = fillers.filter((filler) => !filler).length;
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  if (Math.abs(letters - cells) !== 1 || (letters < cells && !shapes.nearest)) return null;
  const tries: string[][] = [];
  words.forEach((word, at) => {
    for (let index = 0; index < word.length + (letters < cells ? 1 : 0); index++) {
      const changed = letters > cells ? word.slice(0, index) + word.slice(index + 1) : word.slice(0, index) + "?" + word.slice(index);
      tries.push(words.map((other, which) => (which === at ? changed : other)).filter(Boolean));
    }
  });
  let best: string | null = null;
  let bestCost = Infinity;
  for (const attempt of tries) {
    const line = fitted(fillers, attempt);
    if (line === null) continue;
    const filled = [...line].map((char, index) => (char === "?" ? shapes.nearest!(index) : char)).join("");
    const cost = [...filled].reduce((sum, char, index) => (fillers[index] ? sum : sum + shapes.cost(index, char)), 0);
    if (cost < bestCost) {
      best = filled;
      bestCost = cost;
    }
  }
  return best;
}

function fitted(fillers: boolean[], words: string[]): string | null {
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
