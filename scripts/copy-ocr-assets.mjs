// Copies what tesseract.js runs in the browser from node_modules into public/ocr/, so the
// check-in page serves it itself (no CDN, nothing fetched from elsewhere at run time): the
// worker script, the LSTM builds of the WebAssembly core (tesseract.js picks the one the phone
// supports: relaxed SIMD, SIMD or plain) and the English LSTM model, whose alphabet covers the
// machine-readable zone. Runs after every npm install; public/ocr/ is not committed.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const target = path.resolve(import.meta.dirname, "..", "public", "ocr");
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

const copies = [
  [path.join(packageDir("tesseract.js"), "dist", "worker.min.js"), "worker.min.js"],
  ...["tesseract-core-lstm.wasm.js", "tesseract-core-simd-lstm.wasm.js", "tesseract-core-relaxedsimd-lstm.wasm.js"].map((file) => [
    path.join(packageDir("tesseract.js-core"), file),
    path.join("core", file),
  ]),
  [path.join(packageDir("@tesseract.js-data/eng"), "4.0.0_best_int", "eng.traineddata.gz"), path.join("lang", "eng.traineddata.gz")],
];

for (const [from, to] of copies) {
  const destination = path.join(target, to);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.copyFileSync(from, destination);
}
console.log(`OCR assets copied to ${path.relative(process.cwd(), target)}/ (${copies.length} files)`);
