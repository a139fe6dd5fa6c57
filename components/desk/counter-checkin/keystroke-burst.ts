// A USB 2D barcode scanner in keyboard mode "types" what it reads, far faster than a person, and
// ends with Enter. This tells such a burst from typing: every key within MAX_GAP_MS of the one
// before, at least MIN_LENGTH characters. A CCCD's QR payload is 60 to 200 characters; nobody
// types 40 characters at 40 ms apart.

/** A person types at 150-300 ms a key; scanners send a key every 2-20 ms. */
export const MAX_GAP_MS = 40;
export const MIN_LENGTH = 40;

export interface Burst {
  text: string;
  /** When the last character came (event.timeStamp, ms). */
  last: number;
  /** The field the burst was typed into, and its value before the first character. */
  target: EventTarget | null;
  valueBefore: string;
}

export function emptyBurst(): Burst {
  return { text: "", last: Number.NEGATIVE_INFINITY, target: null, valueBefore: "" };
}

/** The burst after one more character at `at`: a new burst when the gap is a person's. */
export function addCharacter(burst: Burst, character: string, at: number, target: EventTarget | null, currentValue: string): Burst {
  const fresh = at - burst.last > MAX_GAP_MS;
  return fresh ? { text: character, last: at, target, valueBefore: currentValue } : { ...burst, text: burst.text + character, last: at };
}

/** The scanned text when Enter at `at` closes a scanner's burst; undefined for a person's Enter. */
export function scannedText(burst: Burst, at: number): string | undefined {
  return at - burst.last <= MAX_GAP_MS && burst.text.length >= MIN_LENGTH ? burst.text : undefined;
}
