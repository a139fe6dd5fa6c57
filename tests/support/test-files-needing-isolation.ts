import fs from "node:fs";
import path from "node:path";

// Most test files share their worker's modules with the files before them (Vitest's
// `isolate: false`): importing the app's modules once per worker instead of once per file took
// the PGlite suite from 971 s to about 380 s on CI's two cores. A file that changes what the
// whole process sees (a module replaced, a spy, the environment, fake timers) would leak it into
// the next file, so such a file still gets a fresh process of its own; which files they are is
// read from their text, so a new test that mocks or stubs is isolated without anyone listing it.

const CHANGES_THE_PROCESS = [
  /\bvi\.(mock|doMock|unmock|resetModules|stubEnv|stubGlobal|useFakeTimers|spyOn)\(/,
  /\bprocess\.env(\.[A-Za-z_]\w*|\[[^\]]+\])\s*=(?!=)/,
  /\bdelete process\.env\b/,
];

// What is not the app's code: dependencies, builds, data, the browser tests (Playwright's).
const NOT_SEARCHED = new Set(["node_modules", ".next", ".data", ".git", ".cache", ".scratch", "e2e", "public", "drizzle", "test-results"]);

/** The `*.test.ts` files under `root` that change process-wide state, relative to `root`. */
export function testFilesNeedingIsolation(root: string): string[] {
  return testFiles(root, "").filter((file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    return CHANGES_THE_PROCESS.some((pattern) => pattern.test(text));
  });
}

function testFiles(root: string, folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_SEARCHED.has(entry.name) ? [] : testFiles(root, relative);
    return entry.name.endsWith(".test.ts") ? [relative] : [];
  });
}

/** A path as a glob that matches only itself: the app's folders are named [tenant_id], [id]... */
export function literalGlob(file: string): string {
  return file.replace(/[[\]{}()*?!+@]/g, "\\$&");
}
