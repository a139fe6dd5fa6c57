import { asLetters } from "./look-alikes";

// The name field of a zone (ICAO 9303 part 3, 4.6): letters and "<" only, the primary
// identifier (surname), "<<", the secondary identifier (given names, one "<" between words),
// then "<" to the end. It has no check digit, so its structure is the only guard: OCR reads the
// fillers of a worn or blurred zone as runs of L, E, K or C, and such a line must be refused,
// never taken as a name (a guest once got "AKAHASHICSTUTCLE LLLLELLLRELLLLELEERES").

export interface MrzName {
  surname: string;
  givenNames: string;
}

/** A run of three identical letters: no name has one, filler noise ("LLLL", "KKK") does. */
const REPEATED_LETTER = /([A-Z])\1\1/;
/** A word made only of what fillers are misread as (L, E, K, C, I), long enough not to be a name like LEE or ELLE. */
const FILLER_NOISE = /^[LEKCI]{5,}$/;

/** The name in a name field as read (digits are taken for their look-alike letters), or null when the field is not a name. */
export function nameOfField(field: string): MrzName | null {
  const text = asLetters(field);
  if (!/^[A-Z<]+$/.test(text) || !/^[A-Z]/.test(text)) return null;
  // The name ends at its last letter; after it, fillers only. A field that is full may end
  // without fillers: the name was cut to fit (part 3, 4.6.4).
  const body = text.replace(/<+$/, "");
  // Inside the name, "<" separates words and "<<" the two identifiers, once: a run of three
  // or more, or a second "<<", means letters stand where fillers should.
  if (/<<</.test(body)) return null;
  const parts = body.split("<<");
  if (parts.length > 2) return null;
  const words = parts.flatMap((part) => part.split("<"));
  if (words.some((word) => word === "" || REPEATED_LETTER.test(word) || FILLER_NOISE.test(word))) return null;
  // Stray letters among fillers ("JOHN<K<L") are noise; one initial is allowed.
  if (words.filter((word) => word.length === 1).length > 1) return null;
  // A whole field of letters with no "<<" is a name cut short only when it is long enough to have been cut.
  if (parts.length === 1 && body.length === text.length && body.length < 30) return null;
  return { surname: parts[0]!.replace(/</g, " "), givenNames: (parts[1] ?? "").replace(/</g, " ") };
}
