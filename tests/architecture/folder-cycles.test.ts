import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No two folders of server/ depend on each other, directly or around a loop: each can be read,
// tested and changed on top of the ones it uses (README, "How the code is laid out"). Folders
// are the features, server/domain, and each of server/platform/*; tests are left out.

const SERVER = path.join(process.cwd(), "server");
const IMPORT = /(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** `bookings`, `domain`, `platform/http`: the folder a file of server/ belongs to. */
function folderOf(file: string): string {
  const [top, sub] = path.relative(SERVER, file).split(path.sep);
  return top === "platform" ? `platform/${sub}` : top!;
}

function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = specifier!.startsWith("@/server/")
        ? path.join(process.cwd(), specifier!.slice(2))
        : specifier!.startsWith(".")
          ? path.resolve(path.dirname(file), specifier!)
          : undefined;
      if (!target?.startsWith(SERVER + path.sep)) continue;
      const to = folderOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, path.relative(process.cwd(), file));
    }
  }
  return graph;
}

/** Every loop of the graph, as the folders around it with the file that closes each step. */
function loops(graph: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const visit = (trail: string[]) => {
    const here = trail.at(-1)!;
    for (const [next, via] of graph.get(here) ?? []) {
      const start = trail.indexOf(next);
      if (start === 0) found.push([...trail, next].join(" -> ") + ` (closed by ${via})`);
      else if (start === -1 && next > trail[0]!) visit([...trail, next]);
    }
  };
  for (const folder of [...graph.keys()].sort()) visit([folder]);
  return found;
}

describe("server/ folders", () => {
  it("have no import cycles between them", () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(15);
    expect(loops(graph)).toEqual([]);
  });

  it("would report a cycle if one were planted", () => {
    const planted = new Map([
      ["bookings", new Map([["webhooks", "server/bookings/x.ts"]])],
      ["webhooks", new Map([["bookings", "server/webhooks/y.ts"]])],
    ]);
    expect(loops(planted)).toEqual(["bookings -> webhooks -> bookings (closed by server/webhooks/y.ts)"]);
  });
});
