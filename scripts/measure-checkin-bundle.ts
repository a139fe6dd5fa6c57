import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { messagesOf } from "@/components/checkin/i18n";
import { GUEST_LANGUAGES } from "@/i18n/languages";

// The JavaScript a guest's phone downloads for the check-in page, read from the production build,
// for each of its two routes: app/checkin/[token] (the token in the path, links already sent) and
// app/checkin (where the short link lands, the token in the fragment; its one script is inline).
// Each file is gzipped at level 9, as a server or CDN would send it; legacy polyfills are left out
// (modern browsers skip them: nomodule).
//
// The budget is the first load (issue 23): every script the page's HTML names, which the phone
// fetches before the page is interactive. That is the framework's root chunks every page loads,
// the chunks of the route's layout and page from its client reference manifest, and the chunks
// of the route's next/dynamic imports that the server renders and preloads in the HTML
// (<link rel="preload">, from the route's react-loadable-manifest: the check-in form, a chunk of
// its own so that it is evaluated in a task of its own, but fetched during the load all the same).
// Chunks the page imports later, after it is interactive (the form's validation, on the first
// focus), are found by following the chunk names those files mention and reported as "later",
// with the total a whole check-in downloads. The ID scanner's and the in-page camera's chunks,
// fetched only when a guest taps "Scan ID document" or "Take a photo" (the file input, which
// opens the phone's own camera, needs neither), and the other chunks of a tap not every guest
// makes are measured on their own, and so is the section a foreign guest's visa and entry take
// (components/guest-form/foreign-stay-fields.tsx), fetched once a guest's nationality is not VN.

const BUDGET_KB = 170;
const ROUTES = [
  { route: "/checkin/[token]/page", dir: ["checkin", "[token]"] },
  { route: "/checkin/page", dir: ["checkin"] },
];
const nextDir = path.resolve(process.argv[2] ?? ".next");

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(nextDir, file), "utf8")) as T;
}

const buildManifest = readJson<{ rootMainFiles: string[] }>("build-manifest.json");
const chunkText = (file: string) => fs.readFileSync(path.join(nextDir, file), "utf8");
// The ID scanner (components/document-reader) is loaded only when a guest taps "Scan ID document"
// or picks a photo of the document; its entry chunks are the ones that name the OCR worker. The
// in-page camera (components/guest-form/camera-capture.tsx) loads on "Take a photo"; its chunk is the
// one that opens the camera (`getUserMedia({ video: ... })`; the form's own chunk only asks
// whether the phone has one, `"getUserMedia" in navigator.mediaDevices`). They and the chunks only they import (jsQR,
// tesseract.js) are reported apart, outside the budget.
// The photo preparation (prepare-photo.ts, the one chunk that encodes with canvas.toBlob) loads
// with the first photo a guest picks: a Vietnamese citizen's registration needs none.
// The retype step of a masked guest (retype-identity.tsx) loads on the tap that edits that guest.
// The invoice's fields (invoice-fields.tsx) load on the tick that asks for a VAT invoice.
const ON_TAP_MARKS = ["/ocr/worker.min.js", "getUserMedia({", ".toBlob(", "retypeIdMismatch", '"organization"'];
const loadedOnTap = (file: string) => ON_TAP_MARKS.some((mark) => chunkText(file).includes(mark));
// The foreign guest's section is the chunk that asks for the border gates.
const FOREIGN_MARKS = ["border-gates?lang="];
const loadedForForeigners = (file: string) => FOREIGN_MARKS.some((mark) => chunkText(file).includes(mark));

