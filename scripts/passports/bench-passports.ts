import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import type { MrzDocument } from "../../components/document-reader/mrz";
import type { CorpusPhoto } from "./make-passport-corpus";
import { chosenCorpora } from "./bench-corpora";
import { corpusTable, machineLoadNow, type CorpusRun } from "./corpus-table";
import { scoreReading, summary, type Scored } from "./score-readings";
import { DEBIAN_CHROMIUM } from "../../e2e/debian-chromium";

// `npm run bench:passports [-- --corpus outside] [--count 96] [--seed 7] [--port 3503]`: the reader on the made-up passport corpora, in
// Debian's Chromium on a Pixel 7-sized page with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate, as bench:scan does; the OCR runs in a worker, which that
// throttling may slow less than the page). The reader is the app's own code bundled by esbuild
// (no Next.js build needed), served with the OCR files of public/ocr on E2E_PORT (3500).
// For every corpus (bench-corpora.ts: the project's own, seed 22 and held-out seed 2027, and the
// outside generator's splits) prints read right / read wrong / not read for the number and the
// name, and the median and slowest times to read and to refuse, side by side (corpus-table.ts), with the
// machine's load. Times run from the photo to the reading, the OCR worker started beforehand as
// the scanner starts it when it opens. A corpus is made first if missing (the own one needs the
// OCR-B font: fonts-ocr-b). `--corpus <key>[,<key>]` reads only those (own, own-held-out, outside,
// outside-held-out, other-faces, unreadable) or a folder with truth.json; `--count`/`--seed` alone
// read one own corpus of that size and seed. The port is E2E_PORT or --port.

const root = path.resolve(import.meta.dirname, "..", "..");
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const port = Number(option("port", process.env.E2E_PORT ?? "3500"));
const TODAY = new Date();
const loadAtStart = machineLoadNow();

const corpora = chosenCorpora(root, process.argv);
for (const corpus of corpora) if (!fs.existsSync(path.join(corpus.folder, "truth.json"))) await corpus.make();

const bundle = await build({
  entryPoints: [path.join(import.meta.dirname, "bench-page-entry.ts")],
  bundle: true,
  format: "esm",
  platform: "browser",
  minify: true,
  write: false,
  tsconfig: path.join(root, "tsconfig.json"),
  define: { "process.env.NODE_ENV": '"production"' },
});
const script = bundle.outputFiles[0]!.contents;

const types: Record<string, string> = {
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".gz": "application/octet-stream",
  ".jpg": "image/jpeg",
};
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const send = (body: Buffer | Uint8Array | string, type: string) => response.writeHead(200, { "content-type": type }).end(body);
  if (url.pathname === "/")
    return send(
      '<!doctype html><meta name="viewport" content="width=device-width"><script type="module" src="/bench.js"></script>',
      "text/html",
    );
  if (url.pathname === "/bench.js") return send(script, "text/javascript");
  const [, , corpusIndex = "", photo = ""] = url.pathname.split("/");
  const corpus = url.pathname.startsWith("/photos/") ? corpora[Number(corpusIndex)] : undefined;
  const file = url.pathname.startsWith("/ocr/")
    ? path.join(root, "public", url.pathname)
    : corpus
      ? path.join(corpus.folder, path.basename(photo))
      : null;
  if (!file || !fs.existsSync(file)) return response.writeHead(404).end();
  send(fs.readFileSync(file), types[path.extname(file)] ?? "application/octet-stream");
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

const browser = await chromium.launch(DEBIAN_CHROMIUM);
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => typeof window.readPassportPhoto === "function");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const started = Date.now();
  await page.evaluate(() => window.startReader());
  console.log(`OCR worker, core and model loaded in ${((Date.now() - started) / 1000).toFixed(2)} s (CPU 4x slower)`);
  const runs: CorpusRun[] = [];
  for (const [corpusIndex, corpus] of corpora.entries()) {
    const photos = JSON.parse(fs.readFileSync(path.join(corpus.folder, "truth.json"), "utf8")) as CorpusPhoto[];
    console.log(`\n${corpus.name} (seed ${corpus.seed}): ${photos.length} photos in ${corpus.folder}`);
    const scored: Scored[] = [];
    for (const photo of photos) {
      const { ms, outcome } = await page.evaluate(async (url) => {
        const blob = await (await fetch(url)).blob();
        const start = performance.now();
        const outcome = await window.readPassportPhoto(blob);
        return { ms: performance.now() - start, outcome };
      }, `/photos/${corpusIndex}/${photo.file}`);
      const parsed = outcome.ok
        ? { ok: true as const, document: outcome.document as MrzDocument }
        : { ok: false as const, reason: "not_found" as const };
      const result = scoreReading(photo, parsed, ms);
      scored.push(result);
      console.log(
        `${photo.file} number ${result.number.padEnd(8)} name ${result.name.padEnd(8)} ${(ms / 1000).toFixed(2)} s  ${outcome.ok ? result.read : outcome.failure}`,
      );
    }
    console.log(`${corpus.name}: ${photos.length} photos (seed ${corpus.seed}); today ${TODAY.toISOString().slice(0, 10)}`);
    console.log(summary(scored));
    runs.push({ name: corpus.name, seed: corpus.seed, scored, unreadable: corpus.unreadable });
  }
  console.log(`\n${corpusTable(runs, { cpus: os.cpus().length, atStart: loadAtStart, atEnd: machineLoadNow() })}`);
} finally {
  await browser.close();
  server.close();
}
