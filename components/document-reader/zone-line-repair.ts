// A zone line read whole by the OCR, fillers and all, put back into the shape ICAO 9303 gives
// it. The OCR reads a long run of fillers with a character too many or too few, or some of them
// as the letters a "<" looks like (K, L, C, E), whatever the face. Where the layout says only
// fillers can stand (after a name has ended, in an empty optional field), such a run is made
// fillers of the right length again; everything else is left as read, for the check digits
// to judge. Nothing here is guessed from a corpus: only the layout of parts 4 to 6.

/** What OCR reads fillers as. */
const FILLER_LIKE = /^[<KLCE]*$/;

/**
 * A TD3 or TD2 name line (`length` 44 or 36): document code, issuing state, then the name,
 * which ends at the first run of three fillers (no name holds one); after it only fillers.
 * `nameEnd`: the column after the name's last letter, as the picture shows it (the last cell
 * whose ink reaches a capital's top: a "<" does not). Null when the line cannot be such a line.
 */
export function repairedNameLine(line: string, length: 44 | 36, nameEnd?: number): string | null {
  if (line.length === length) return line;
  // A line read a character too long or short may have gained or lost it inside the name, where
  // nothing would show it: only where the picture shows the name ending at the same place.
  if (nameEnd === undefined || nameEnd < 5 || nameEnd > length) return null;
  const [name, after] = [line.slice(0, nameEnd), line.slice(nameEnd)];
  // The first run of three fillers is there; or, in a face whose "<" the OCR reads as K or L from
  // the third on, two fillers are read there and only what fillers are read as after them.
  const firstRun = line.indexOf("<<<", 5);
  const endsThere = firstRun === nameEnd || ((firstRun < 0 || firstRun > nameEnd) && after.startsWith("<<") && !name.endsWith("<"));
  if (!endsThere || !FILLER_LIKE.test(after)) return null;
  return name.padEnd(length, "<");
}

/**
 * Whether a name line agrees with the picture's `nameEnd`: the name ends there in a letter, and
 * everything after reads as fillers (or what the OCR reads them as). Its fillers are then known
 * by the layout, whatever the face's "<" looks like to the shape test.
 */
export function endsWithFillersAt(line: string, nameEnd: number): boolean {
  return nameEnd >= 5 && nameEnd < line.length && /[A-Z]/.test(line[nameEnd - 1]!) && FILLER_LIKE.test(line.slice(nameEnd));
}

/**
 * A TD3 line 2 (44): the fixed fields up to the expiry's check digit (28 characters) as read;
 * then the personal number (14) and its check digit, and the composite check digit last. When
 * what follows the expiry is filler-like but for the last character, the personal number was
 * empty: its check digit is "<" (or 0, as some states print it) and the line is rebuilt.
 */
export function repairedTd3SecondLine(line: string): string | null {
  if (line.length === 44) return line;
  if (line.length < 38 || line.length > 50) return null;
  const tail = line.slice(28, -1);
  const composite = line.at(-1)!;
  if (!/^[0-9]$/.test(composite) || !FILLER_LIKE.test(tail.slice(0, -1))) return null;
  const personalCheck = tail.at(-1) === "0" ? "0" : "<";
  return line.slice(0, 28) + "<".repeat(14) + personalCheck + composite;
}

/** The zone's text from lines read whole: two lines of about 44 repaired as TD3 where they fit; other shapes passed as read. */
export function repairedZoneText(lines: string[], nameEnd?: number): string {
  const clean = lines.map((line) => line.toUpperCase().replace(/[^A-Z0-9<]/g, ""));
  if (clean.length !== 2 || !clean[0]!.startsWith("P")) return clean.join("\n");
  const first = repairedNameLine(clean[0]!, 44, nameEnd);
  const second = repairedTd3SecondLine(clean[1]!);
  return [first ?? clean[0]!, second ?? clean[1]!].join("\n");
}
