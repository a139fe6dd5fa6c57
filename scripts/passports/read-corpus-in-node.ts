import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createWorker, OEM, PSM } from "tesseract.js";
import { PASSES_BUDGET_MS, readMrzInPasses } from "../../components/document-reader/read-mrz-passes";
import { ocrReadingOf } from "../../components/document-reader/ocr-reading";
import type { CorpusPhoto } from "./make-passport-corpus";
import { scoreReading, summary } from "./score-readings";

// `tsx scripts/passports/read-corpus-in-node.ts <folder>`: the reader's passes on the corpus in
// Node (tesseract.js's Node build, the same model), for tuning quickly. Times here are Node's,
// not a phone's: `npm run bench:passports` gives those. BUDGET_MS=20000 lifts the passes' time
// budget, so a busy machine does not change what is read.

const folder = path.resolve(process.argv[2] ?? ".data/passport-corpus-96");
const only = process.argv[3];
const photos = (JSON.parse(fs.readFileSync(path.join(folder, "truth.json"), "utf8")) as CorpusPhoto[]).filter(
  (photo) => !only || photo.file.includes(only),
);
const worker = await createWorker("eng", OEM.LSTM_ONLY, {
  langPath: path.resolve("node_modules/@tesseract.js-data/eng/4.0.0_best_int"),
  gzip: true,
  cacheMethod: "none",
});
await worker.setParameters({ tessedit_char_whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<", tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
const scored = [];
for (const photo of photos) {
  // As the guest page does: made at most 2,000 px and JPEG again, at the first quality that gives 900 KB or less (prepare-photo.ts), then read.
  const resized = sharp(path.join(folder, photo.file)).resize({ width: 2000, height: 2000, fit: "inside", withoutEnlargement: true });
  let prepared = Buffer.alloc(0);
  for (const quality of [85, 75, 65, 50]) {
    prepared = await resized.clone().jpeg({ quality }).toBuffer();
    if (prepared.length <= 900 * 1024) break;
  }
  const { data, info } = await sharp(prepared).greyscale().raw().toBuffer({ resolveWithObject: true });
  const gray = { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
  const started = performance.now();
  let pass = 0;
  let layout = "block";
  const parsed = await readMrzInPasses(
    gray,
    async (picture, wanted) => {
      pass++;
      if (wanted !== layout) {
        await worker.setParameters({ tessedit_pageseg_mode: wanted === "line" ? PSM.SINGLE_LINE : PSM.SINGLE_BLOCK });
        layout = wanted;
      }
      const png = await sharp(Buffer.from(picture.data), { raw: { width: picture.width, height: picture.height, channels: 1 } })
        .png()
        .toBuffer();
      if (process.env.DUMP) fs.writeFileSync(`/tmp/pass-${photo.file}-${pass}.png`, png);
      const callStarted = performance.now();
      const reading = ocrReadingOf((await worker.recognize(png, {}, { text: true, blocks: true })).data);
      const text = reading.text;
      if (process.env.VERBOSE)
        console.log(
          `  pass ${pass} (${wanted}, ${picture.width}x${picture.height}, ${Math.round(performance.now() - callStarted)} ms at ${Math.round(performance.now() - started)} ms): ${text.trim().replace(/\n/g, " | ")}`,
        );
      return reading;
    },
    new Date("2026-11-26T00:00:00Z"),
    Number(process.env.BUDGET_MS ?? PASSES_BUDGET_MS),
  );
  const result = scoreReading(photo, parsed, performance.now() - started);
  scored.push(result);
  console.log(
    `${photo.file} number ${result.number.padEnd(8)} name ${result.name.padEnd(8)} ${pass} passes ${(result.ms / 1000).toFixed(2)} s  ${result.read}  [${photo.how.framing}, ${photo.how.tiltDegrees}°, blur ${photo.how.blurSigma}, q${photo.how.jpegQuality}, ${photo.how.width} px]`,
  );
}
await worker.terminate();
console.log(summary(scored));
