// npm run bench:checkin-lighthouse [-- --no-build --runs 3 --lang vi,en --port 3323 --booking hanoi-old-quarter/HNCJM6F2]
// Lighthouse mobile (Lighthouse's default preset: a mid-range phone, simulated slow 4G, 4x CPU
// slowdown) on a real guest check-in page of the production build: the server starts on its own
// empty PGlite folder, loads the demo fixture (as the e2e servers do, playwright.config.ts), a
// check-in link is minted for a demo booking through the API with the demo key (as the e2e specs
// do, e2e/checkin-helpers.ts), and `/checkin/<token>?lang=<lang>` is measured `--runs` times per
// language; the median run by performance is kept. The language changes only the text. The
// default booking arrives today with two rooms and no guests yet: the whole form, as most guests
// first see it. The simulation multiplies the main-thread time it observes, so on a busy machine
// single runs wander; read the medians (the machine's load average is printed with them).
// Debian's Chromium, nothing downloaded. Prints a table and, for each language's median run, the
// LCP element, the main-thread time by script (bootup-time) and by kind of work, the long tasks
// and the unused JavaScript by file, so the cause of a blocking time is visible; then one JSON line.
import os from "node:os";
import { parseArgs } from "node:util";
import type { Result } from "lighthouse";
import { auditPage, coreMetricsOf, launchChromium, medianRun, transferredKib, type CoreMetrics } from "./bench/lighthouse-runs";
import { freePort, startDemoServer } from "./bench/demo-server";
import { ensureBuild } from "./bench/next-server";

const LANGS = ["vi", "en", "zh-CN", "ko", "zh-TW", "ja"];
const DEMO_KEY = "lpk_demo_all_QK74KH";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    // A free port of the system's choosing unless one is named.
    port: { type: "string" },
    runs: { type: "string", default: "3" },
    lang: { type: "string", default: LANGS.join(",") },
    booking: { type: "string", default: "hanoi-old-quarter/HNCJM6F2" },
    top: { type: "string", default: "5" },
  },
});
const port = values.port ? Number(values.port) : await freePort();
const runs = Math.max(1, Number(values.runs));
const top = Math.max(0, Number(values.top));
const langs = values.lang
  .split(",")
  .map((lang) => lang.trim())
  .filter(Boolean);
const [tenant, bookingCode] = values.booking.split("/");
if (!tenant || !bookingCode) throw new Error("--booking takes <tenant>/<code>, e.g. hanoi-old-quarter/HNCJM6F2.");

type Item = { label: string; value: number };
type Measure = CoreMetrics & {
  lang: string;
  unusedJsKb: number;
  scriptKb: number;
  byScript: Item[];
  byWork: Item[];
  longTasks: Item[];
  unusedJs: Item[];
  lcpElement: string;
};

type Details = { items?: Record<string, unknown>[]; overallSavingsBytes?: number };
const detailsOf = (result: Result, id: string) => (result.audits[id]?.details ?? {}) as Details;

function measureOf(lang: string, result: Result): Measure {
  return {
    lang,
    ...coreMetricsOf(result),
    unusedJsKb: (detailsOf(result, "unused-javascript").overallSavingsBytes ?? 0) / 1024,
    unusedJs: ((detailsOf(result, "unused-javascript").items ?? []) as { url: string; wastedBytes: number; totalBytes: number }[]).map(
      (item) => ({
        label: `of ${(item.totalBytes / 1024).toFixed(1)} KiB: ${pathOf(item.url)}`,
        value: item.wastedBytes / 1024,
      }),
    ),
    scriptKb: transferredKib(result, "script"),
    // bootup-time: main-thread time per script (evaluation, parse and compile); the page's own
    // document stands for the work no script is blamed for (style, layout, HTML parsing).
    lcpElement: lcpElementOf(result),
    byScript: (
      (detailsOf(result, "bootup-time").items ?? []) as { url: string; total: number; scripting: number; scriptParseCompile: number }[]
    )
      .sort((a, b) => b.total - a.total)
      .map((item) => ({
        label: `${pathOf(item.url)} (script ${item.scripting.toFixed(0)}, parse ${item.scriptParseCompile.toFixed(0)})`,
        value: item.total,
      })),
    byWork: ((detailsOf(result, "mainthread-work-breakdown").items ?? []) as { groupLabel: string; duration: number }[])
      .sort((a, b) => b.duration - a.duration)
      .map((item) => ({ label: item.groupLabel, value: item.duration })),
    // The tasks that block (over 50 ms, as the simulated phone would run them), by the script blamed.
    longTasks: ((detailsOf(result, "long-tasks").items ?? []) as { url: string; duration: number; startTime: number }[]).map((item) => ({
      label: `at ${item.startTime.toFixed(0)} ms: ${pathOf(item.url)}`,
      value: item.duration,
    })),
  };
}

