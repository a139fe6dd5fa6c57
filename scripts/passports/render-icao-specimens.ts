import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEBIAN_CHROMIUM } from "../../e2e/debian-chromium";
import { drawSpecimenPage, type DrawnSpecimen, type SpecimenDrawing } from "./draw-specimen-page";

// `tsx scripts/passports/render-icao-specimens.ts`: the public specimen zones of ICAO 9303
// (part 4 TD3, part 5 TD1, part 6 TD2) on passport-page-like pictures drawn by a second
// renderer, Chromium's 2D canvas, so the reader's steps are tested on images the project's own
// corpus generator (sharp and librsvg) did not make. Writes the JPEGs and specimens.json to
// components/document-reader/image/specimens/. Needs fonts-ocr-b, fonts-dejavu, fonts-liberation.

const TD3_SPECIMEN = ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"];
const TD1_SPECIMEN = ["I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"];
const TD2_SPECIMEN = ["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6"];

interface Specimen extends Omit<DrawnSpecimen, "jpegDataUrl"> {
  file: string;
  zone: string[];
  face: string;
  tiltDegrees: number;
  securityLines: boolean;
  unevenLight: boolean;
  width: number;
  height: number;
}

const TD3_PAGE = { pageMm: [125, 88] as [number, number], pxPerMm: 10, size: [1360, 1000] as [number, number] };
const plain = { face: "OCR B", tiltDegrees: 0, securityLines: false, unevenLight: false };

const SPECIMENS: (SpecimenDrawing & { file: string })[] = [
  { file: "td3-ocr-b.jpg", zone: TD3_SPECIMEN, ...plain, ...TD3_PAGE, seed: 1 },
  { file: "td3-ocr-b-tilt-plus-2.5.jpg", zone: TD3_SPECIMEN, ...plain, tiltDegrees: 2.5, ...TD3_PAGE, seed: 2 },
  { file: "td3-ocr-b-tilt-minus-3.5.jpg", zone: TD3_SPECIMEN, ...plain, tiltDegrees: -3.5, ...TD3_PAGE, seed: 3 },
  { file: "td3-ocr-b-security-lines.jpg", zone: TD3_SPECIMEN, ...plain, securityLines: true, ...TD3_PAGE, seed: 4 },
  { file: "td3-ocr-b-uneven-light.jpg", zone: TD3_SPECIMEN, ...plain, unevenLight: true, ...TD3_PAGE, seed: 5 },
  { file: "td3-dejavu-sans-mono.jpg", zone: TD3_SPECIMEN, ...plain, face: "DejaVu Sans Mono", ...TD3_PAGE, seed: 6 },
  { file: "td3-liberation-mono.jpg", zone: TD3_SPECIMEN, ...plain, face: "Liberation Mono", ...TD3_PAGE, seed: 7 },
  // An ID-1 card (85.6 x 54 mm) and an ID-2 card (105 x 74 mm), drawn larger per mm so the picture is as wide.
  { file: "td1-ocr-b.jpg", zone: TD1_SPECIMEN, ...plain, pageMm: [85.6, 54], pxPerMm: 13, size: [1240, 840], seed: 8 },
  { file: "td2-ocr-b.jpg", zone: TD2_SPECIMEN, ...plain, pageMm: [105, 74], pxPerMm: 11.5, size: [1320, 960], seed: 9 },
  { file: "td3-no-zone.jpg", zone: [], ...plain, ...TD3_PAGE, seed: 10 },
];

const folder = path.resolve("components/document-reader/image/specimens");

async function main() {
  fs.mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch(DEBIAN_CHROMIUM);
  const page = await browser.newPage();
  await page.setContent("<!doctype html><body></body>");
  // tsx names functions with a helper the page does not have.
  await page.evaluate("globalThis.__name = (fn) => fn");
  // Each face drawn once first, so the system font is loaded before it is measured.
  await page.evaluate(
    async (faces) => {
      for (const face of faces) await document.fonts.load(`40px "${face}"`);
    },
    ["OCR B", "DejaVu Sans Mono", "Liberation Mono", "DejaVu Sans"],
  );
  const written: Specimen[] = [];
  for (const { file, ...drawing } of SPECIMENS) {
    const { jpegDataUrl, ...boxes } = await page.evaluate(drawSpecimenPage, drawing);
    const jpeg = Buffer.from(jpegDataUrl.slice(jpegDataUrl.indexOf(",") + 1), "base64");
    fs.writeFileSync(path.join(folder, file), jpeg);
    written.push({
      file,
      zone: drawing.zone,
      face: drawing.face,
      tiltDegrees: drawing.tiltDegrees,
      securityLines: drawing.securityLines,
      unevenLight: drawing.unevenLight,
      width: drawing.size[0],
      height: drawing.size[1],
      ...boxes,
    });
    console.log(`${file}: ${(jpeg.length / 1024).toFixed(0)} KB`);
  }
  await browser.close();
  fs.writeFileSync(path.join(folder, "specimens.json"), `${JSON.stringify(written, null, 2)}\n`);
}

await main();
