import { chromium, type Browser } from "@playwright/test";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { DEBIAN_CHROMIUM } from "./debian-chromium";

// A camera for the scanner dialog without a camera: Chromium's fake capture device plays a video
// file in a loop (--use-file-for-fake-video-capture, .y4m or .mjpeg). The frame shows a document
// on a table as a phone held over it sees it: the tests draw the document (e2e/id-documents.ts)
// and place it.

/** Where the document lies in the picture: its left and top edge and width, as fractions of the picture's width and height. */
export interface Placement {
  left: number;
  top: number;
  width: number;
}

/** One camera frame: `document` (a photo of it, cropped to the page) on a grey table. */
export async function cameraFrame(document: Buffer, size: { width: number; height: number }, where: Placement): Promise<Buffer> {
  const width = Math.round(size.width * where.width);
  const page = await sharp(document).resize({ width }).toBuffer({ resolveWithObject: true });
  const left = Math.round(size.width * where.left);
  const top = Math.round(size.height * where.top);
  // What falls outside the picture is cut, as the camera would not see it.
  const visible = await sharp(page.data)
    .extract({
      left: 0,
      top: 0,
      width: Math.min(page.info.width, size.width - left),
      height: Math.min(page.info.height, size.height - top),
    })
    .toBuffer();
  return sharp({ create: { ...size, channels: 3, background: "#5b6470" } })
    .composite([{ input: visible, left, top }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Writes `frame` as a one-frame .y4m clip (raw I420, BT.601 studio range) and returns its absolute
 * path: the device plays it in a loop at 10 frames a second, its size the camera's. Raw rather
 * than .mjpeg: the browser then decodes nothing thirty times a second beside the reader.
 */
export async function writeFakeCameraClip(folder: string, name: string, frame: Buffer): Promise<string> {
  const { data: rgb, info } = await sharp(frame).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const luma = Buffer.alloc(width * height);
  const blue = Buffer.alloc((width / 2) * (height / 2));
  const red = Buffer.alloc(blue.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      luma[y * width + x] = Math.round(16 + (65.481 * rgb[at]! + 128.553 * rgb[at + 1]! + 24.966 * rgb[at + 2]!) / 255);
    }
  }
  // Each colour sample is that of a 2 x 2 block, averaged.
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const at = ((2 * y + dy) * width + 2 * x + dx) * 3;
        [r, g, b] = [r + rgb[at]! / 4, g + rgb[at + 1]! / 4, b + rgb[at + 2]! / 4];
      }
      blue[y * (width / 2) + x] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      red[y * (width / 2) + x] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  await mkdir(folder, { recursive: true });
  const file = path.resolve(folder, `${name}.y4m`);
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, blue, red]));
  return file;
}

/** Debian's Chromium whose camera plays `clip`, allowed without asking (the guest's tap on "Allow" is the browser's). */
export function launchWithCamera(clip: string): Promise<Browser> {
  return chromium.launch({
    ...DEBIAN_CHROMIUM,
    args: [
      ...DEBIAN_CHROMIUM.args,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  });
}
