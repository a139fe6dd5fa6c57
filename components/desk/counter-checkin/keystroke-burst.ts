// A USB 2D barcode scanner in keyboard mode "types" what it reads far faster than a person and
// ends with Enter. This tells such a burst from typing by its pace: at least MIN_LENGTH
// characters averaging at most MAX_AVERAGE_GAP_MS apart. A CCCD's QR payload is 60 to 200
// characters; nobody types 40 characters at 35 ms apart (340 words a minute). A single late key
// (a busy computer) does not break a burst; a pause of a person's length does.

/** Scanners send a key every 2-20 ms; a fast typist, one every 100-150 ms. */
export const MAX_AVERAGE_GAP_MS = 35;
/** Longer than this between two keys, and the next key starts a new burst. */
export const MAX_PAUSE_MS = 200;
export const MIN_LENGTH = 40;

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

/** The scanned text when Enter at `at` closes a scanner's burst; undefined for a person's Enter. */
export function scannedText(burst: Burst, at: number): string | undefined {
  const characters = burst.text.length;
  if (characters < MIN_LENGTH || at - burst.last > MAX_PAUSE_MS) return undefined;
  const averageGap = (at - burst.first) / characters;
  return averageGap <= MAX_AVERAGE_GAP_MS ? burst.text : undefined;
}
