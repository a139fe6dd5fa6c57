import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { childProcessesResidentBytes } from "./child-process-memory";

// The process's one Prometheus registry. Kept on globalThis, like the database: Next.js may
// evaluate this module once for instrumentation.ts and again for each route bundle, and a
// dispatcher started from one must count into the registry the metrics route reads from.
// Labels carry kinds and templates only (a route's template, a credential's kind, an SMTP code),
// never a guest's data, a booking's code or a key: metrics.security.test.ts scans them.

const holder = globalThis as typeof globalThis & { __lodgingMetrics?: Registry };

export function metricsRegistry(): Registry {
  if (!holder.__lodgingMetrics) {
    const registry = new Registry();
    // Node's own: CPU, heap by space, RSS (process_resident_memory_bytes), event loop lag, GC.
    collectDefaultMetrics({ register: registry });
    // ...which count this process only: what it started (the e-mail renderer) is an instance's memory too.
    new Gauge({
      name: "lodging_child_processes_resident_memory_bytes",
      help: "Resident memory of the processes this one started (the check-in e-mail renderer), in bytes; Linux only.",
      registers: [registry],
      collect() {
        const bytes = childProcessesResidentBytes();
        if (bytes !== undefined) this.set(bytes);
      },
    });
    holder.__lodgingMetrics = registry;
  }
  return holder.__lodgingMetrics;
}

type Named<T> = { name: string; help: string } & T;

/** The counter of that name, made on first use (every evaluation of a module gets the same one). */
export function counter<L extends string>(config: Named<{ labelNames?: readonly L[] }>): Counter<L> {
  return (
    (metricsRegistry().getSingleMetric(config.name) as Counter<L> | undefined) ?? new Counter({ ...config, registers: [metricsRegistry()] })
  );
}

export function gauge<L extends string>(config: Named<{ labelNames?: readonly L[]; collect?: (this: Gauge<L>) => void }>): Gauge<L> {
  return (
    (metricsRegistry().getSingleMetric(config.name) as Gauge<L> | undefined) ?? new Gauge({ ...config, registers: [metricsRegistry()] })
  );
}

export function histogram<L extends string>(config: Named<{ labelNames?: readonly L[]; buckets: number[] }>): Histogram<L> {
  return (
    (metricsRegistry().getSingleMetric(config.name) as Histogram<L> | undefined) ??
    new Histogram({ ...config, registers: [metricsRegistry()] })
  );
}
