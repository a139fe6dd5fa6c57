// A USB 2D barcode scanner in keyboard mode "types" what it reads far faster than a person and
// ends with Enter. Such a burst is told from typing by its pace: characters averaging at most
// MAX_AVERAGE_GAP_MS apart (burst-collector.ts); nobody types at 35 ms a key (340 words a
// minute). A single late key (a busy computer) does not break a burst; a pause of a person's
// length does.

/** Scanners send a key every 2-20 ms; a fast typist, one every 100-150 ms. */
export const MAX_AVERAGE_GAP_MS = 35;
/** Longer than this between two keys, and the next key starts a new burst. */
export const MAX_PAUSE_MS = 200;

export interface Burst {
  text: string;
  /** When the first and the last character came (event.timeStamp, ms). */
  first: number;
  last: number;
  /** The field the burst was typed into, and its value before the first character. */
  target: EventTarget | null;
  valueBefore: string;
}

export function emptyBurst(): Burst {
  return { text: "", first: Number.NEGATIVE_INFINITY, last: Number.NEGATIVE_INFINITY, target: null, valueBefore: "" };
}

/** The burst after more text at `at` (one key, or what a keyboard layout inserted): a new burst after a pause. */
export function addCharacter(burst: Burst, text: string, at: number, target: EventTarget | null, currentValue: string): Burst {
  if (at - burst.last > MAX_PAUSE_MS) return { text, first: at, last: at, target, valueBefore: currentValue };
  return { ...burst, text: burst.text + text, last: at };
}
