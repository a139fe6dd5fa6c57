import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { GLYPH_HEIGHT, GLYPH_WIDTH, MRZ_CHARACTERS } from "../../components/document-reader/image/glyph-shapes";

// `tsx scripts/passports/make-ocr-b-glyphs.ts`: writes components/document-reader/image/ocr-b-glyphs.ts,
// the zone's 37 characters as ICAO 9303 prints them (the OCR-B face, Debian's fonts-ocr-b,
// public domain) on the small grid glyph-shapes.ts compares a cell with: from the top of the
// capitals to the baseline, centred on the glyph's ink, one bit a point. Run once; the file is
// committed, so neither the app nor its tests need the font.

const SIZE = 240;
const BASELINE = 260;
const CANVAS = { width: 320, height: 320 };

async function rendered(char: string): Promise<{ data: Uint8Array; width: number }> {
  const text = char === "<" ? "&lt;" : char;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="${BASELINE}" font-family="OCR B" font-size="${SIZE}" fill="#000">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

const inkRows = (data: Uint8Array, width: number) => {
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < CANVAS.height; y++)
    for (let x = 0; x < width; x++)
      if (data[y * width + x]! < 128) {
        if (top < 0) top = y;
        bottom = y + 1;
      }
  return { top, bottom };
};

const capitals = await rendered("H");
const { top: capTop, bottom: baseline } = inkRows(capitals.data, capitals.width);
const capHeight = baseline - capTop;
const lines: string[] = [];
for (const char of MRZ_CHARACTERS) {
  const { data, width } = await rendered(char);
  let left = width;
  let right = 0;
  for (let y = 0; y < CANVAS.height; y++)
    for (let x = 0; x < width; x++)
      if (data[y * width + x]! < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
      }
  const centre = (left + right) / 2;
  // The grid spans the capitals' height and GLYPH_WIDTH / GLYPH_HEIGHT of it across, centred on the ink.
  const span = (capHeight * GLYPH_WIDTH) / GLYPH_HEIGHT;
  let bits = "";
  for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      let ink = 0;
      let all = 0;
      for (
        let y = Math.floor(capTop + (gy * capHeight) / GLYPH_HEIGHT);
        y < Math.floor(capTop + ((gy + 1) * capHeight) / GLYPH_HEIGHT);
        y++
      ) {
        for (
          let x = Math.floor(centre - span / 2 + (gx * span) / GLYPH_WIDTH);
          x < Math.floor(centre - span / 2 + ((gx + 1) * span) / GLYPH_WIDTH);
          x++
        ) {
          all++;
          if (x >= 0 && x < width && data[y * width + x]! < 128) ink++;
        }
      }
      bits += ink * 2 >= all ? "#" : ".";
    }
  }
  lines.push(`  ${JSON.stringify(char)}: ${JSON.stringify(bits)},`);
}
const target = path.resolve(import.meta.dirname, "..", "..", "components/document-reader/image/ocr-b-glyphs.ts");
fs.writeFileSync(
  target,
  `// The zone's characters in OCR-B (ICAO 9303's face; Debian's fonts-ocr-b, public domain), ${GLYPH_WIDTH} x ${GLYPH_HEIGHT}
// points from the top of the capitals to the baseline, centred on the ink, "#" ink. Written by
// scripts/passports/make-ocr-b-glyphs.ts; do not edit by hand.

export const OCR_B_GLYPHS: Record<string, string> = {
${lines.join("\n")}
};
`,
);
console.log(`${MRZ_CHARACTERS.length} glyphs written to ${target}`);
