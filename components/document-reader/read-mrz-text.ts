import type { Worker } from "tesseract.js";
import { rgbaOf, type GrayImage } from "./image/gray-image";
import { ocrReadingOf, type OcrReading } from "./ocr-reading";

// OCR of the machine-readable zone with tesseract.js, in a worker, from files the app serves
// itself (public/ocr, copied from node_modules by scripts/copy-ocr-assets.mjs): nothing is
// fetched from another site. The worker is started when the scanner opens, so the model is
// loading while the guest aims; the same worker reads every frame after. Only the zone's
// alphabet is allowed, so a smudge is never read as punctuation or lower case.

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

let worker: Promise<Worker> | undefined;
let currentLayout: "line" | "block" = "block";

export function startMrzReader(): Promise<Worker> {
  worker ??= (async () => {
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
  })();
  worker.catch(() => {
    worker = undefined;
  });
  return worker;
}

/** The text OCR reads in a prepared picture, one line of the picture per line, and where it placed each character. */
export async function readMrzText(picture: GrayImage, layout: "line" | "block"): Promise<OcrReading> {
  const reader = await startMrzReader();
  if (layout !== currentLayout) {
    const { PSM } = await import("tesseract.js");
    await reader.setParameters({ tessedit_pageseg_mode: layout === "line" ? PSM.SINGLE_LINE : PSM.SINGLE_BLOCK });
    currentLayout = layout;
  }
  const canvas = document.createElement("canvas");
  canvas.width = picture.width;
  canvas.height = picture.height;
  canvas.getContext("2d")?.putImageData(new ImageData(rgbaOf(picture), picture.width, picture.height), 0, 0);
  const { data } = await reader.recognize(canvas, {}, { text: true, blocks: true });
  return ocrReadingOf(data);
}

/** Frees the worker's memory (some 40 MB) when the guest is done scanning. */
export async function stopMrzReader(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate().catch(() => undefined);
}
