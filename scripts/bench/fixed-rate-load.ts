import http from "node:http";
import type { LoadOptions, LoadResult, LoadTarget } from "./load-target";

/**
 * A fixed offered load: request n is due at start + n / rate, evenly spaced, whether or not the
 * ones before it were answered (open loop, as wrk2 does), on at most `connections` keep-alive
 * connections. Latency counts from when a request was due, so time spent waiting for a free
 * connection behind a slow answer is counted too (no coordinated omission).
 *
 * Not autocannon's `overallRate`: it gives each connection a quota per second that all
 * connections spend at once when the second starts. Measured against a server that answers in
 * 2 ms, 300 req/s arrived as bursts of about 300 within 250 ms, then nothing for 750 ms, and
 * autocannon reported a p99 of 190 ms: the latency of its bursts, not of 300 requests a second.
 */
const GRACE_MS = 10_000;

export async function fixedRateLoad(target: LoadTarget, options: LoadOptions & { rate: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const answers: Promise<void>[] = [];
  const answered = new Set<number>();
  let errors = 0;
  options.onStart?.();
  const cpuBefore = options.serverCpuMs?.() ?? NaN;
  const started = performance.now();
  const dueAt = (n: number) => started + (n * 1000) / options.rate;

  const send = (n: number) =>
    new Promise<void>((resolve) => {
      const { path, body } = target.request(n);
      const request = http.request(
        target.origin + path,
        {
          agent,
          method: target.method ?? "GET",
          headers: { ...target.headers, ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }) },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode! >= 200 && response.statusCode! < 300) latencies.push(performance.now() - dueAt(n));
            else errors++;
            answered.add(n);
            resolve();
          });
        },
      );
      request.on("error", () => {
        if (!answered.has(n)) errors++;
        answered.add(n);
        resolve();
      });
      request.end(body);
    });

  for (let n = 0; n < total; n++) {
    const wait = dueAt(n) - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(send(n));
  }
  // An overloaded server would keep a queue draining long after the run: what is not answered
  // GRACE_MS after the last request was due counts as an error, with at least that latency.
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(answers), new Promise((resolve) => (grace = setTimeout(resolve, GRACE_MS)))]);
  clearTimeout(grace);
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = (options.serverCpuMs?.() ?? NaN) - cpuBefore;
  for (let n = 0; n < total; n++) {
    if (answered.has(n)) continue;
    answered.add(n);
    errors++;
    latencies.push(performance.now() - dueAt(n));
  }
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies.length === 0 ? NaN : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10) / 10;
  const requests = total - errors;
  const result = {
    name: target.name,
    rps: requests / elapsed,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors,
    requests,
    cpuMsPerRequest: cpuMs / requests,
  };
  console.log(`${target.name}: ${options.rate} req/s offered, ${result.rps.toFixed(0)} answered, p99 ${result.p99} ms, ${errors} errors`);
  return result;
}
