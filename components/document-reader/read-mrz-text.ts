import type { Worker } from "tesseract.js";
import { rgbaOf, type GrayImage } from "./image/gray-image";
import { workerSlot } from "./ocr-worker-slot";

// OCR of the machine-readable zone with tesseract.js, in a worker, from files the app serves
// itself (public/ocr, copied from node_modules by scripts/copy-ocr-assets.mjs): nothing is
// fetched from another site. The worker is started when the scanner opens, so the model is
// loading while the guest aims; the same worker reads every frame after. Only the zone's
// alphabet is allowed, so a smudge is never read as punctuation or lower case.

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

let currentLayout: "line" | "block" = "block";

const slot = workerSlot<Worker>(async () => {
  const { createWorker, OEM, PSM } = await import("tesseract.js");
  const started = await createWorker("eng", OEM.LSTM_ONLY, {
    workerPath: "/ocr/worker.min.js",
    corePath: "/ocr/core",
    langPath: "/ocr/lang",
    workerBlobURL: false,
    gzip: true,
  });
  await started.setParameters({
    tessedit_char_whitelist: MRZ_ALPHABET,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    preserve_interword_spaces: "0",
  });
  currentLayout = "block";
  return started;
});

export const startMrzReader = (): Promise<Worker> => slot.get();

/** The text OCR reads in a prepared picture, one line of the picture per line. */
export function readMrzText(picture: GrayImage, layout: "line" | "block"): Promise<string> {
  return slot.use(async (reader) => {
    if (layout !== currentLayout) {
      const { PSM } = await import("tesseract.js");
      await reader.setParameters({ tessedit_pageseg_mode: layout === "line" ? PSM.SINGLE_LINE : PSM.SINGLE_BLOCK });
      currentLayout = layout;
    }
    const canvas = document.createElement("canvas");
    canvas.width = picture.width;
    canvas.height = picture.height;
    canvas.getContext("2d")?.putImageData(new ImageData(rgbaOf(picture), picture.width, picture.height), 0, 0);
    const { data } = await reader.recognize(canvas);
    return data.text;
  });
}

/**
 * After a photo's answer: a read still running in the worker (a pass abandoned at the deadline)
 * would hold the next photo's reads behind it, some seconds on a slow phone. The worker is
 * stopped and a new one started at once, so the model loads while the guest reads the answer:
 * a known second or two instead of an unknown wait, and no CPU spent on a read nobody wants.
 */
export const restartIfBusy = (): void => slot.restartIfBusy();

/** Frees the worker's memory (some 40 MB) when the guest is done scanning. */
export const stopMrzReader = (): Promise<void> => slot.stop();
