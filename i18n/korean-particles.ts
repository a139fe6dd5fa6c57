// Korean particles that change with the word before them (을/를, 이/가, 은/는, 과/와, 으로/로).
// A table writes the pair as Korean style guides do, `{property}을(를)`; the translator picks one
// once it knows the value. Kept tiny: the guest page's browser bundle imports it.

import { withoutToneMarks } from "@/server/domain/tone-marks";

/** The pairs a table may write after a placeholder: [after a final consonant, after a vowel]. */
const PAIRS: Record<string, [string, string]> = {
  "을(를)": ["을", "를"],
  "이(가)": ["이", "가"],
  "은(는)": ["은", "는"],
  "과(와)": ["과", "와"],
  "(으)로": ["으로", "로"],
};

/** A placeholder and the particle pair written after it, for the translator's one pass. */
export const PARTICLE_PAIR_PATTERN = "을\\(를\\)|이\\(가\\)|은\\(는\\)|과\\(와\\)|\\(으\\)로";

// A Latin name read as Korean does (호텔, 인, 리조트): a final l sounds as ㄹ, m, n and ng as
// ㅁ/ㄴ/ㅇ; any other letter ends in a vowel (리조트, 홈스테이, 쿼터). Digits as Sino-Korean
// numbers (일, 삼, 육, 칠, 팔, 십 end in a consonant; 이, 사, 오, 구 do not; 0 is 영).
const LATIN_FINAL: Record<string, "rieul" | "consonant"> = { l: "rieul", m: "consonant", n: "consonant", g: "consonant" };
const DIGIT_FINAL: Record<string, "rieul" | "consonant" | undefined> = {
  "0": "consonant",
  "1": "rieul",
  "2": undefined,
  "3": "consonant",
  "4": undefined,
  "5": undefined,
  "6": "consonant",
  "7": "rieul",
  "8": "rieul",
  "9": undefined,
};

/**
 * How a word ends when read aloud in Korean: "vowel", "consonant" (a 받침), "rieul" (ㄹ, which
 * takes 로 rather than 으로), or undefined when its last letter is of a script that cannot say
 * (Chinese characters, Thai): then the pair stays as written, which any reader understands.
 */
export function koreanEnding(word: string): "vowel" | "consonant" | "rieul" | undefined {
  const letters = [...word].filter((char) => /[\p{L}\p{N}]/u.test(char));
  const last = letters.at(-1);
  if (!last) return undefined;
  const code = last.codePointAt(0)!;
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? "vowel" : final === 8 ? "rieul" : "consonant";
  }
  if (/[0-9]/.test(last)) return DIGIT_FINAL[last] ?? "vowel";
  if (/[a-z]/i.test(last)) {
    // A final g is read as the ㅇ of -ng (Hoang Long), far the commonest such ending in names here.
    return LATIN_FINAL[last.toLowerCase()] ?? "vowel";
  }
  if (/\p{Script=Latin}/u.test(last)) return koreanEnding(withoutToneMarks(last));
  return undefined;
}

/** The particle of `pair` (as PAIRS writes it) that follows `word`. */
export function koreanParticle(word: string, pair: string): string {
  const forms = PAIRS[pair];
  if (!forms) return pair;
  const ending = koreanEnding(word);
  if (ending === undefined) return pair;
  if (pair === "(으)로") return ending === "consonant" ? forms[0] : forms[1];
  return ending === "vowel" ? forms[1] : forms[0];
}
