/** ICAO 9303 part 3, 4.9: weights 7, 3, 1; digits as themselves, A-Z as 10-35, "<" as 0. */
export function checkDigitOf(text: string): number {
  let sum = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    const value = char >= 48 && char <= 57 ? char - 48 : char >= 65 && char <= 90 ? char - 55 : 0;
    sum += value * [7, 3, 1][index % 3]!;
  }
  return sum % 10;
}

export const holds = (field: string, check: string) => check === String(checkDigitOf(field));
/** An empty optional field may carry "<" as its check digit. */
export const holdsOptional = (field: string, check: string) => (check === "<" && /^<*$/.test(field)) || holds(field, check);
