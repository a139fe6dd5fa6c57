/**
 * Every number of a JSON text as it is written there (not as a reader's float makes it): the
 * tokens outside strings. A test can then say that an answer's amounts carry at most 15
 * significant digits, which a JSON reader's binary64 turns back into exactly that decimal.
 */
export function jsonNumberTokens(text: string): string[] {
  const tokens: string[] = [];
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "-" || (char >= "0" && char <= "9")) {
      const token = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index))![0];
      tokens.push(token);
      index += token.length - 1;
    }
  }
  return tokens;
}

/** Significant digits of a JSON number token: 1200 has 2, 0.050 has 1, 123.45 has 5. */
export function tokenSignificantDigits(token: string): number {
  const mantissa = token
    .replace(/^-/, "")
    .replace(/[eE].*$/, "")
    .replace(".", "");
  return mantissa.replace(/^0+/, "").replace(/0+$/, "").length;
}