function measure(list: Iterable<string>): { raw: number; gzipped: number; count: number } {
  const total = { raw: 0, gzipped: 0, count: 0 };
  for (const file of list) {
    const bytes = fs.readFileSync(path.join(nextDir, file));
    const size = gzipSync(bytes, { level: 9 }).length;
    total.raw += bytes.length;
    total.gzipped += size;
    total.count++;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB gz  ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = false;
const sizes: { atLoad: number; later: number }[] = [];
for (const { route, dir } of ROUTES) {
  const manifestFile = path.join(nextDir, "server", "app", ...dir, "page_client-reference-manifest.js");
  if (!fs.existsSync(manifestFile)) {
    console.error(`No build of ${route} in ${nextDir}: run \`npx next build\` first.`);
    process.exit(2);
  }
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } };
  vm.runInNewContext(fs.readFileSync(manifestFile, "utf8"), sandbox);
  const entries = sandbox.globalThis.__RSC_MANIFEST?.[route]?.entryJSFiles ?? {};
  const pageEntry = `/app${route}`;
  const routeFiles = Object.entries(entries)
    .filter(([entry]) => entry.endsWith("/app/layout") || entry.endsWith(pageEntry))
    .flatMap(([, files]) => files);
  // next/dynamic's imports the server renders: their chunks are preloaded by the HTML.
  const loadable = readJson<Record<string, { files: string[] }>>(
    path.join("server", "app", ...dir, "page", "react-loadable-manifest.json"),
  );
  const preloaded = Object.values(loadable).flatMap((entry) => entry.files.filter((file) => file.endsWith(".js")));
  const files = [...new Set([...buildManifest.rootMainFiles, ...routeFiles, ...preloaded])];
  function reachable(from: string[], skip: (file: string) => boolean): Set<string> {
    const found = new Set<string>();
    for (const queue = [...from]; queue.length > 0;) {
      const text = chunkText(queue.pop()!);
      // Turbopack loads a lazy import's chunks together (one Promise.all): the scanner's own
      // small chunks (its dynamic-import stubs) are fetched with its entry, on the tap, and
      // belong with it even though they do not name the OCR worker themselves.
      const withSkipped = new Set<string>();
      for (const [, list] of text.matchAll(/Promise\.all\(\[([^\]]*)\]/g)) {
        const names = [...list!.matchAll(/static\/chunks\/[\w-]+\.js/g)].map(([name]) => name);
        if (names.some(skip)) names.forEach((name) => withSkipped.add(name));
      }
      for (const [name] of text.matchAll(/static\/chunks\/[\w-]+\.js/g)) {
        if (!files.includes(name) && !found.has(name) && !skip(name) && !withSkipped.has(name)) {
          found.add(name);
          queue.push(name);
        }
      }
    }
    return found;
  }
  const everything = reachable(files, () => false);
  const deferred = reachable(files, (file) => loadedOnTap(file) || loadedForForeigners(file));
  const withoutTap = reachable(files, loadedOnTap);
  const onScan = [...everything].filter((file) => !withoutTap.has(file));
  const withoutForeign = reachable(files, loadedForForeigners);
  const forForeigners = [...everything].filter((file) => !withoutForeign.has(file));

  console.log(`\n${route}`);
  const initial = measure(files);
  console.log(
    `at load (the scripts the HTML names, ${preloaded.length} of them preloaded for the form): ${initial.count} files, ${kb(initial.raw)} raw, ${kb(initial.gzipped)} gzipped`,
  );
  const later = measure(deferred);
  console.log(
    `loaded later, once the page is interactive (the form's validation, on the first focus): ${later.count} files, ${kb(later.raw)} raw, ${kb(later.gzipped)} gzipped`,
  );
  const scanner = measure(onScan);
  console.log(
    `loaded on a tap not every guest makes (scan, camera, a picked photo, a masked guest's retype, the invoice's fields; not in the budget): ${scanner.count} files, ${kb(scanner.raw)} raw, ${kb(scanner.gzipped)} gzipped`,
  );
  const foreign = measure(forForeigners);
  console.log(
    `loaded for foreign guests (nationality not VN; not in the budget): ${foreign.count} files, ${kb(foreign.raw)} raw, ${kb(foreign.gzipped)} gzipped`,
  );
  const total = initial.gzipped + later.gzipped;
  sizes.push({ atLoad: initial.gzipped, later: later.gzipped });
  console.log(
    `${route}: ${kb(initial.gzipped)} at load (budget ${BUDGET_KB} KB) + ${kb(later.gzipped)} later = ${kb(total)} gzipped in total`,
  );
  console.log(`${route} for a foreign guest: ${kb(total + foreign.gzipped)} gzipped in total (+ ${kb(foreign.gzipped)})`);
  if (initial.gzipped > BUDGET_KB * 1024) {
    console.error(`${route}: the first load is over its budget by ${initial.gzipped - BUDGET_KB * 1024} bytes.`);
    over = true;
  }
}
// Each language: the page's JavaScript is the same chunks in every language (no table is in
// it); the chosen language's table comes in the page's HTML, as the form's prop, and no other.
console.log("\nPer language (the larger route's JavaScript; the language's table in the HTML, beside it):");
const atLoad = Math.max(...sizes.map((size) => size.atLoad));
const later = Math.max(...sizes.map((size) => size.later));
for (const lang of GUEST_LANGUAGES) {
  const table = gzipSync(JSON.stringify(messagesOf(lang)), { level: 9 }).length;
  const verdict =
    atLoad <= BUDGET_KB * 1024
      ? `within ${BUDGET_KB} KB by ${BUDGET_KB * 1024 - atLoad} bytes`
      : `OVER ${BUDGET_KB} KB by ${atLoad - BUDGET_KB * 1024} bytes`;
  console.log(
    `${lang.padEnd(6)} at load ${kb(atLoad)} (${verdict}) · later ${kb(later)} · total ${kb(atLoad + later)} gzipped · its table ${kb(table)} gzipped in the HTML`,
  );
}
if (over) process.exit(1);
