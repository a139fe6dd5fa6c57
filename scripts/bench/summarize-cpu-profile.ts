import fs from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  /** `function (file:line)`, the file as written in the project or the package */
  name: string;
  ms: number;
}

export interface ProfileSummary {
  /** Sampled time in the window, idle included. */
  totalMs: number;
  byFunction: SelfTime[];
  byFile: SelfTime[];
  /** ours (server/, app/), next, react, pg, drizzle-orm, pino, zod, ..., node, gc, idle */
  byOwner: SelfTime[];
  /**
   * The same, with the time of native code and of Node's own JavaScript charged to the code
   * that called it: a socket write Next.js makes is Next.js's, a JSON.parse of ours is ours.
   */
  byCaller: SelfTime[];
}

/**
 * Self time of a `--cpu-prof` profile, by function, by file and by owner, counting only samples
 * taken between `from` and `to` (microseconds of the monotonic clock that `process.hrtime` and
 * the profile share on Linux), so start-up and warm-up are left out. Code that Next.js bundled
 * into `.next/server/chunks` is traced back to its source file through the chunk's source map.
 */
export function summarizeCpuProfile(file: string, window: { from: number; to: number }): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    // A sample stands for the time until the next one.
    const duration = profile.timeDeltas[i + 1] ?? 0;
    if (at < window.from || at >= window.to) continue;
    selfUs.set(profile.samples[i]!, (selfUs.get(profile.samples[i]!) ?? 0) + duration);
  }

  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const byCaller = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, us: number) => into.set(key, (into.get(key) ?? 0) + us);
  const describe = (id: number) => {
    const frame = frames.get(id)!;
    const source = originalSource(frame.url, frame.lineNumber, frame.columnNumber);
    return { ...source, name: frame.functionName || "(anonymous)", owner: ownerOf(source.file, frame.functionName) };
  };
  const callerOwner = (id: number): string => {
    const { owner } = describe(id);
    const parent = parents.get(id);
    return RUNTIME_OWNERS.has(owner) && parent !== undefined && frames.get(parent)!.functionName !== "(root)" ? callerOwner(parent) : owner;
  };
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const frame = describe(id);
    totalUs += us;
    add(byFunction, `${frame.name} (${frame.file}${frame.line === undefined ? "" : `:${frame.line}`})`, us);
    add(byFile, frame.file, us);
    add(byOwner, frame.owner, us);
    add(byCaller, callerOwner(id), us);
  }
  if (totalUs === 0) throw new Error(`${file} has no sample between ${window.from} and ${window.to} µs: not the profile of that run?`);
  const sorted = (map: Map<string, number>) => [...map].map(([key, us]) => ({ name: key, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return {
    totalMs: totalUs / 1000,
    byFunction: sorted(byFunction),
    byFile: sorted(byFile),
    byOwner: sorted(byOwner),
    byCaller: sorted(byCaller),
  };
}

const sourceMaps = new Map<string, SourceMap | null>();

/** A frame's file (project-relative, or `<package>/<file>` under node_modules) and line, through the source map when there is one. */
function originalSource(url: string, line: number, column: number): { file: string; line?: number } {
  if (!url) return { file: "" };
  if (!url.startsWith("file://")) return { file: url, line: line + 1 };
  const file = fileURLToPath(url);
  const map = sourceMapOf(file);
  const entry = map?.findEntry(line, column);
  if (entry && "originalSource" in entry) {
    // Turbopack writes sources relative to the map, URL-encoded (`../../../node_modules/%40scope/...`).
    const original = entry.originalSource.startsWith("file://")
      ? fileURLToPath(entry.originalSource)
      : path.resolve(path.dirname(file), decodeURIComponent(entry.originalSource));
    return { file: readable(original, file), line: entry.originalLine + 1 };
  }
  return { file: readable(file), line: line + 1 };
}

function sourceMapOf(file: string): SourceMap | null {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(
      file,
      file.includes(`${path.sep}.next${path.sep}`) && fs.existsSync(mapFile)
        ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8")))
        : null,
    );
  }
  return sourceMaps.get(file)!;
}

/** An absolute path as `server/bookings/totals.ts` or `next/dist/server/base-server.js` (its package's). */
function readable(file: string, chunk?: string): string {
  const inPackage = file.lastIndexOf(`node_modules${path.sep}`);
  if (inPackage < 0) return path.relative(process.cwd(), file);
  const inside = file.slice(inPackage + "node_modules/".length);
  // Turbopack loses the package of sources it took from a package's own source map
  // (drizzle-orm's `src/entity.ts` becomes `node_modules/src/entity.ts`); the chunk's name keeps it.
  const packageDir = file.slice(0, inPackage) + "node_modules/" + inside.split("/", inside.startsWith("@") ? 2 : 1).join("/");
  const chunkPackage = chunk && /node_modules_((?:@[^_]+_)?[^_]+)_/.exec(path.basename(chunk))?.[1]?.replace("_", "/");
  return fs.existsSync(packageDir) || !chunkPackage ? inside : `${chunkPackage}/${inside}`;
}

const GROUPS: [RegExp, string][] = [
  [/^(server|app|components)\/|^(proxy|instrumentation)\.ts$/, "ours (server/, app/)"],
  [/^next\/|\[turbopack\]/, "next"],
  [/^(react|react-dom|scheduler)\//, "react"],
  [/^(pg|pg-[a-z]+|postgres-[a-z]+)\//, "pg"],
  [/^drizzle-orm\//, "drizzle-orm"],
  [
    /^(pino|pino-[a-z]+|sonic-boom|thread-stream|fast-redact|on-exit-leak-free|quick-format-unescaped|atomic-sleep|safe-stable-stringify)\//,
    "pino",
  ],
  [/^zod\//, "zod"],
  [/^decimal\.js\//, "decimal.js"],
  [/^temporal-polyfill\//, "temporal-polyfill"],
  [/^node:|^internal\//, "node (runtime JS)"],
];

/** Owners whose time `byCaller` charges to the code that called them. */
const RUNTIME_OWNERS = new Set(["node (runtime JS)", "(native, no script)", "(program: V8 and native code)"]);

function ownerOf(file: string, functionName: string): string {
  if (functionName === "(garbage collector)") return "(garbage collector)";
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(program)" || functionName === "(root)") return "(program: V8 and native code)";
  for (const [pattern, owner] of GROUPS) if (pattern.test(file)) return owner;
  if (file === "") return "(native, no script)";
  const inPackage = /^(@[^/]+\/[^/]+|[^/.][^/]*)\//.exec(file);
  return inPackage && !file.startsWith(".next/") ? inPackage[1]! : file;
}
