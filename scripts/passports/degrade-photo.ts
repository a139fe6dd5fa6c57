import sharp from "sharp";
import { PAGE } from "./render-data-page";

// A data page as a guest's phone photographs it: the whole page on a table or a crop of its
// lower part, tilted up to 5 degrees, lit unevenly, out of focus a little, 1,000 to 4,000 px
// wide, saved as JPEG at quality 40 to 90.

export interface Degradation {
  framing: "whole page" | "lower crop";
  tiltDegrees: number;
  blurSigma: number;
  jpegQuality: number;
  width: number;
  /** Where the light is strongest, as fractions of the photo. */
  light: { x: number; y: number; strength: number };
}

export function randomDegradation(random: () => number): Degradation {
  return {
    framing: random() < 0.75 ? "whole page" : "lower crop",
    tiltDegrees: Math.round((random() * 10 - 5) * 10) / 10,
    blurSigma: Math.round((0.3 + random() * 1.2) * 10) / 10,
    jpegQuality: 40 + Math.floor(random() * 51),
    width: 1000 + Math.floor(random() * 3001),
    light: { x: random(), y: random(), strength: 0.25 + random() * 0.35 },
  };
}

export async function degradePhoto(page: Buffer, how: Degradation): Promise<Buffer> {
  const framed =
    how.framing === "whole page"
      ? await sharp({ create: { width: PAGE.width + 360, height: PAGE.height + 300, channels: 3, background: "#8b7d6b" } })
          .composite([{ input: page, left: 180, top: 150 }])
          .png()
          .toBuffer()
      : await sharp(page)
          .extract({ left: 0, top: Math.round(PAGE.height * 0.55), width: PAGE.width, height: Math.round(PAGE.height * 0.45) })
          .png()
          .toBuffer();
  const tilted = await sharp(framed).rotate(how.tiltDegrees, { background: "#8b7d6b" }).png().toBuffer();
  const { width = 1, height = 1 } = await sharp(tilted).metadata();
  const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="light" cx="${how.light.x}" cy="${how.light.y}" r="0.9">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="rgb(${Math.round(255 * (1 - how.light.strength))},${Math.round(255 * (1 - how.light.strength))},${Math.round(250 * (1 - how.light.strength))})"/>
    </radialGradient></defs><rect width="100%" height="100%" fill="url(#light)"/></svg>`;
  const lit = await sharp(tilted)
    .composite([{ input: Buffer.from(shade), blend: "multiply" }])
    .png()
    .toBuffer();
  // Blur is given at the page's own scale: the same sigma softens a 1,000 px photo as much as a 4,000 px one.
  const scale = how.width / width;
  return sharp(lit)
    .blur(Math.max(0.3, how.blurSigma))
    .resize({ width: how.width, kernel: scale > 1 ? "cubic" : "lanczos3" })
    .jpeg({ quality: how.jpegQuality })
    .toBuffer();
}
