import type { Worker } from "tesseract.js";

// OCR of the machine-readable zone with tesseract.js, in a worker, from files the app serves
// itself (public/ocr, copied from node_modules by scripts/copy-ocr-assets.mjs): nothing is
// fetched from another site. The worker is started when the scanner opens, so the model is
// loading while the guest aims; the same worker reads every frame after.

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

let worker: Promise<Worker> | undefined;

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
    await started.setParameters({ tessedit_char_whitelist: MRZ_ALPHABET, tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: "0" });
    return started;
  })();
  worker.catch(() => {
    worker = undefined;
  });
  return worker;
}

/** The text OCR reads in the canvas, one line of the picture per line. */
export async function readMrzText(canvas: HTMLCanvasElement): Promise<string> {
  const reader = await startMrzReader();
  const { data } = await reader.recognize(canvas);
  return data.text;
}

/** Frees the worker's memory (some 40 MB) when the guest is done scanning. */
export async function stopMrzReader(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate().catch(() => undefined);
}
