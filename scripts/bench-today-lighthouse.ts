// npm run bench:today-lighthouse [-- --no-build --runs 3 --lang vi,en --port 3324 --tenant hanoi-old-quarter]
// Lighthouse mobile (its default preset: a mid-range phone, simulated slow 4G, 4x CPU slowdown)
// on the desk's Today page of the production build, signed in as the demo's receptionist, as
// bench:checkin-lighthouse measures the guest page (modelled on it): the server starts on its own
// empty PGlite folder and loads the demo fixture; the script signs in through the desk's own
// route and hands Lighthouse the session's cookies; `/desk/<tenant>` is measured `--runs` times
// per language (the desk_lang cookie) and the median run by performance is kept. The bar:
// performance >= 95 on a quiet machine and CLS < 0.1 (the board's skeleton is replaced whole,
// nothing moves when the one answer comes). On a busy machine the simulation multiplies the
// main-thread time it observes: read the medians with the load average printed beside them.
// Debian's Chromium, nothing downloaded. Prints a table, the LCP element and the layout shifts of
// each language's median run, then one JSON line.
import os from "node:os";
import { parseArgs } from "node:util";
import type { Result } from "lighthouse";
import { auditPage, coreMetricsOf, launchChromium, medianRun, transferredKib, type CoreMetrics } from "./bench/lighthouse-runs";
import { freePort, startDemoServer } from "./bench/demo-server";
import { ensureBuild } from "./bench/next-server";

// The demo's receptionist (drizzle/fixtures/demo.json; accepted with ALLOW_DEMO_CREDENTIALS).
const RECEPTION = { email: "reception@oldquarter.example", password: "frontdesk-demo" };

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    port: { type: "string" },
    runs: { type: "string", default: "3" },
    lang: { type: "string", default: "vi,en" },
    tenant: { type: "string", default: "hanoi-old-quarter" },
  },
});
const port = values.port ? Number(values.port) : await freePort();
const runs = Math.max(1, Number(values.runs));
const langs = values.lang
  .split(",")
  .map((lang) => lang.trim())
  .filter(Boolean);
const origin = `http://127.0.0.1:${port}`;

type Measure = CoreMetrics & { lang: string; scriptKb: number; lcpElement: string; shifts: string[] };

function measureOf(lang: string, result: Result): Measure {
  const lists =
    (
      result.audits["largest-contentful-paint-element"]?.details as
        { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined
    )?.items ?? [];
  const node = lists[0]?.items?.[0]?.node;
  const shifts = (
    (result.audits["layout-shifts"]?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)?.items ?? []
  ).map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? "?"}`);
  return {
    lang,
    ...coreMetricsOf(result),
    scriptKb: transferredKib(result, "script"),
    lcpElement: node ? `${node.selector ?? ""} "${(node.nodeLabel ?? "").slice(0, 50)}"` : "none",
    shifts,
  };
}

/** POST /api/desk/session as the page's form does (same origin): the session's cookies, as a Cookie header. */
async function signIn(): Promise<string> {
  const answer = await fetch(`${origin}/api/desk/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(RECEPTION),
  });
  if (answer.status !== 200) throw new Error(`desk sign-in: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

if (!values["no-build"]) ensureBuild();
const server = await startDemoServer(port, "bench-today-");
const loadBefore = os.loadavg()[0]!;
const chrome = await launchChromium();
const medians: Measure[] = [];
const all: Record<string, number[]> = {};
try {
  const session = await signIn();
  const url = `${origin}/desk/${encodeURIComponent(values.tenant)}`;
  // One visit first: the server's first render of the page and of the board is not counted.
  await fetch(url, { headers: { cookie: session } });
  await fetch(`${origin}/api/desk/properties/${encodeURIComponent(values.tenant)}/today`, { headers: { cookie: session } });
  for (const lang of langs) {
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await auditPage(url, chrome, {
        extends: "lighthouse:default",
        settings: { extraHeaders: { cookie: `${session}; desk_lang=${lang}` } },
      });
      const measure = measureOf(lang, result);
      measures.push(measure);
      console.log(
        `${lang} run ${run + 1}/${runs}: performance ${measure.performance}, CLS ${measure.cls.toFixed(3)}, TBT ${measure.tbtMs.toFixed(0)} ms, LCP ${measure.lcpMs.toFixed(0)} ms`,
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
console.log(`Lighthouse mobile on /desk/${values.tenant} (Today, signed in), median of ${runs} run(s) by performance`);
console.log(
  `machine load (1 min average) ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end, on ${os.cpus().length} cores`,
);
const header = ["lang", "perf", "a11y", "TBT ms", "LCP ms", "FCP ms", "CLS", "JS KiB", "runs"];
console.log(header.map((cell, i) => (i === 0 ? cell.padEnd(6) : cell.padStart(7))).join(" "));
for (const m of medians) {
  const cells = [
    m.performance,
    m.accessibility,
    m.tbtMs.toFixed(0),
    m.lcpMs.toFixed(0),
    m.fcpMs.toFixed(0),
    m.cls.toFixed(3),
    m.scriptKb.toFixed(1),
    all[m.lang]!.join("/"),
  ];
  console.log([m.lang.padEnd(6), ...cells.map((cell) => String(cell).padStart(7))].join(" "));
}
for (const m of medians) {
  console.log(`\n${m.lang} (median run): LCP element ${m.lcpElement}`);
  console.log(`${m.lang}: layout shifts ${m.shifts.length === 0 ? "none" : m.shifts.join("; ")}`);
}
console.log("");
console.log(
  JSON.stringify(
    Object.fromEntries(
      medians.flatMap((m) => [
        [`today_${m.lang}_mobile_performance`, m.performance],
        [`today_${m.lang}_cls`, Math.round(m.cls * 1000) / 1000],
      ]),
    ),
  ),
);
