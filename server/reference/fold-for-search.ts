import { inPlainLatin } from "@/server/domain/tone-marks";

/**
 * Text folded for matching what a guest types: case, tone marks and đ do not matter,
 * because many keyboards and foreign guests type "hoan kiem" for "Hoàn Kiếm", and the
 * sources disagree on where tone marks sit ("Hòa" / "Hoà"). Free of data imports, so the
 * check-in pickers in the browser fold text exactly as the server does.
 */
export function foldForSearch(text: string): string {
  return inPlainLatin(text.toLowerCase()).replace(/\s+/g, " ").trim();
}
