// Vietnamese written without its tone marks, as banks print names, as guests type on keyboards
// without them, and as machine-readable zones and payment references must be. The one place
// that folds them, for the server and the pages alike (no imports).

/**
 * `text` without its combining marks: tone marks and every other accent ("Nguyễn Hòa" →
 * "Nguyen Hoa", and the dakuten of kana). đ is a letter of its own, not a mark: it stays.
 */
export function withoutToneMarks(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/** The same, with đ and Đ written d and D, as Vietnamese names are in ASCII ("Đặng" → "Dang"). */
export function inPlainLatin(text: string): string {
  return withoutToneMarks(text).replace(/đ/g, "d").replace(/Đ/g, "D");
}
