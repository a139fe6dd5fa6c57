/**
 * Text folded for matching what a guest types: case, tone marks and đ do not matter,
 * because many keyboards and foreign guests type "hoan kiem" for "Hoàn Kiếm", and the
 * sources disagree on where tone marks sit ("Hòa" / "Hoà"). Free of data imports, so the
 * check-in pickers in the browser fold text exactly as the server does.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/g, "d")
    .replace(/\s+/g, " ")
    .trim();
}