/** The element Lighthouse took for the LCP, and its render delay (a text element has no load phases). */
function lcpElementOf(result: Result): string {
  const lists =
    (result.audits["largest-contentful-paint-element"]?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)
      ?.items ?? [];
  const node = lists[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const phases = (lists[1]?.items ?? []) as { phase?: string; timing?: number }[];
  const delay = phases.find((item) => item.phase === "Render Delay")?.timing;
  return node
    ? `${node.selector ?? ""} "${(node.nodeLabel ?? "").slice(0, 50)}"${delay === undefined ? "" : `, render delay ${delay.toFixed(0)} ms`}`
    : "none";
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").replace(/\/checkin\/[^?]+/, "/checkin/<token>");

/** POST .../checkin-link with the demo key: the path of the guest's page (`/checkin/<token>`). */
async function mintCheckinLink(): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/v1/properties/${tenant}/bookings/${bookingCode}/checkin-link`, {
    method: "POST",
    headers: { authorization: `Bearer ${DEMO_KEY}` },
  });
  if (answer.status !== 200) throw new Error(`checkin-link for ${tenant}/${bookingCode}: ${answer.status} ${await answer.text()}`);
  const { url } = ((await answer.json()) as { data: { url: string } }).data;
  return new URL(url).pathname;
}

if (!values["no-build"]) ensureBuild();
const server = await startDemoServer(port, "bench-checkin-");
// Other work on the machine lengthens the tasks Lighthouse observes, and the simulation multiplies them: say how busy it was.
const loadBefore = os.loadavg()[0]!;
const chrome = await launchChromium();
const medians: Measure[] = [];
const all: Record<string, number[]> = {};
try {
  const pagePath = await mintCheckinLink();
  // One visit first, so that the server's first render of the page (its compile caches, the
  // reference data) is not counted in the first language's first run.
  await fetch(`http://127.0.0.1:${port}${pagePath}?lang=${langs[0]}`);
  for (const lang of langs) {
    const url = `http://127.0.0.1:${port}${pagePath}?lang=${encodeURIComponent(lang)}`;
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run++) {
      const measure = measureOf(lang, await auditPage(url, chrome));
      measures.push(measure);
      console.log(
        `${lang} run ${run + 1}/${runs}: performance ${measure.performance}, TBT ${measure.tbtMs.toFixed(0)} ms, LCP ${measure.lcpMs.toFixed(0)} ms`,
      );
    }
    all[lang] = measures.map((measure) => measure.performance);
    medians.push(medianRun(measures));
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log("");
console.log(`Lighthouse mobile on /checkin/<token>?lang=… (${tenant}/${bookingCode}), median of ${runs} run(s) by performance`);
console.log(
  `machine load (1 min average) ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end, on ${os.cpus().length} cores`,
);
const header = ["lang", "perf", "a11y", "TBT ms", "LCP ms", "FCP ms", "CLS", "unused JS KiB", "JS KiB", "runs"];
console.log(header.map((cell, i) => (i === 0 ? cell.padEnd(6) : cell.padStart(i === 7 ? 14 : 7))).join(" "));
for (const m of medians) {
  const cells = [
    m.performance,
    m.accessibility,
    m.tbtMs.toFixed(0),
    m.lcpMs.toFixed(0),
    m.fcpMs.toFixed(0),
    m.cls.toFixed(3),
    m.unusedJsKb.toFixed(1),
    m.scriptKb.toFixed(1),
    all[m.lang]!.join("/"),
  ];
  console.log([m.lang.padEnd(6), ...cells.map((cell, i) => String(cell).padStart(i === 6 ? 14 : 7))].join(" "));
}
if (top > 0) {
  for (const m of medians) {
    console.log(`\n${m.lang} (median run): LCP element ${m.lcpElement}`);
    console.log(`${m.lang}: main-thread time by script (bootup-time), ms`);
    for (const item of m.byScript.slice(0, top)) console.log(`${item.value.toFixed(0).padStart(7)}  ${item.label}`);
    console.log(`${m.lang}: by kind of work (mainthread-work-breakdown), ms`);
    for (const item of m.byWork.slice(0, top)) console.log(`${item.value.toFixed(0).padStart(7)}  ${item.label}`);
    console.log(`${m.lang}: long tasks (long-tasks), ms`);
    for (const item of m.longTasks.slice(0, top)) console.log(`${item.value.toFixed(0).padStart(7)}  ${item.label}`);
    console.log(`${m.lang}: unused JavaScript at load (unused-javascript), KiB`);
    for (const item of m.unusedJs.slice(0, top)) console.log(`${item.value.toFixed(1).padStart(7)}  ${item.label}`);
  }
}
console.log("");
console.log(
  JSON.stringify(
    Object.fromEntries(
      medians.flatMap((m) => [
        [`checkin_${m.lang}_mobile_performance`, m.performance],
        [`checkin_${m.lang}_tbt_ms`, Math.round(m.tbtMs)],
        [`checkin_${m.lang}_unused_js_kib`, Math.round(m.unusedJsKb * 10) / 10],
      ]),
    ),
  ),
);
