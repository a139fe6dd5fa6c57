// npm run bench:docs [-- --no-build --runs 5 --port 3322 --path /docs]
// Lighthouse on the API reference page of the production build: the mobile preset (Lighthouse's
// default: a mid-range phone, simulated slow 4G, 4x CPU slowdown) and the desktop preset, each run
// `--runs` times; the median run by performance is kept. The simulation multiplies the main-thread
// time it observes, so on a busy machine single mobile runs wander by 10 points and more.
// Debian's Chromium, nothing downloaded. Prints a table, the accessibility audits that failed, and
// one JSON line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { desktopConfig, type Config, type Result } from "lighthouse";
import { auditPage, coreMetricsOf, launchChromium, medianRun, transferredKib, type CoreMetrics } from "./bench/lighthouse-runs";
import { ensureBuild, startNextServer, stopServer } from "./bench/next-server";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "3322" },
    runs: { type: "string", default: "5" },
    path: { type: "string", default: "/docs" },
  },
});
const port = Number(values.port);
const runs = Math.max(1, Number(values.runs));
const PRESETS: { name: "mobile" | "desktop"; config: Config | undefined }[] = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig },
];

type Measure = CoreMetrics & {
  preset: string;
  scriptKb: number;
  totalKb: number;
  failedAudits: string[];
};

function measureOf(preset: string, result: Result): Measure {
  const accessibility = result.categories.accessibility!;
  return {
    preset,
    ...coreMetricsOf(result),
    scriptKb: transferredKib(result, "script"),
    totalKb: transferredKib(result, "total"),
    failedAudits: accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && result.audits[ref.id]?.score !== null && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${result.audits[ref.id]!.title}`),
  };
}

if (!values["no-build"]) ensureBuild();
// The page reads no data, but the app migrates its database at start: an empty PGlite folder of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-docs-"));
const server = await startNextServer(port, {
  DATABASE_URL: "",
  PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
  SEED_DEMO_ON_EMPTY: "false",
});
const chrome = await launchChromium();
const medians: Measure[] = [];
try {
  const url = `http://127.0.0.1:${port}${values.path}`;
  for (const preset of PRESETS) {
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run++) {
      measures.push(measureOf(preset.name, await auditPage(url, chrome, preset.config)));
      console.log(
        `${preset.name} run ${run + 1}/${runs}: performance ${measures.at(-1)!.performance}, accessibility ${measures.at(-1)!.accessibility}`,
      );
    }
    medians.push(medianRun(measures));
  }
} finally {
  await chrome.kill();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log("");
console.log(`Lighthouse on ${values.path}, median of ${runs} run(s) by performance`);
console.log(
  ["preset", "perf", "a11y", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB", "all KB"]
    .map((cell, i) => (i === 0 ? cell.padEnd(8) : cell.padStart(7)))
    .join(" "),
);
for (const m of medians) {
  const cells = [
    m.performance,
    m.accessibility,
    m.fcpMs.toFixed(0),
    m.lcpMs.toFixed(0),
    m.tbtMs.toFixed(0),
    m.cls.toFixed(3),
    m.scriptKb.toFixed(1),
    m.totalKb.toFixed(1),
  ];
  console.log([m.preset.padEnd(8), ...cells.map((cell) => String(cell).padStart(7))].join(" "));
}
for (const m of medians) {
  if (m.failedAudits.length > 0) console.log(`\n${m.preset}: accessibility audits that failed\n  ${m.failedAudits.join("\n  ")}`);
}
const [mobile, desktop] = medians as [Measure, Measure];
console.log("");
console.log(
  JSON.stringify({
    docs_mobile_performance: mobile.performance,
    docs_mobile_accessibility: mobile.accessibility,
    docs_desktop_performance: desktop.performance,
    docs_desktop_accessibility: desktop.accessibility,
    docs_js_transferred_kb: Math.round(mobile.scriptKb * 10) / 10,
  }),
);
