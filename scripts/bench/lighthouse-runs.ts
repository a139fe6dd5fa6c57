import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";
import { DEBIAN_CHROMIUM } from "../../e2e/debian-chromium";

// What the Lighthouse benchmarks (bench:docs, bench:checkin-lighthouse) share: Debian's Chromium
// with nothing downloaded, one audited run, and the median of several.

export const launchChromium = (): Promise<chromeLauncher.LaunchedChrome> =>
  chromeLauncher.launch({ chromePath: DEBIAN_CHROMIUM.executablePath, chromeFlags: ["--headless=new", ...DEBIAN_CHROMIUM.args] });

/** One run of the performance and accessibility categories; the mobile preset unless `config` names another. */
export async function auditPage(url: string, chrome: chromeLauncher.LaunchedChrome, config?: Config): Promise<Result> {
  const answer = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance", "accessibility"] }, config);
  if (!answer) throw new Error("Lighthouse returned no result.");
  if (answer.lhr.runtimeError) throw new Error(`Lighthouse: ${answer.lhr.runtimeError.message}`);
  return answer.lhr;
}

const scoreOf = (result: Result, category: string): number => Math.round((result.categories[category]?.score ?? 0) * 100);
const numericOf = (result: Result, audit: string): number => result.audits[audit]?.numericValue ?? NaN;

/** The figures every Lighthouse benchmark prints: the two scores out of 100 and the load's metrics. */
export interface CoreMetrics {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export function coreMetricsOf(result: Result): CoreMetrics {
  return {
    performance: scoreOf(result, "performance"),
    accessibility: scoreOf(result, "accessibility"),
    fcpMs: numericOf(result, "first-contentful-paint"),
    lcpMs: numericOf(result, "largest-contentful-paint"),
    tbtMs: numericOf(result, "total-blocking-time"),
    cls: numericOf(result, "cumulative-layout-shift"),
  };
}

/** The resource summary's transferred KiB of one type ("script", "total"). */
export function transferredKib(result: Result, resourceType: string): number {
  const items =
    (result.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return (items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0) / 1024;
}

/**
 * The median run by performance score, the longer blocking time breaking ties. The simulated
 * phone multiplies the main-thread time it observes, so single runs wander with the machine's load.
 */
export function medianRun<T extends { performance: number; tbtMs: number }>(measures: T[]): T {
  const sorted = [...measures].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}
