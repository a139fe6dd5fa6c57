/** What a load sends: one route, each request's path and body given by its number. */
export interface LoadTarget {
  name: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** The n-th request: the same one each time, or one that moves on to another booking. */
  request: (n: number) => { path: string; body?: string };
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered in the measured run. */
  requests: number;
  /** CPU time the server used per request in the measured run (all its threads, user and system). */
  cpuMsPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** The CPU time the server's processes have used so far, in ms (next-server.ts `treeCpuMs`). */
  serverCpuMs?: () => number;
  /** Called as the measured run starts, after the warm-up. */
  onStart?: () => void;
}
