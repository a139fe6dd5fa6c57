import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { GrayImage } from "../gray-image";
import type { Box } from "../warp";

// The ICAO 9303 specimen pictures drawn by scripts/passports/render-icao-specimens.ts (Chromium's
// canvas, not the corpus generator's librsvg), and what was drawn on each: boxes in the
// picture's pixels before the page was turned by `tiltDegrees` about the picture's centre.

export interface Specimen {
  file: string;
  zone: string[];
  face: string;
  tiltDegrees: number;
  securityLines: boolean;
  unevenLight: boolean;
  width: number;
  height: number;
  pageBox: Box;
  zoneBox: Box | null;
  paperBox: Box;
  surfaceBox: Box;
}

const folder = import.meta.dirname;

export const SPECIMENS: Specimen[] = JSON.parse(fs.readFileSync(path.join(folder, "specimens.json"), "utf8"));

export const specimenNamed = (file: string) => SPECIMENS.find((specimen) => specimen.file === file)!;

/** The specimen's picture as the reader gets it: one byte of lightness per pixel. */
export async function grayOfSpecimen(specimen: Specimen): Promise<GrayImage> {
  const { data, info } = await sharp(path.join(folder, specimen.file)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}

/** A point of the page as drawn, where it is in the picture (turned by `degrees` about the picture's centre). */
export function turned(specimen: { width: number; height: number }, degrees: number, x: number, y: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  const [centreX, centreY] = [specimen.width / 2, specimen.height / 2];
  const [dx, dy] = [x - centreX, y - centreY];
  return [centreX + dx * Math.cos(radians) - dy * Math.sin(radians), centreY + dx * Math.sin(radians) + dy * Math.cos(radians)];
}
