import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A real Prometheus (Debian's `prometheus` package) for a fault script: it scrapes one app every
 * second with the metrics token and evaluates the repository's alert rules every second, with
 * their `for:` shortened so that a fault shows within seconds instead of minutes.
 */
const PROMETHEUS_BIN = process.env.PROMETHEUS_BIN ?? "/usr/bin/prometheus";

export interface ShortenedRules {
  text: string;
  /** Each rule whose `for:` was shortened, with the repository's value. */
  shortened: { alert: string; was: string }[];
}

/**
 * The rules file with every `for:` replaced by `forValue`, line by line: every other line, the
 * expressions included, stays the repository's byte for byte (a YAML round trip would
 * reformat them). Throws when a `for:` is not where a rule's would be.
 */
export function shortenFor(rules: string, forValue: string): ShortenedRules {
  const shortened: ShortenedRules["shortened"] = [];
  let alert: string | undefined;
  const lines = rules.split("\n").map((line) => {
    const named = line.match(/^\s*- alert:\s*(\S+)\s*$/);
    if (named) alert = named[1];
    const waits = line.match(/^(\s+)for:\s*(\S+)\s*$/);
    if (!waits) return line;
    if (!alert) throw new Error(`A "for:" before any alert in the rules: ${line.trim()}`);
    shortened.push({ alert, was: waits[2]! });
    return `${waits[1]}for: ${forValue}`;
  });
  if (shortened.length === 0) throw new Error('No "for:" found in the rules: has their layout changed?');
  return { text: lines.join("\n"), shortened };
}

export interface PrometheusSetup {
  dir: string;
  port: number;
  /** host:port of the app's public port, scraped at /api/metrics. */
  target: string;
  token: string;
  rulesText: string;
}

/** prometheus.yml, the token's file (0600) and the rules, written into `dir`. */
export function writePrometheusFiles(setup: PrometheusSetup): string {
  const tokenFile = path.join(setup.dir, "lodging-metrics-token");
  fs.writeFileSync(tokenFile, setup.token, { mode: 0o600 });
  const rulesFile = path.join(setup.dir, "alerts.yml");
  fs.writeFileSync(rulesFile, setup.rulesText);
  const configFile = path.join(setup.dir, "prometheus.yml");
  fs.writeFileSync(
    configFile,
    [
      "global:",
      "  scrape_interval: 1s",
      "  scrape_timeout: 1s",
      "  evaluation_interval: 1s",
      `rule_files: [${JSON.stringify(rulesFile)}]`,
      "scrape_configs:",
      "  - job_name: lodging_app",
      "    metrics_path: /api/metrics",
      `    authorization: { credentials_file: ${JSON.stringify(tokenFile)} }`,
      `    static_configs: [{ targets: [${JSON.stringify(setup.target)}] }]`,
      "",
    ].join("\n"),
  );
  return configFile;
}

/** Prometheus on loopback, ready (its /-/ready answers) before this returns; its log goes to `dir`/prometheus.log. */
export async function startPrometheus(dir: string, port: number, configFile: string): Promise<ChildProcess> {
  if (!fs.existsSync(PROMETHEUS_BIN))
    throw new Error(`No ${PROMETHEUS_BIN}: install Debian's prometheus package (apt-get install prometheus) or set PROMETHEUS_BIN.`);
  const log = fs.openSync(path.join(dir, "prometheus.log"), "a");
  const child = spawn(
    PROMETHEUS_BIN,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", log, log], detached: true },
  );
  fs.closeSync(log);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}: ${prometheusLog(dir)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/-/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`prometheus was not ready on port ${port} within 30 s: ${prometheusLog(dir)}`);
}

export function prometheusLog(dir: string): string {
  const file = path.join(dir, "prometheus.log");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n").slice(-10).join("\n") : "(no log)";
}

export interface ActiveAlert {
  labels: Record<string, string> & { alertname: string };
  state: "pending" | "firing";
  activeAt: string;
  value: string;
}

export interface Target {
  health: "up" | "down" | "unknown";
  lastError: string;
  labels: Record<string, string>;
}

export interface LoadedRule {
  name: string;
  type: "alerting" | "recording";
  health: string;
  duration?: number;
}

/** Prometheus' own HTTP API (/api/v1): what it scrapes, what it loaded, what fires. */
export function prometheusApi(port: number) {
  const get = async <T>(pathAndQuery: string): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/${pathAndQuery}`, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as { status: string; data: T; error?: string };
    if (body.status !== "success") throw new Error(`Prometheus /api/v1/${pathAndQuery}: ${body.error ?? response.status}`);
    return body.data;
  };
  return {
    targets: async () => (await get<{ activeTargets: Target[] }>("targets")).activeTargets,
    alerts: async () => (await get<{ alerts: ActiveAlert[] }>("alerts")).alerts,
    rules: async () => (await get<{ groups: { rules: LoadedRule[] }[] }>("rules")).groups.flatMap((group) => group.rules),
    query: async (promql: string) =>
      (await get<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(`query?query=${encodeURIComponent(promql)}`))
        .result,
  };
}
