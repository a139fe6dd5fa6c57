import autocannon from "autocannon";
import type { LoadOptions, LoadResult, LoadTarget } from "./load-target";

/**
 * As many requests as the server answers: `connections` clients each send their next request
 * when the last one is answered (autocannon), after a short warm-up (JIT, pool, caches).
 */
export async function closedLoopLoad(target: LoadTarget, options: LoadOptions): Promise<LoadResult> {
  const run = (connections: number, duration: number) => {
    let n = 0;
    return autocannon({
      url: target.origin + target.request(0).path,
      method: target.method ?? "GET",
      headers: target.headers,
      connections,
      duration,
      requests: [{ setupRequest: (request) => ({ ...request, ...target.request(n++) }) }],
    });
  };
  await run(10, 2);
  options.onStart?.();
  const cpuBefore = options.serverCpuMs?.() ?? NaN;
  const result = await run(options.connections, options.seconds);
  const cpuMs = (options.serverCpuMs?.() ?? NaN) - cpuBefore;
  const errors = result.errors + result.timeouts + result.non2xx;
  const requests = result.requests.total;
  console.log(`${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${errors} errors`);
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    requests,
    cpuMsPerRequest: cpuMs / requests,
  };
}
