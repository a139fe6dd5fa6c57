import type { GrayImage } from "./image/gray-image";

// What the OCR gives the reader: the text, and where it put each character. Tesseract places
// every character it reads (a box per symbol); the zone's fixed pitch then says which cell each
// belongs to, so a glyph the OCR read as two characters ("1I", "0O") or a sliver read as one
// more is found where it stands instead of guessed from the line's length (place-symbols.ts).

/** A character the OCR read, its left and right edges across the picture it read, and its confidence (0 to 100). */
export interface OcrSymbol {
  char: string;
  left: number;
  right: number;
  confidence: number;
}

/** The OCR's reading of a picture. `symbols` is empty when the OCR gave no places. */
export interface OcrReading {
  text: string;
  symbols: OcrSymbol[];
}

/** OCR of a picture laid out as one line of text or as a block of lines. */
export type RecognizeText = (picture: GrayImage, layout: "line" | "block") => Promise<OcrReading>;

/** The part of tesseract.js's page a reading needs (its `blocks` output). */
interface TesseractPage {
  text: string;
  blocks?:
    | { paragraphs: { lines: { words: { symbols: { text: string; confidence: number; bbox: { x0: number; x1: number } }[] }[] }[] }[] }[]
    | null;
}

/** Tesseract.js's page (recognized with `{ text: true, blocks: true }`) as the reader's reading. */
export function ocrReadingOf(page: TesseractPage): OcrReading {
  const symbols: OcrSymbol[] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words)
          for (const symbol of word.symbols)
            symbols.push({ char: symbol.text, left: symbol.bbox.x0, right: symbol.bbox.x1, confidence: symbol.confidence });
  return { text: page.text, symbols };
}
