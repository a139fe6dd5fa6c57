import { drawDataPage } from "./draw-data-page";
import type { PhotoPlan } from "./photo-plan";
import { photographPage } from "./photograph-page";

// The generator's page script (bundled by esbuild, run in Debian's Chromium): draws a planned
// page and photographs it, returning the JPEG as a data URL.

declare global {
  interface Window {
    makeOutsidePhoto(plan: PhotoPlan, noiseSeed: number): Promise<string>;
  }
}

window.makeOutsidePhoto = async (plan, noiseSeed) => {
  for (const face of [
    '44px "OCR B"',
    '44px "DejaVu Sans Mono"',
    '44px "Liberation Mono"',
    '20px "DejaVu Sans"',
    'bold 20px "DejaVu Sans"',
    'bold 20px "Liberation Sans"',
    '20px "Liberation Sans"',
  ])
    await document.fonts.load(face);
  const whole = drawDataPage(plan.page);
  if (plan.page.keepTop >= 1) return photographPage(whole, plan.page, plan.shot, noiseSeed);
  const upper = document.createElement("canvas");
  [upper.width, upper.height] = [whole.width, Math.round(whole.height * plan.page.keepTop)];
  upper.getContext("2d")!.drawImage(whole, 0, 0);
  return photographPage(upper, { ...plan.page, height: upper.height }, plan.shot, noiseSeed);
};
