import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { summarizeCpuProfile } from "./summarize-cpu-profile";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cpu-profile-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const project = (file: string) => pathToFileURL(path.join(process.cwd(), file)).href;
const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0, columnNumber: 0 },
  children,
});

/**
 * Next.js writes a response (base-server.js, then node:net, then the native writev) and our
 * JSON writer calls the native JSON.stringify. Samples every 100 µs from 1,100 µs on; the
 * window keeps the first seven (1,100 to 1,700) and leaves out two more writev samples.
 */
function writeProfile(): string {
  const nodes = [
    frame(1, "(root)", "", [2, 3, 4, 5]),
    frame(2, "(program)", ""),
    frame(3, "(idle)", ""),
    frame(4, "handleRequest", project("node_modules/next/dist/server/base-server.js"), [6, 7]),
    frame(5, "(garbage collector)", ""),
    frame(6, "Socket._writeGeneric", "node:net", [8]),
    frame(7, "stringifyJson", project("server/http/json.ts"), [9]),
    frame(8, "writev", ""),
    frame(9, "stringify", ""),
  ];
  const samples = [8, 8, 9, 7, 3, 5, 4, 8, 8];
  const file = path.join(dir, "server.cpuprofile");
  fs.writeFileSync(file, JSON.stringify({ nodes, startTime: 1000, endTime: 2000, samples, timeDeltas: samples.map(() => 100) }));
  return file;
}

const asMap = (rows: { name: string; ms: number }[]) => Object.fromEntries(rows.map((row) => [row.name, Number(row.ms.toFixed(3))]));

describe("summarizeCpuProfile", () => {
  const summary = summarizeCpuProfile(writeProfile(), { from: 1100, to: 1800 });

  it("counts only the samples taken inside the measured window", () => {
    expect(summary.totalMs).toBe(0.7);
    expect(asMap(summary.byFunction)["writev ()"]).toBe(0.2);
  });

  it("gives self time by owner: our code, a package, native code, idle and garbage collection", () => {
    expect(asMap(summary.byOwner)).toEqual({
      "(native, no script)": 0.3,
      "ours (server/, app/)": 0.1,
      next: 0.1,
      "(idle)": 0.1,
      "(garbage collector)": 0.1,
    });
    expect(asMap(summary.byFile)).toMatchObject({ "server/http/json.ts": 0.1, "next/dist/server/base-server.js": 0.1 });
  });

  it("charges native code and Node's own JavaScript to the code that called it", () => {
    expect(asMap(summary.byCaller)).toEqual({ next: 0.3, "ours (server/, app/)": 0.2, "(idle)": 0.1, "(garbage collector)": 0.1 });
  });

  it("traces code bundled into a .next chunk back to its package through the chunk's source map", () => {
    // Turbopack names a package's own sources relative to a node_modules it does not keep
    // (`node_modules/src/entity.ts`); the chunk's name says which package it was.
    const chunk = path.join(dir, ".next", "server", "chunks", "node_modules_drizzle-orm_0abc123._.js");
    fs.mkdirSync(path.dirname(chunk), { recursive: true });
    fs.writeFileSync(chunk, "function is(){}\n");
    fs.writeFileSync(
      `${chunk}.map`,
      JSON.stringify({ version: 3, sources: ["../../../node_modules/src/entity.ts"], names: [], mappings: "AAAA" }),
    );
    const file = path.join(dir, "bundled.cpuprofile");
    const nodes = [frame(1, "(root)", "", [2]), frame(2, "is", pathToFileURL(chunk).href)];
    fs.writeFileSync(file, JSON.stringify({ nodes, startTime: 0, endTime: 300, samples: [2, 2], timeDeltas: [100, 100] }));

    const bundled = summarizeCpuProfile(file, { from: 0, to: 1000 });
    expect(bundled.byFunction.map((row) => row.name)).toEqual(["is (drizzle-orm/src/entity.ts:1)"]);
    expect(asMap(bundled.byOwner)).toEqual({ "drizzle-orm": 0.1 });
  });
});
